/** The sheet's check of the orders (client.ts's `ordersRefusal`, on the seat's view) against the server's verdict. */
import { describe, expect, it } from "vitest";
import { begin } from "../../../worker/engine/step";
import { isMoveError } from "../../../worker/engine/types";
import { ordersRefusal } from "../../../worker/games/birthright-conquest/client";
import { bots } from "../../../worker/games/birthright-conquest";
import { fuzz } from "../../../worker/games/birthright-conquest/fuzz";
import { legalMoves } from "../../../worker/games/birthright-conquest/legal";
import type { BcMove, BcState } from "../../../worker/games/birthright-conquest/types";
import { view } from "../../../worker/games/birthright-conquest/view";
import { game, lord, ok, play, rng, table } from "./fixtures";

type Orders = Extract<BcMove, { type: "orders" }>;

/** The sheet and the server agree on `move`: both accept it, or both refuse it. */
function agree(s: BcState, move: Orders): void {
  const server = play(s, s.active, move);
  const sheet = ordersRefusal(view(s, s.active), s.active, move);
  expect(sheet === null, `${JSON.stringify(move)}: sheet ${sheet}, server ${JSON.stringify(server)}`).toBe(
    !isMoveError(server),
  );
}

describe("the sheet checks the orders as the server does", () => {
  it("two Events on the same opposing Army: refused by both, in a player's words", () => {
    const s = table(
      { hand: ["evt-desertion", "evt-desertion.2"] },
      { lords: [lord("gd-river-duchess", ["gd-spears", "gd-militia"])] },
    );
    const same: Orders = {
      type: "orders",
      events: [
        { card: "evt-desertion", target: "gd-spears" },
        { card: "evt-desertion.2", target: "gd-spears" },
      ],
    };
    agree(s, same);
    expect(ordersRefusal(view(s, 0), 0, same)).toBe(
      "Desertion needs a target, an Army attached to an opposing Lord.",
    );
    agree(s, {
      type: "orders",
      events: [same.events![0], { card: "evt-desertion.2", target: "gd-militia" }],
    });
  });

  it("every listed and every fuzzed orders move, along games of the simple bot", () => {
    let checked = 0;
    for (const tag of ["a", "b"]) {
      const r = rng(tag);
      let s = begin(game, 2, {}, r) as BcState;
      for (let n = 0; n < 400 && s.phase !== "ended"; n++) {
        const seat = game.activeSeats(s)[0];
        if (s.phase === "orders") {
          const moves = [...legalMoves(s, seat), ...fuzz(s, seat)].filter(
            (m): m is Orders => (m as BcMove).type === "orders",
          );
          for (const m of moves) agree(s, m);
          checked += moves.length;
        }
        s = ok(s, seat, bots.simple.chooseMove(s, seat, r) as BcMove, r);
      }
    }
    expect(checked).toBeGreaterThan(100);
  }, 60_000);
});
