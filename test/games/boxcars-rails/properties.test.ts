import { describe, expect, it, vi } from "vitest";
import { botMove, playMove, startGame, type Snapshot } from "../../../worker/engine/play";
import { commitmentOf } from "../../../worker/engine/random";
import {
  RECORD_FORMAT,
  rulesVersion,
  stateHasher,
  verifyRecord,
  type GameRecord,
} from "../../../worker/engine/record";
import { isMoveError } from "../../../worker/engine/types";
import { game as boxcarsRails } from "../../../worker/games/boxcars-rails";
import { withoutReceived } from "../../../worker/games/boxcars-rails/legacy";
import type { RailsState } from "../../../worker/games/boxcars-rails/types";
import { describeGameProperties } from "../../harness/properties";
import { act, openAuction } from "./fixtures";

// Random games are long (hundreds of moves, each a route): few runs, quick options mostly, generous time.
vi.setConfig({ testTimeout: 300_000 });

const quick = { startingCash: 50000, winningCash: 150000 };

describeGameProperties(boxcarsRails, {
  runs: 6,
  // An open auction, then after one bid, after one pass (random play seldom forces a sale).
  secretStates: () => {
    const open = openAuction();
    return [
      { seats: 3, states: [open, act(open, 1, { type: "bid", max: 23500 }), act(open, 2, { type: "pass" })] },
    ];
  },
  maxMoves: 20_000,
  options: [quick, { ...quick, noSpecialTrains: true, noRover: true }, { ...quick, loans: true }],
  junkMoves: [
    { type: "route", steps: [{ rr: "PA", to: 100000 }] },
    { type: "bid", max: 250 },
    { type: "buy", item: "NOTHING" },
    { type: "home", city: "Atlantis" },
    { type: "region", region: "Atlantis" },
    { type: "sell", rr: "NOTHING" },
  ],
});

describe("boxcars-rails: a whole bot game", () => {
  it("plays to a result and its record verifies, route by route", () => {
    const entropy = { serverSeed: "ab".repeat(32), gameId: "rails-bots", clientSeeds: ["a", "b", "c"] };
    const start = startGame(boxcarsRails, 3, {}, entropy);
    const stateHash = stateHasher(entropy.serverSeed);
    const record: GameRecord = {
      format: RECORD_FORMAT,
      id: entropy.gameId,
      game: boxcarsRails.id,
      rules: rulesVersion(boxcarsRails),
      options: {},
      commitment: commitmentOf(entropy.serverSeed),
      serverSeed: entropy.serverSeed,
      seats: entropy.clientSeeds.map((clientSeed, seat) => ({ seat, name: `P${seat + 1}`, clientSeed })),
      createdAt: "",
      startedAt: "",
      endedAt: "",
      setup: { draws: start.draws, stateHash: stateHash(start.state) },
      moves: [],
      result: null,
    };
    let snapshot: Snapshot<RailsState> = start;
    const states: RailsState[] = [];
    while (!boxcarsRails.result(snapshot.state)) {
      const seat = boxcarsRails.activeSeats(snapshot.state)[0];
      const move = botMove(boxcarsRails, snapshot.state, entropy, seat, record.moves.length);
      const played = playMove(boxcarsRails, snapshot, entropy, seat, move);
      if (isMoveError(played)) throw new Error(played.error.message);
      snapshot = played;
      states.push(played.state);
      record.moves.push({
        n: record.moves.length + 1,
        seat,
        move,
        by: "bot",
        at: "",
        draws: played.draws,
        stateHash: stateHash(played.state),
      });
    }
    record.result = boxcarsRails.result(snapshot.state);
    expect(snapshot.state.ended).toBe("home");
    expect(record.moves.some((m) => m.move.type === "route" && (m.move.steps as unknown[]).length > 0)).toBe(
      true,
    );
    expect(verifyRecord({ [boxcarsRails.id]: boxcarsRails }, record)).toMatchObject({ ok: true });
    // A record of rules version 1 hashed its states without the fees each player received: it verifies too.
    const v1: GameRecord = {
      ...record,
      rules: 1,
      setup: { draws: start.draws, stateHash: stateHash(withoutReceived(start.state)) },
      moves: record.moves.map((m, i) => ({ ...m, stateHash: stateHash(withoutReceived(states[i])) })),
    };
    expect(verifyRecord({ [boxcarsRails.id]: boxcarsRails }, v1)).toMatchObject({ ok: true });
    // A changed step of a route is caught at that move.
    const at = record.moves.findIndex(
      (m) => m.move.type === "route" && (m.move.steps as unknown[]).length > 1,
    );
    const steps = record.moves[at].move.steps as { rr: string; to: number }[];
    record.moves[at].move = { type: "route", steps: steps.slice(0, -1) };
    expect(verifyRecord({ [boxcarsRails.id]: boxcarsRails }, record)).toMatchObject({
      ok: false,
      at: `move ${at + 1}`,
    });
  });
});
