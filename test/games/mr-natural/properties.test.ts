import { vi } from "vitest";
import { game as mrNatural } from "../../../worker/games/mr-natural";
import { describeGameProperties } from "../../harness/properties";

// A random 8-player race to 10,000 takes some 400 moves, and the harness hashes the whole state
// (its history grows each turn) after every move: fewer runs and more time than the defaults.
vi.setConfig({ testTimeout: 60_000 });

describeGameProperties(mrNatural, {
  runs: 16,
  options: [{}, { target: 2000 }, { target: 2000, getOnBoard: true, minimum350: true }],
  junkMoves: [
    { type: "pick", die: 9 },
    { type: "bank", extra: 1 },
  ],
});
