/** Movement, declaring, the rover play, forced sales and leaving the game. */
import { describe, expect, it } from "vitest";
import { game as boxcarsRails } from "../../../worker/games/boxcars-rails";
import { usedKey } from "../../../worker/games/boxcars-rails/trail";
import type { RailsState } from "../../../worker/games/boxcars-rails/types";
import {
  MEMPHIS_TUCUMCARI,
  US,
  act,
  city,
  dotOf,
  game,
  refusal,
  ride,
  route,
  rr,
  settle,
  withOwners,
  withPlayer,
  withTurn,
} from "./fixtures";

const TOM = 0,
  NATALIE = 1,
  ANNA = 2;

function tomToMove(seats: number, count: number): RailsState {
  let state = game(seats);
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
  if (seats > 2)
    state = withPlayer(state, ANNA, {
      home: "Seattle",
      at: "Chicago",
      origin: "Chicago",
      dest: "Boston",
      cash: 50000,
    });
  return withTurn(state, { seat: TOM, number: 1, step: "route", count });
}

describe("movement (ruling 5)", () => {
  it("a (segment, railroad) pair once per turn; another railroad on the same segment may go back", () => {
    const state = tomToMove(2, 2);
    expect(refusal(state, TOM, route(ride("CRI&P", 248, 140)))).toMatchObject({ code: "used_twice" });
    let pueblo = withPlayer(state, TOM, { at: "Pueblo", dest: "Denver" });
    pueblo = act(pueblo, TOM, route(ride("CB&Q", 312), ride("D&RGW", 311)), 1, 2);
    expect(pueblo.players[TOM].at).toBe(dotOf("Pueblo"));
  });

  it("the used pairs are cleared on arrival: the bonus's new trip may go back the same way", () => {
    let state = withPlayer(tomToMove(2, 3), TOM, { at: 474 });
    state = withTurn(state, { bonus: true });
    state = act(state, TOM, route(ride("CRI&P", 475, 476, 477)));
    state = act(
      state,
      TOM,
      { type: "pass" },
      /* new trip: the Southeast, Miami */ 1,
      1,
      2,
      2,
      3,
      3,
      /* bonus die */ 2,
    );
    expect(state.turn).toMatchObject({ inBonus: true, count: 2, used: [] });
    state = act(state, TOM, route(ride("CRI&P", 476, 475)), 1, 2);
    expect(state.players[TOM].at).toBe(475);
  });

  it("a route may not pass through the destination", () => {
    const state = withPlayer(tomToMove(2, 8), TOM, { dest: "Oklahoma City" });
    expect(refusal(state, TOM, route(ride("CRI&P", ...MEMPHIS_TUCUMCARI.slice(0, 8))))).toEqual({
      code: "past_destination",
      message: "Step 7 goes on past the destination dot 257 (Oklahoma City): the train stops there.",
    });
    expect(act(state, TOM, route(ride("CRI&P", ...MEMPHIS_TUCUMCARI.slice(0, 6)))).players[TOM].at).toBe(
      dotOf("Oklahoma City"),
    );
  });

  it("when no route of the full count exists, the train goes as far as it can", () => {
    // Dot 1 lies between Miami (a dead end) and dot 2; with its SAL to dot 2 used, 1 step is all there is.
    const used = [usedKey(US.segmentBetween(1, 2)!, rr("SAL"))];
    const state = withTurn(withPlayer(tomToMove(2, 4), TOM, { at: 1, dest: "Tampa" }), { used });
    expect(refusal(state, TOM, route())).toMatchObject({
      code: "too_short",
      message: expect.stringContaining("one of 1 does"),
    });
    expect(boxcarsRails.legalMoves(state, TOM)).toEqual([route(ride("SAL", 0))]);
    expect(act(state, TOM, route(ride("SAL", 0)), 1, 2).players[TOM].at).toBe(0);
  });
});

describe("declaring and the rover play (ruling 11)", () => {
  it("a rover moving through a declared train's dot collects 50,000; the declarer heads for the alternate destination", () => {
    let state = tomToMove(2, 8);
    state = withPlayer(state, NATALIE, { at: 246, declared: true, cash: 210000, dest: "Boston" });
    state = act(state, TOM, route(ride("CRI&P", ...MEMPHIS_TUCUMCARI.slice(0, 8))), 1, 2);
    expect(state.players[TOM].cash).toBe(30000 + 50000 - 1000);
    expect(state.players[NATALIE]).toMatchObject({ cash: 160000, declared: false, dest: city("Boston") });
  });

  it("without the rover play (option), nothing happens", () => {
    let state = { ...tomToMove(2, 8), options: { ...tomToMove(2, 8).options, noRover: true } };
    state = withPlayer(state, NATALIE, { at: 246, declared: true, cash: 210000 });
    state = act(state, TOM, route(ride("CRI&P", ...MEMPHIS_TUCUMCARI.slice(0, 8))), 1, 2);
    expect(state.players[NATALIE]).toMatchObject({ cash: 210000, declared: true });
  });

  it("a declarer whose fees take it below the winning cash is no longer declared", () => {
    let state = withOwners(tomToMove(2, 8), { "CRI&P": NATALIE });
    state = withPlayer(state, TOM, { declared: true, cash: 203000, home: "Boston", dest: "Tucumcari" });
    state = act(state, TOM, route(ride("CRI&P", ...MEMPHIS_TUCUMCARI.slice(0, 8))), 1, 2);
    expect(state.players[TOM]).toMatchObject({ cash: 198000, declared: false, dest: city("Tucumcari") });
  });

  it("a declarer reaching home with the winning cash after the turn's fees wins; ignoring the alternate destination on the way", () => {
    let state = withPlayer(tomToMove(2, 8), TOM, {
      declared: true,
      cash: 201000,
      home: "Oklahoma City",
      dest: "Little Rock",
    });
    expect(refusal(state, TOM, route(ride("CRI&P", ...MEMPHIS_TUCUMCARI.slice(0, 8))))).toMatchObject({
      code: "past_destination",
    });
    state = act(state, TOM, route(ride("CRI&P", ...MEMPHIS_TUCUMCARI.slice(0, 6))));
    expect(state).toMatchObject({ phase: "over", winner: TOM, ended: "home" });
    expect(state.players[TOM].cash).toBe(200000);
    expect(boxcarsRails.result(state)?.ranking).toEqual([[TOM], [NATALIE]]);
  });

  it("declaring: only at a trip's start with the winning cash; at home it wins at once", () => {
    let state = withPlayer(game(2), TOM, {
      home: "Boston",
      at: "Boston",
      origin: "Boston",
      trips: 3,
      cash: 200000,
    });
    state = settle(withTurn(state, { step: "trip" }));
    expect(state.turn.step).toBe("declare");
    expect(boxcarsRails.legalMoves(state, TOM)).toEqual([{ type: "declare" }, { type: "pass" }]);
    expect(act(state, TOM, { type: "declare" })).toMatchObject({ phase: "over", winner: TOM });
    // Elsewhere, the alternate destination is rolled and the train heads home.
    const away = act(
      withPlayer(state, TOM, { at: "Atlanta", origin: "Atlanta" }),
      TOM,
      { type: "declare" },
      2,
      4,
      5,
      1,
      6,
      5,
      3,
      4,
    );
    expect(away.players[TOM]).toMatchObject({
      declared: true,
      dest: city("Billings"),
      origin: city("Atlanta"),
    });
    expect(away.turn).toMatchObject({ step: "route", count: 7 });
  });
});

describe("forced sales (ruling 10)", () => {
  /** Tom owes Natalie 5,000 at the end of his turn with 2,000 in cash and the PA and B&M to sell. */
  function broke(): RailsState {
    let state = withOwners(tomToMove(3, 8), { "CRI&P": NATALIE, PA: TOM, "B&M": TOM });
    state = withPlayer(state, TOM, { cash: 2000 });
    return act(state, TOM, route(ride("CRI&P", ...MEMPHIS_TUCUMCARI.slice(0, 8))));
  }

  it("the seller picks the railroad; equal maxima go to the first bidder from the seller's left, at that maximum", () => {
    let state = broke();
    expect(boxcarsRails.activeSeats(state)).toEqual([TOM]);
    expect(boxcarsRails.legalMoves(state, TOM)).toEqual([
      { type: "sell", rr: "B&M" },
      { type: "sell", rr: "PA" },
    ]);
    state = act(state, TOM, { type: "sell", rr: "PA" });
    expect(boxcarsRails.activeSeats(state)).toEqual([NATALIE, ANNA]);
    expect(refusal(state, TOM, { type: "bid", max: 20000 })?.code).toBe("not_your_turn");
    state = act(state, ANNA, { type: "bid", max: 22000 });
    // Sealed: Natalie does not see Anna's maximum.
    expect(boxcarsRails.view(state, NATALIE).sale?.bids).toEqual([0, 0, 0]);
    expect(boxcarsRails.view(state, ANNA).sale?.bids).toEqual([0, 0, 22000]);
    state = act(state, NATALIE, { type: "bid", max: 22000 }, 1, 2);
    expect(state.owners[rr("PA")]).toBe(NATALIE);
    expect(state.lastSale).toEqual({ railroad: rr("PA"), seller: TOM, buyer: NATALIE, price: 22000 });
    expect(state.players.map((p) => p.cash)).toEqual([2000 + 22000 - 5000, 50000 - 22000 + 5000, 50000]);
  });

  it("the highest maximum pays the second + 500; a lone bid pays half the price; no bid: the bank pays half", () => {
    const sold = (bids: [number | null, number | null]) => {
      let state = act(broke(), TOM, { type: "sell", rr: "PA" });
      state = act(state, NATALIE, bids[0] === null ? { type: "pass" } : { type: "bid", max: bids[0] });
      return act(state, ANNA, bids[1] === null ? { type: "pass" } : { type: "bid", max: bids[1] }, 1, 2);
    };
    expect(sold([20000, 26000]).lastSale).toMatchObject({ buyer: ANNA, price: 20500 });
    // The PA costs 30,000: half is 15,000.
    expect(sold([null, 26000]).lastSale).toMatchObject({ buyer: ANNA, price: 15000 });
    expect(sold([null, null]).lastSale).toMatchObject({ buyer: null, price: 15000 });
  });

  it("a player with no railroads who cannot pay is out; the bank makes up what it could not pay", () => {
    let state = withOwners(tomToMove(3, 8), { "CRI&P": NATALIE });
    state = withPlayer(state, TOM, { cash: 1500 });
    state = act(state, TOM, route(ride("CRI&P", ...MEMPHIS_TUCUMCARI.slice(0, 8))), 1, 2);
    expect(state.players[TOM]).toMatchObject({ out: 1, cash: 0, at: null });
    expect(state.players[NATALIE].cash).toBe(55000);
    expect(state.turn.seat).toBe(NATALIE);
    // With two players, the one left wins.
    let two = withOwners(tomToMove(2, 8), { "CRI&P": NATALIE });
    two = act(
      withPlayer(two, TOM, { cash: 1500 }),
      TOM,
      route(ride("CRI&P", ...MEMPHIS_TUCUMCARI.slice(0, 8))),
    );
    expect(two).toMatchObject({ phase: "over", winner: NATALIE, ended: "alone" });
    expect(boxcarsRails.result(two)?.ranking).toEqual([[NATALIE], [TOM]]);
  });

  it("with family-friendly loans, the player borrows the shortfall and repays it plus 10% from the next payoff", () => {
    let state = withOwners(tomToMove(2, 8), { "CRI&P": NATALIE });
    state = { ...state, options: { ...state.options, loans: true } };
    state = act(
      withPlayer(state, TOM, { cash: 1500 }),
      TOM,
      route(ride("CRI&P", ...MEMPHIS_TUCUMCARI.slice(0, 8))),
      1,
      2,
    );
    expect(state.players[TOM]).toMatchObject({ out: null, cash: 0, loan: 3850 });
    expect(state.players[NATALIE].cash).toBe(55000);
    state = withTurn(state, {
      seat: TOM,
      step: "route",
      count: 3,
      owed: { bank: 0, seats: [0, 0] },
      paid: { bank: 0, seats: [0, 0] },
      used: [],
    });
    state = act(state, TOM, route(ride("CRI&P", 475, 476, 477)));
    // 18,000 payoff: 3,850 to the bank first, then 5,000 to Natalie (the CRI&P is hers).
    expect(state.players[TOM]).toMatchObject({ loan: 0, cash: 18000 - 3850 - 5000 });
  });
});

describe("time running out in an auction (ruling 14)", () => {
  it("a bid still owed passes, whatever the table's policy; nothing else is the rules' to decide", () => {
    const broke = act(
      withPlayer(withOwners(tomToMove(3, 8), { "CRI&P": NATALIE, PA: TOM }), TOM, { cash: 2000 }),
      TOM,
      route(ride("CRI&P", ...MEMPHIS_TUCUMCARI.slice(0, 8))),
    );
    // The seller choosing what to sell is an ordinary turn: the table's policy plays it.
    expect(boxcarsRails.timedOut!(broke, TOM)).toBeNull();
    const bidding = act(broke, TOM, { type: "sell", rr: "PA" });
    expect(boxcarsRails.timedOut!(bidding, NATALIE)).toEqual({
      move: { type: "pass" },
      told: expect.stringMatching(/passed/),
    });
    // Not a bidder (the seller), or already bid: nothing owed.
    expect(boxcarsRails.timedOut!(bidding, TOM)).toBeNull();
    expect(boxcarsRails.timedOut!(act(bidding, ANNA, { type: "bid", max: 20000 }), ANNA)).toBeNull();
    expect(boxcarsRails.timedOut!(tomToMove(3, 8), TOM)).toBeNull();
  });
});

describe("dropping a seat (ruling 14)", () => {
  it("takes it out, returns its railroads to the bank, and passes its turn", () => {
    let state = withOwners(tomToMove(3, 8), { PA: TOM, "CRI&P": NATALIE });
    state = boxcarsRails.drop!(state, TOM);
    expect(state.players[TOM].out).toBe(1);
    expect(state.owners[rr("PA")]).toBeNull();
    expect(state.owners[rr("CRI&P")]).toBe(NATALIE);
    state = settle(state, 1, 2);
    expect(state.turn).toMatchObject({ seat: NATALIE, step: "route" });
    expect(boxcarsRails.drop!(state, ANNA)).toMatchObject({ phase: "over", winner: NATALIE });
  });
});
