/** USER FEES: every payment of the text's examples (ruling 7), with Tom (seat 0), Natalie (1) and Anna (2). */
import { describe, expect, it } from "vitest";
import { game as boxcarsRails } from "../../../worker/games/boxcars-rails";
import type { RailsState } from "../../../worker/games/boxcars-rails/types";
import {
  MEMPHIS_TUCUMCARI,
  act,
  allOwnedBut,
  dotOf,
  game,
  rr,
  ride,
  route,
  scripted,
  settle,
  withOwners,
  withPlayer,
  withTurn,
} from "./fixtures";

const TOM = 0,
  NATALIE = 1,
  ANNA = 2;
const TUCUMCARI_PUEBLO = [...ride("CRI&P", 465), ...ride("CB&Q", 464, 332, 311)];

/** Tom in Memphis heading for Tucumcari (from Washington), his move rolled: `count` steps. */
function table(seats: number, count: number): RailsState {
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
    origin: "Knoxville",
    dest: "Boston",
    cash: 50000,
  });
  if (seats > 2)
    state = withPlayer(state, ANNA, {
      home: "Seattle",
      at: "Chicago",
      origin: "Seattle",
      dest: "Boston",
      cash: 50000,
    });
  return withTurn(state, { seat: TOM, number: 1, step: "route", count });
}

/** Applies a move without the automatic steps that follow it. */
function raw(state: RailsState, seat: number, move: Parameters<typeof boxcarsRails.apply>[2]): RailsState {
  const next = boxcarsRails.apply(state, seat, move, scripted());
  if ("error" in next) throw new Error(next.error.message);
  return next;
}

describe("user fees (USER FEES 1-2)", () => {
  it("8 steps on Natalie's CRI&P pay her 5,000; 8 on his own SLSF pay nothing", () => {
    const start = withOwners(table(2, 8), { SLSF: TOM, "CRI&P": NATALIE });
    const onRock = act(start, TOM, route(ride("CRI&P", ...MEMPHIS_TUCUMCARI.slice(0, 8))), 1, 2);
    expect(onRock.players.map((p) => p.cash)).toEqual([25000, 55000]);
    // The game-over figures: Tom paid 5,000 in fees and Natalie received them.
    expect(onRock.players.map((p) => [p.fees, p.received])).toEqual([
      [5000, 0],
      [0, 5000],
    ]);
    const onFrisco = act(start, TOM, route(ride("SLSF", 238, 237, 236, 231, 235, 259, 258, 257)), 1, 2);
    expect(onFrisco.players.map((p) => p.cash)).toEqual([30000, 50000]);
    expect(onFrisco.players[TOM].at).toBe(dotOf("Oklahoma City"));
  });

  it("the bank gets 1,000 once a turn, however many of its railroads are used", () => {
    const state = raw(table(2, 8), TOM, route(ride("CRI&P", ...MEMPHIS_TUCUMCARI.slice(0, 8))));
    expect(state.turn.owed).toEqual({ bank: 1000, seats: [0, 0] });
  });
});

describe("establishment (USER FEES 4)", () => {
  it("Tom rides 8 on the bank's CRI&P (1,000 to the bank); Natalie buys it; Tom's 3 more into Tucumcari pay her 1,000, and so does leaving on it", () => {
    let state = act(table(2, 8), TOM, route(ride("CRI&P", ...MEMPHIS_TUCUMCARI.slice(0, 8))), 1, 2);
    expect(state.players[TOM].cash).toBe(29000);
    expect(state.turn).toMatchObject({ seat: NATALIE, step: "route" });
    // Natalie collects a payoff and buys the CRI&P: Tom's train stands on it, so he is established at the old 1,000.
    state = act(withTurn(state, { step: "purchase" }), NATALIE, { type: "buy", item: "CRI&P" }, 2, 3);
    expect(state.players[TOM]).toMatchObject({ standing: rr("CRI&P"), lock: 1000 });
    expect(state.turn).toMatchObject({ seat: TOM, step: "route", count: 5 });
    state = act(state, TOM, route(ride("CRI&P", 475, 476, 477)));
    // Payoff 18,000 (Washington to Tucumcari), then 1,000 to Natalie.
    expect(state.players.map((p) => p.cash)).toEqual([29000 + 18000 - 1000, 50000 - 29000 + 1000]);
    expect(state.turn.step).toBe("purchase");
    // His next trip leaves Tucumcari on the CRI&P: still established, 1,000.
    let next = withPlayer(state, TOM, { dest: "Pueblo" });
    next = withTurn(next, {
      step: "route",
      count: 4,
      owed: { bank: 0, seats: [0, 0] },
      paid: { bank: 0, seats: [0, 0] },
      used: [],
    });
    next = raw(withOwners(next, { "CB&Q": TOM }), TOM, route(TUCUMCARI_PUEBLO));
    expect(next.turn.owed.seats[NATALIE]).toBe(1000);
  });

  /** Tom in Tucumcari, established at 1,000 on Natalie's CRI&P, heading for Pueblo with a roll of 4. */
  const inTucumcari = (owners: Record<string, number>) => {
    let state = withOwners(table(3, 4), owners);
    state = withPlayer(state, TOM, {
      at: "Tucumcari",
      origin: "Tucumcari",
      dest: "Pueblo",
      standing: rr("CRI&P"),
      lock: 1000,
    });
    return state;
  };

  it("to Pueblo on the CRI&P (1,000 to Natalie) and his own CB&Q (free); leaving the CRI&P ends it: Des Moines costs 5,000", () => {
    let state = raw(inTucumcari({ "CRI&P": NATALIE, "CB&Q": TOM }), TOM, route(TUCUMCARI_PUEBLO));
    expect(state.turn.owed).toEqual({ bank: 0, seats: [0, 1000, 0] });
    expect(state.players[TOM]).toMatchObject({ standing: rr("CB&Q"), lock: null });
    // Later, on the way to Des Moines, steps on the CRI&P are at the full rate.
    state = withPlayer({ ...state, debts: [] }, TOM, { at: 284, dest: "Des Moines" });
    state = withTurn(state, { step: "route", count: 2, owed: { bank: 0, seats: [0, 0, 0] }, used: [] });
    state = raw(state, TOM, route(ride("CB&Q", 281), ride("CRI&P", 201)));
    expect(state.turn.owed.seats[NATALIE]).toBe(5000);
  });

  it("one payment per owner at the highest rate: Natalie owns the CRI&P and the CB&Q, Tom pays her 5,000", () => {
    const state = raw(inTucumcari({ "CRI&P": NATALIE, "CB&Q": NATALIE }), TOM, route(TUCUMCARI_PUEBLO));
    expect(state.turn.owed).toEqual({ bank: 0, seats: [0, 5000, 0] });
  });

  it("a payment to each owner: with Anna owning the CB&Q, Natalie gets 1,000 and Anna 5,000", () => {
    const state = raw(inTucumcari({ "CRI&P": NATALIE, "CB&Q": ANNA }), TOM, route(TUCUMCARI_PUEBLO));
    expect(state.turn.owed).toEqual({ bank: 0, seats: [0, 1000, 5000] });
    // Settled on arrival in Pueblo (payoff first, then the fees, before the purchase).
    const arrived = settle(state);
    expect(arrived.players.map((p) => p.cash)).toEqual([30000 + 3500 - 6000, 51000, 55000]);
  });

  it("and the bank too when one of its railroads is used the same turn", () => {
    let state = withPlayer(inTucumcari({ "CRI&P": NATALIE, "CB&Q": ANNA }), TOM, { dest: "Denver" });
    state = withTurn(state, { count: 5 });
    state = raw(state, TOM, route(TUCUMCARI_PUEBLO, ride("D&RGW", 310)));
    expect(state.turn.owed).toEqual({ bank: 1000, seats: [0, 1000, 5000] });
  });
});

describe("the 10,000 switch (USER FEES 3) while established", () => {
  it("Tom stands on Natalie's CRI&P when the last railroad is bought: he pays 5,000 into Des Moines and 5,000 leaving it", () => {
    let state = withOwners(table(2, 2), { "CB&Q": TOM, "CRI&P": NATALIE });
    state = allOwnedBut(state, NATALIE, ["B&M"]);
    state = withPlayer(state, TOM, { at: 284, dest: "Des Moines", origin: "Pueblo" });
    // Tom uses his CB&Q and then Natalie's CRI&P: 5,000 this turn.
    state = act(state, TOM, route(ride("CB&Q", 281), ride("CRI&P", 201)), 1, 2);
    expect(state.players.map((p) => p.cash)).toEqual([25000, 55000]);
    // Natalie buys the last railroad: fees become 10,000, but Tom is established on the CRI&P at 5,000.
    state = act(withTurn(state, { step: "purchase" }), NATALIE, { type: "buy", item: "B&M" }, 1, 1);
    expect(state.highFees).toBe(true);
    expect(state.players[TOM]).toMatchObject({ standing: rr("CRI&P"), lock: 5000 });
    state = act(state, TOM, route(ride("CRI&P", 200, 199)));
    expect(state.players[TOM].at).toBe(dotOf("Des Moines"));
    expect(state.players.map((p) => p.cash)).toEqual([25000 + 7000 - 5000, 55000 - 4000 + 5000]);
    // Leaving Des Moines on the CRI&P: still 5,000 (the text's saving of 5,000 each way).
    let next = withPlayer(state, TOM, { dest: "Chicago" });
    next = withTurn(next, { step: "route", count: 2, owed: { bank: 0, seats: [0, 0] }, used: [] });
    next = raw(next, TOM, route(ride("CRI&P", 200, 201)));
    expect(next.turn.owed.seats[NATALIE]).toBe(5000);
    // Once it steps on another railroad, the full 10,000.
    next = withTurn(next, { step: "route", count: 1, owed: { bank: 0, seats: [0, 0] }, used: [] });
    next = raw(withOwners(next, { "CB&Q": NATALIE }), TOM, route(ride("CB&Q", 281)));
    expect(next.turn.owed.seats[NATALIE]).toBe(10000);
  });

  it("the switch stays even when a railroad goes back to the bank", () => {
    let state = allOwnedBut(table(2, 2), NATALIE, ["B&M"]);
    state = act(
      withTurn(state, { seat: NATALIE, step: "purchase" }),
      NATALIE,
      { type: "buy", item: "B&M" },
      1,
      2,
    );
    expect(state.highFees).toBe(true);
    expect(boxcarsRails.drop!(state, NATALIE).highFees).toBe(true);
  });
});

describe("settling a turn's fees", () => {
  it("what was paid on arrival counts: a bonus move on the same owner's railroad pays nothing more", () => {
    let state = withOwners(table(2, 8), { "CRI&P": NATALIE });
    state = withPlayer(state, TOM, { at: 474, dest: "Tucumcari", origin: "Washington" });
    state = withTurn(state, { count: 3, bonus: true });
    state = act(state, TOM, route(ride("CRI&P", 475, 476, 477)));
    expect(state.players.map((p) => p.cash)).toEqual([30000 + 18000 - 5000, 55000]);
    // Pass the purchase; the bonus starts a new trip (region odd 3: the Southeast; city even 6: Miami), 1 step back on the CRI&P.
    state = act(state, TOM, { type: "pass" }, 1, 1, 2, 2, 3, 3, 1);
    expect(state.turn).toMatchObject({ inBonus: true, step: "route", count: 1, used: [] });
    state = act(state, TOM, route(ride("CRI&P", 476)), 1, 2);
    expect(state.players.map((p) => p.cash)).toEqual([43000, 55000]);
  });
});
