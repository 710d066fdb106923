import { vi } from "vitest";
import { game as boxCarsD10 } from "../../../worker/games/box-cars-d10";
import { describeGameProperties } from "../../harness/properties";

// Up to 8 seats x 25 moves, and every move checks against up to 1,013 legal re-rolls.
vi.setConfig({ testTimeout: 120_000 });

describeGameProperties(boxCarsD10, {
  runs: 24,
  junkMoves: [
    { type: "reroll", dice: [0, 1, 2, 3, 4, 5, 6, 7, 8] }, // more than any phase allows
    { type: "reroll", dice: [10] },
    { type: "reroll", dice: [-1] },
    { type: "reroll", dice: [1.5] },
    { type: "reroll", dice: [2, 2] },
    { type: "reroll", dice: [3, 1] },
    { type: "reroll" },
    { type: "roll", dice: [] },
    { type: "stop", now: true },
  ],
});
