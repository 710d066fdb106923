import { describe, expect, it, vi } from "vitest";
import { randomBot } from "../../../worker/engine/bot";
import { botMove, playMove, startGame, type Snapshot } from "../../../worker/engine/play";
import { SeededRandom } from "../../../worker/engine/random";
import { isMoveError } from "../../../worker/engine/types";
import { game as boxcarsRw } from "../../../worker/games/boxcars-rw";
import type { BoxcarsState } from "../../../worker/games/boxcars-rw/types";

vi.setConfig({ testTimeout: 120_000 });

/** Plays a game with the given kind of player in each seat; every move goes through the framework. */
function game(kinds: ("bot" | "random")[], seed: number) {
  const entropy = {
    serverSeed: seed.toString(16).padStart(64, "0"),
    gameId: `bot-${seed}`,
    clientSeeds: kinds.map((_, i) => `s${i}`),
  };
  const random = randomBot(boxcarsRw.legalMoves);
  let snap: Snapshot<BoxcarsState> = startGame(boxcarsRw, kinds.length, {}, entropy);
  for (let n = 0; !boxcarsRw.result(snap.state); n++) {
    const active = boxcarsRw.activeSeats(snap.state);
    const seat = active[n % active.length];
    const move =
      kinds[seat] === "bot"
        ? botMove(boxcarsRw, snap.state, entropy, seat, n)
        : random.chooseMove(snap.state, seat, new SeededRandom({ ...entropy, gameId: `r${n}` }));
    const next = playMove(boxcarsRw, snap, entropy, seat, move);
    if (isMoveError(next)) throw new Error(`${kinds[seat]} move refused: ${next.error.message}`);
    snap = next;
  }
  return { result: boxcarsRw.result(snap.state)!, state: snap.state };
}

describe("boxcars-rw bot", () => {
  it("makes only legal moves, in every seat count, solo included", () => {
    for (let seats = 1; seats <= 5; seats++) {
      const { result, state } = game(Array(seats).fill("bot"), seats);
      expect(result.scores).toHaveLength(seats);
      if (seats > 1) expect(state.lastRound).not.toBeNull();
    }
  });

  it("beats random players by far", () => {
    for (const seed of [11, 12, 13]) {
      const { result } = game(["random", "bot", "random"], seed);
      expect(result.ranking[0]).toEqual([1]);
      expect(result.scores[1]).toBeGreaterThan(2 * Math.max(result.scores[0], result.scores[2]));
    }
  });
});
