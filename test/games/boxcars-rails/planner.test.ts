/** The route planner: fastest, cheapest, balanced and tapped-dot routes, with their fees this turn. */
import { describe, expect, it } from "vitest";
import { game as boxcarsRails } from "../../../worker/games/boxcars-rails";
import { orders as railsOrders } from "../../../worker/games/boxcars-rails/orders";
import { planFor } from "../../../worker/games/boxcars-rails/legal";
import { checkRoute } from "../../../worker/games/boxcars-rails/route";
import type { RailsState } from "../../../worker/games/boxcars-rails/types";
import { US, dotOf, game, ride, withOwners, withPlayer, withTurn } from "./fixtures";

const TOM = 0,
  NATALIE = 1;

/** The text's SLSF example: Tom owns the SLSF, Natalie the CRI&P, Tom rolls 8 in Memphis for Tucumcari. */
function slsf(): RailsState {
  let state = withOwners(game(2), { SLSF: TOM, "CRI&P": NATALIE });
  state = withPlayer(state, TOM, {
    home: "Washington",
    at: "Memphis",
    origin: "Washington",
    dest: "Tucumcari",
    cash: 30000,
  });
  state = withPlayer(state, NATALIE, { home: "Knoxville", at: "Atlanta", origin: "Atlanta", dest: "Boston" });
  return withTurn(state, { seat: TOM, step: "route", count: 8 });
}

describe("planner", () => {
  it("fastest: 8 on Natalie's CRI&P (5,000, 3 dots left); cheapest: 8 on his own SLSF (free)", () => {
    const plan = planFor(slsf(), TOM);
    expect(plan.complete).toBe(true);
    expect(plan.fastest).toMatchObject({
      end: 474,
      remaining: 3,
      cost: 5000,
      fees: [{ payee: NATALIE, amount: 5000 }],
      arrives: false,
    });
    expect(plan.fastest.steps).toEqual(ride("CRI&P", 248, 247, 246, 245, 256, 257, 471, 474));
    expect(plan.cheapest.cost).toBe(0);
    expect(plan.cheapest.steps.every((s) => s.rr === "SLSF")).toBe(true);
    expect(plan.to(dotOf("Oklahoma City"))).toMatchObject({ cost: 0, remaining: 5 });
    expect(plan.to(dotOf("Boston"))).toBeNull();
  });

  it("every route it offers is legal, of the full count, and the legal-move sample is its three picks", () => {
    const state = slsf();
    const plan = planFor(state, TOM);
    for (const r of plan.routes) {
      expect(
        checkRoute(
          { board: US, start: dotOf("Memphis"), count: 8, target: dotOf("Tucumcari"), used: [] },
          r.steps,
        ),
      ).not.toHaveProperty("error");
      expect(r.steps).toHaveLength(8);
    }
    const moves = boxcarsRails.legalMoves(state, TOM);
    expect(moves).toContainEqual({ type: "route", steps: plan.fastest.steps });
    expect(moves).toContainEqual({ type: "route", steps: plan.cheapest.steps });
  });

  it("an arriving route stops at the destination and shows the fees of the whole turn's move", () => {
    const state = withTurn(withPlayer(slsf(), TOM, { at: 474 }), { count: 6 });
    const plan = planFor(state, TOM);
    expect(plan.fastest).toMatchObject({
      arrives: true,
      remaining: 0,
      end: dotOf("Tucumcari"),
      steps: ride("CRI&P", 475, 476, 477),
    });
  });

  it("establishment lowers the fee it shows", () => {
    const state = withPlayer(withTurn(slsf(), { count: 3 }), TOM, { at: 474, standing: 8, lock: 1000 });
    expect(planFor(state, TOM).fastest.fees).toEqual([{ payee: NATALIE, amount: 1000 }]);
  });

  it("standing orders drive the chosen route and pass on purchases; otherwise the player decides", () => {
    const state = slsf();
    expect(railsOrders.decide(state, TOM, { drive: "cheapest", purchase: "ask", auction: "ask" })).toEqual({
      type: "route",
      steps: planFor(state, TOM).cheapest.steps,
    });
    expect(railsOrders.decide(state, TOM, { drive: "ask", purchase: "pass", auction: "ask" })).toBeNull();
    expect(railsOrders.decide(state, NATALIE, { drive: "fastest", purchase: "pass", auction: 0 })).toBeNull();
    expect(
      railsOrders.decide(withTurn(state, { step: "purchase" }), TOM, {
        drive: "ask",
        purchase: "pass",
        auction: "ask",
      }),
    ).toEqual({ type: "pass" });
    expect(railsOrders.describe({ drive: "fastest", purchase: "pass", auction: 20000 })).toBe(
      "drive the fastest route; buy nothing; bid up to 20,000 in auctions",
    );
  });
});
