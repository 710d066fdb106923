/** Every bad input the issue lists is refused with a clear reason, and the state is left as it was. */
import { describe, expect, it } from "vitest";
import { game as boxcarsRails } from "../../../worker/games/boxcars-rails";
import type { RailsState } from "../../../worker/games/boxcars-rails/types";
import {
  MEMPHIS_TUCUMCARI,
  act,
  game,
  refusal,
  ride,
  route,
  settle,
  withOwners,
  withPlayer,
  withTurn,
} from "./fixtures";

const TOM = 0,
  NATALIE = 1;
const rock = MEMPHIS_TUCUMCARI.slice(0, 8);

function tom(count = 8): RailsState {
  let state = game(2);
  state = withPlayer(state, TOM, {
    home: "Washington",
    at: "Memphis",
    origin: "Washington",
    dest: "Tucumcari",
    cash: 30000,
  });
  state = withPlayer(state, NATALIE, {
    home: "Knoxville",
    at: "Atlanta",
    origin: "Atlanta",
    dest: "Boston",
    cash: 50000,
  });
  return withTurn(state, { seat: TOM, number: 1, step: "route", count });
}

describe("routes", () => {
  it("wrong length, a dot not next, a railroad not on the segment, a pair used twice, past the destination, no such railroad", () => {
    const state = tom();
    expect(refusal(state, TOM, route(ride("CRI&P", ...rock.slice(0, 7))))).toEqual({
      code: "too_short",
      message: "The route has 7 steps; the dice say 8 and a route that long exists.",
    });
    expect(refusal(state, TOM, route(ride("CRI&P", ...MEMPHIS_TUCUMCARI.slice(0, 9))))).toEqual({
      code: "too_long",
      message: "Step 9 is one more than the 8 the dice allow.",
    });
    expect(refusal(state, TOM, route(ride("CRI&P", 248, 246)))).toEqual({
      code: "not_adjacent",
      message: "Step 2: dot 246 is not next to dot 248.",
    });
    expect(refusal(state, TOM, route(ride("CRI&P", 248), ride("SP", 247)))).toEqual({
      code: "wrong_railroad",
      message: "Step 2: the SP does not run between dot 248 and dot 247 (Little Rock) (only the CRI&P).",
    });
    expect(refusal(state, TOM, route(ride("CRI&P", 248, 140)))).toMatchObject({
      code: "used_twice",
      message: "Step 2: the CRI&P between dot 248 and dot 140 (Memphis) was already used this turn.",
    });
    expect(
      refusal(withPlayer(state, TOM, { dest: "Little Rock" }), TOM, route(ride("CRI&P", 248, 247, 246))),
    ).toMatchObject({ code: "past_destination", message: expect.stringContaining("Step 3") });
    expect(refusal(state, TOM, route(ride("ROCK", 248)))).toEqual({
      code: "no_railroad",
      message: "Step 1: there is no railroad called ROCK.",
    });
    expect(refusal(state, TOM, route(ride("CRI&P", 99999)))).toMatchObject({ code: "not_adjacent" });
  });

  it("the move schema refuses what is not a route at all", () => {
    for (const bad of [
      { type: "route" },
      { type: "route", steps: [{ rr: "PA" }] },
      { type: "route", steps: [{ rr: "PA", to: -1 }] },
      { type: "route", steps: [{ rr: "PA", to: 1.5 }] },
      { type: "route", steps: Array(25).fill({ rr: "PA", to: 1 }) },
      { type: "bid", max: "500" },
      { type: "buy" },
      { type: "pass", x: 1 },
    ]) {
      expect(boxcarsRails.move.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe("purchases", () => {
  const atPurchase = () =>
    settle(act(withPlayer(tom(3), TOM, { at: 474, cash: 5000 }), TOM, route(ride("CRI&P", 475, 476, 477))));

  it("too little cash, a second Express, a railroad someone owns, an Express to a Super Chief owner", () => {
    const state = atPurchase();
    expect(state.turn.step).toBe("purchase");
    expect(state.players[TOM].cash).toBe(5000 + 18000 - 1000);
    expect(refusal(state, TOM, { type: "buy", item: "AT&SF" })).toEqual({
      code: "too_expensive",
      message: "The AT&SF costs $40,000; you have $22,000.",
    });
    expect(refusal(withPlayer(state, TOM, { express: true }), TOM, { type: "buy", item: "express" })).toEqual(
      { code: "have_express", message: "You already have an Express." },
    );
    expect(
      refusal(withPlayer(state, TOM, { superChief: true }), TOM, { type: "buy", item: "express" })?.code,
    ).toBe("have_super_chief");
    expect(refusal(withOwners(state, { PA: NATALIE }), TOM, { type: "buy", item: "PA" })).toEqual({
      code: "not_for_sale",
      message: "The PA belongs to seat 2.",
    });
    expect(refusal(state, TOM, { type: "buy", item: "Orient Express" })?.code).toBe("no_item");
    expect(
      refusal({ ...state, options: { ...state.options, noSpecialTrains: true } }, TOM, {
        type: "buy",
        item: "express",
      })?.code,
    ).toBe("no_special_trains");
  });

  it("buying when no payoff was just collected", () => {
    expect(refusal(tom(), TOM, { type: "buy", item: "B&M" })).toEqual({
      code: "wrong_time",
      message: "You may buy only right after collecting a payoff; now: a route.",
    });
  });
});

describe("bids", () => {
  it("below half the price, not a multiple of 500, above the bidder's cash, by the seller, by someone not in the auction", () => {
    let state = withOwners(tom(), { "CRI&P": NATALIE, PA: TOM });
    state = act(withPlayer(state, TOM, { cash: 1000 }), TOM, route(ride("CRI&P", ...rock)));
    state = act(state, TOM, { type: "sell", rr: "PA" });
    expect(refusal(state, NATALIE, { type: "bid", max: 14500 })).toEqual({
      code: "bad_bid",
      message: "The lowest bid for the PA is half its price, $15,000.",
    });
    expect(refusal(state, NATALIE, { type: "bid", max: 15250 })).toEqual({
      code: "bad_bid",
      message: "A bid must be a multiple of $500.",
    });
    expect(refusal(state, NATALIE, { type: "bid", max: 50500 })).toEqual({
      code: "bad_bid",
      message: "You have only $50,000.",
    });
    expect(refusal(state, TOM, { type: "bid", max: 20000 })?.code).toBe("not_your_turn");
    expect(
      boxcarsRails.apply(
        { ...state, sale: { ...state.sale!, stage: { waiting: [TOM, NATALIE] } } },
        TOM,
        { type: "bid", max: 20000 },
        null as never,
      ),
    ).toMatchObject({ error: { code: "own_auction" } });
    expect(refusal(state, NATALIE, { type: "sell", rr: "PA" })?.code).toBe("cannot_sell");
  });

  it("selling a railroad one does not own, or when nothing is owed", () => {
    let state = withOwners(tom(), { "CRI&P": NATALIE, PA: TOM });
    expect(refusal(state, TOM, { type: "sell", rr: "PA" })?.code).toBe("wrong_time");
    state = act(withPlayer(state, TOM, { cash: 1000 }), TOM, route(ride("CRI&P", ...rock)));
    expect(refusal(state, TOM, { type: "sell", rr: "CRI&P" })).toEqual({
      code: "not_yours",
      message: "The CRI&P is not yours to sell.",
    });
  });
});

describe("declaring", () => {
  it("under the winning cash, or in the middle of a trip", () => {
    expect(refusal(tom(), TOM, { type: "declare" })).toEqual({
      code: "cannot_declare",
      message: "Declaring needs $200,000 in cash; you have $30,000.",
    });
    expect(refusal(withPlayer(tom(), TOM, { cash: 250000, trips: 4 }), TOM, { type: "declare" })).toEqual({
      code: "cannot_declare",
      message:
        "You may declare only at the start of a trip, in the city you just reached, before the destination roll; now: a route.",
    });
  });
});

describe("home cities", () => {
  it("outside the rolled region, already taken, or no such city", () => {
    let state = settle(game(2), 3, 2, 3); // odd 5: the Southeast
    state = withPlayer(state, NATALIE, { home: "Knoxville" });
    expect(refusal(state, TOM, { type: "home", city: "Boston" })).toEqual({
      code: "wrong_region",
      message: "Boston is in the Northeast; the roll gave the Southeast.",
    });
    expect(refusal(state, TOM, { type: "home", city: "Knoxville" })).toEqual({
      code: "taken",
      message: "Knoxville is already seat 2's home.",
    });
    expect(refusal(state, TOM, { type: "home", city: "Atlantis" })?.code).toBe("no_city");
    expect(refusal(state, NATALIE, { type: "home", city: "Atlanta" })?.code).toBe("not_your_turn");
    expect(boxcarsRails.legalMoves(state, TOM)).not.toContainEqual({ type: "home", city: "Knoxville" });
  });

  it("regions only when the roll allows a choice, and only real ones", () => {
    expect(refusal(tom(), TOM, { type: "region", region: "Plains" })?.code).toBe("wrong_time");
    let state = withPlayer(game(2), TOM, { home: "Atlanta", at: "Atlanta", origin: "Atlanta", trips: 1 });
    state = settle(withTurn(state, { step: "trip" }), 1, 2, 2);
    expect(refusal(state, TOM, { type: "region", region: "Atlantis" })?.code).toBe("no_region");
  });
});
