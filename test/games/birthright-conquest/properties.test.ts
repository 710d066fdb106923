import { vi } from "vitest";
import { game as birthrightConquest } from "../../../worker/games/birthright-conquest";
import { describeGameProperties } from "../../harness/properties";

vi.setConfig({ testTimeout: 240_000 });

describeGameProperties(birthrightConquest, {
  runs: 16,
  options: [{}, { evil: "second seat" }, { evil: "random" }],
  junkMoves: [
    { type: "draw", realm: "all", buyRealm: false, buyAction: false },
    { type: "draw", realm: "one" },
    { type: "orders", recruit: [{ card: "ev-levy", lord: "gd-river-duchess", extra: 1 }] },
    { type: "orders", attack: "ev-maw-tyrant" },
    { type: "block", blocks: [{ attacker: "nobody", blocker: "nobody" }] },
    { type: "plan", cards: [{ card: "sp-ward" }] },
    { type: "plan", cards: "all" },
  ],
});
