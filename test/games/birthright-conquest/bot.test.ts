/** The bots (rulings 12 and 13): legal, finishing games, and the search bot deciding from its own view only. */
import { describe, expect, it, vi } from "vitest";
import { canonical } from "../../../worker/engine/canonical";
import { playMove, startGame, type Snapshot } from "../../../worker/engine/play";
import { SeededRandom } from "../../../worker/engine/random";
import { isMoveError, type Bot, type Seat } from "../../../worker/engine/types";
import { simpleBot, bot } from "../../../worker/games/birthright-conquest/bot";
import { determinize } from "../../../worker/games/birthright-conquest/bot-view";
import type { BcMove, BcState } from "../../../worker/games/birthright-conquest/types";
import { game, rng } from "./fixtures";

vi.setConfig({ testTimeout: 120_000 });

/** A whole game between two bots; every state reached. */
function botGame(bots: [Bot<BcState, BcMove>, Bot<BcState, BcMove>], tag: string): BcState[] {
  const entropy = { serverSeed: "5a".repeat(32), gameId: tag, clientSeeds: ["a", "b"] };
  let snap: Snapshot<BcState> = startGame(game, 2, {}, entropy) as Snapshot<BcState>;
  const states = [snap.state];
  for (let n = 0; !game.result(snap.state); n++) {
    const seat = game.activeSeats(snap.state)[0];
    const move = bots[seat].chooseMove(
      snap.state,
      seat,
      new SeededRandom({ ...entropy, gameId: `${tag}/bot/${n}` }),
    );
    const out = playMove(game, snap, entropy, seat, move);
    if (isMoveError(out)) throw new Error(`${JSON.stringify(move)} refused: ${out.error.message}`);
    snap = out as Snapshot<BcState>;
    states.push(snap.state);
  }
  return states;
}

const games = [botGame([bot, simpleBot], "bot-a"), botGame([simpleBot, bot], "bot-b")];

describe("the bots", () => {
  it("play legal moves to a result well before the safety limit, from either side", () => {
    for (const states of games) {
      const end = states.at(-1)!;
      expect(game.result(end)).not.toBeNull();
      expect(end.turn).toBeLessThan(120);
    }
    expect(botGame([simpleBot, simpleBot], "bot-c").at(-1)!.outcome).not.toBeNull();
  });

  it("a world sampled from a view looks, from that seat, exactly like the view", () => {
    for (const s of games[0].filter((_, k) => k % 7 === 0 && game.result(games[0][k]) === null)) {
      for (const seat of [0, 1] as Seat[]) {
        const world = determinize(game.view(s, seat), seat, rng("world"));
        expect(canonical(game.view(world, seat))).toBe(canonical(game.view(s, seat)));
      }
    }
  });

  it("decides from its own view: the same choice when only the opponent's hidden cards differ", () => {
    let checked = 0;
    for (const states of games) {
      for (const s of states.filter((x) => game.result(x) === null)) {
        const seat = game.activeSeats(s)[0];
        const varied = game.secrets!.vary(s, 1 - seat, rng(`vary-${checked}`));
        if (varied === null || canonical(varied) === canonical(s)) continue;
        // Also another order of the Common deck, which no one sees.
        const shuffled = { ...varied, common: { ...varied.common, deck: [...varied.common.deck].reverse() } };
        const botRng = () =>
          new SeededRandom({ serverSeed: "77".repeat(32), gameId: `choice-${checked}`, clientSeeds: [] });
        expect(canonical(bot.chooseMove(shuffled, seat, botRng()))).toBe(
          canonical(bot.chooseMove(s, seat, botRng())),
        );
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});
