/**
 * Rules the text leaves open, as decided (docs/notes.md, "Decisions where the text is silent"), and rules not
 * covered elsewhere: bonus moves, options, automatic skips, debts, establishment, solo and the end.
 */
import { describe, expect, it } from "vitest";
import { viewFor } from "../../../worker/room/disclose";
import { openStage } from "../../../worker/engine/flow";
import { game as boxcarsRails } from "../../../worker/games/boxcars-rails";
import { netWorth } from "../../../worker/games/boxcars-rails/fees";
import { MAX_TURNS } from "../../../worker/games/boxcars-rails/flow";
import type { RailsState } from "../../../worker/games/boxcars-rails/types";
import {
  MEMPHIS_TUCUMCARI,
  act,
  allOwnedBut,
  dotOf,
  game,
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

function tom(seats = 2, patch: Parameters<typeof withPlayer>[2] = {}): RailsState {
  let state = game(seats);
  state = withPlayer(state, TOM, {
    home: "Washington",
    at: "Memphis",
    origin: "Washington",
    dest: "Tucumcari",
    cash: 30000,
    ...patch,
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
  return withTurn(state, { seat: TOM, number: 1, step: "move-roll" });
}

describe("bonus moves (ruling 6)", () => {
  it("6-6 gives one without a train; other doubles only with an Express; the Super Chief always", () => {
    expect(settle(tom(), 6, 6).turn).toMatchObject({ count: 12, bonus: true });
    expect(settle(tom(), 3, 3).turn).toMatchObject({ count: 6, bonus: false });
    expect(settle(tom(2, { express: true }), 3, 3).turn).toMatchObject({ count: 6, bonus: true });
    expect(settle(tom(2, { express: true }), 3, 4).turn).toMatchObject({ count: 7, bonus: false });
    expect(settle(tom(2, { superChief: true }), 3, 4).turn).toMatchObject({ count: 7, bonus: true });
  });

  it("at most one: after the bonus move the turn ends, whatever the bonus die", () => {
    let state = settle(withPlayer(tom(), TOM, { dest: "Los Angeles" }), 6, 6);
    state = act(state, TOM, boxcarsRails.legalMoves(state, TOM)[0], 6);
    expect(state.turn).toMatchObject({ seat: TOM, inBonus: true, count: 6 });
    state = act(state, TOM, boxcarsRails.legalMoves(state, TOM)[0], 1, 1);
    expect(state.turn.seat).toBe(NATALIE);
  });

  it("a declarer who reaches home in the normal move forfeits the bonus; below the winning cash after fees it stays home undeclared", () => {
    let state = withOwners(
      tom(2, { declared: true, cash: 203000, home: "Oklahoma City", superChief: true }),
      { "CRI&P": NATALIE },
    );
    state = settle(state, 3, 3);
    expect(state.turn).toMatchObject({ bonus: true, count: 6 });
    state = act(state, TOM, route(ride("CRI&P", ...MEMPHIS_TUCUMCARI.slice(0, 6))), 1, 2);
    expect(state.players[TOM]).toMatchObject({ at: dotOf("Oklahoma City"), cash: 198000, declared: false });
    expect(state.turn.seat).toBe(NATALIE);
  });
});

describe("options (ruling 13)", () => {
  it("starting cash and the winning cash", () => {
    const rich = game(3, { startingCash: 40000, winningCash: 150000 });
    expect(rich.players.map((p) => p.cash)).toEqual([40000, 40000, 40000]);
    let state = withPlayer(rich, TOM, {
      home: "Boston",
      at: "Atlanta",
      origin: "Atlanta",
      trips: 2,
      cash: 150000,
    });
    state = settle(withTurn(state, { step: "trip" }));
    expect(state.turn.step).toBe("declare");
    expect(act(state, TOM, { type: "declare" }, 2, 4, 5, 1, 6, 5, 3, 4).players[TOM].declared).toBe(true);
    const poorer = settle(
      withTurn(withPlayer(state, TOM, { cash: 149500 }), { step: "trip" }),
      2,
      4,
      5,
      1,
      6,
      5,
      3,
      4,
    );
    expect(poorer.turn.step).toBe("route");
  });
});

describe("automatic steps", () => {
  it("no purchase decision when nothing is affordable or left: the turn goes on", () => {
    let state = allOwnedBut(tom(2, { at: 474, superChief: true }), NATALIE, []);
    state = withTurn(state, { step: "route", count: 3 });
    state = act(state, TOM, route(ride("CRI&P", 475, 476, 477)), 1, 2);
    expect(state.players[TOM].trips).toBe(1);
    expect(state.turn).toMatchObject({ seat: NATALIE, step: "route" });
  });

  it("only players who can pay half the price are asked to bid; with none, the bank buys at once", () => {
    let state = withOwners(withTurn(tom(3, { cash: 2000 }), { step: "route", count: 8 }), {
      "CRI&P": NATALIE,
      PA: TOM,
    });
    state = withPlayer(state, ANNA, { cash: 10000 });
    state = act(state, TOM, route(ride("CRI&P", ...MEMPHIS_TUCUMCARI.slice(0, 8))));
    state = act(state, TOM, { type: "sell", rr: "PA" });
    expect(state.sale?.stage.waiting).toEqual([NATALIE]);
    const none = act(
      withPlayer(withOwners(state, {}), NATALIE, { cash: 14000 }),
      NATALIE,
      { type: "pass" },
      1,
      2,
    );
    expect(none.lastSale).toMatchObject({ buyer: null, price: 15000 });
  });
});

describe("debts (ruling 10)", () => {
  it("a turn's debts are settled together: short of their total, nothing is paid before the sale or the end", () => {
    const owing = (state: RailsState) =>
      settle(withTurn(state, { step: "end", owed: { bank: 1000, seats: [0, 5000, 0] } }), 1, 2);
    // Tom could pay Natalie's 5,000 but not the bank's 1,000 as well: he sells first.
    const selling = owing(withOwners(tom(3, { cash: 5500 }), { "CRI&P": NATALIE, PA: TOM }));
    expect(selling.sale).toMatchObject({ seller: TOM, railroad: null });
    expect(selling.players.map((p) => p.cash)).toEqual([5500, 50000, 50000]);
    // With no railroad to sell he is out, and the bank makes up what each payee is owed.
    const out = owing(withOwners(tom(3, { cash: 5500 }), { "CRI&P": NATALIE }));
    expect(out.players[TOM]).toMatchObject({ out: 1, cash: 0 });
    expect(out.players[NATALIE].cash).toBe(55000);
  });
});

describe("establishment comes only from a purchase from the bank or the 10,000 switch", () => {
  it("a train on its own railroad sold at auction pays the new owner's full rate at once", () => {
    let state = withOwners(tom(2, { standing: rr("CRI&P"), cash: 0 }), { "CRI&P": TOM, PA: NATALIE });
    state = withTurn(state, { step: "close" });
    state = {
      ...state,
      debts: [{ from: TOM, to: NATALIE, amount: 5000, why: "fees" }],
      sale: { seller: TOM, railroad: rr("CRI&P"), stage: openStage([NATALIE]), bids: [0, 0] },
    };
    state = act(state, NATALIE, { type: "bid", max: 20000 }, 1, 2);
    expect(state.owners[rr("CRI&P")]).toBe(NATALIE);
    expect(state.players[TOM]).toMatchObject({ standing: rr("CRI&P"), lock: null, cash: 14500 - 5000 });
    state = withTurn(state, {
      seat: TOM,
      step: "route",
      count: 2,
      used: [],
      owed: { bank: 0, seats: [0, 0] },
      paid: { bank: 0, seats: [0, 0] },
    });
    const moved = boxcarsRails.apply(state, TOM, route(ride("CRI&P", 248, 247)), null as never) as RailsState;
    expect(moved.turn.owed.seats[NATALIE]).toBe(5000);
  });
});

describe("the end (ruling 12)", () => {
  it("multiplayer scores are net worth (cash, railroads, trains, less loans); standings are cash", () => {
    let state = withOwners(tom(3), { PA: NATALIE, "B&M": ANNA });
    state = withPlayer(state, NATALIE, { cash: 100000, express: true });
    state = withPlayer(state, ANNA, { cash: 140000, loan: 5500 });
    state = { ...state, phase: "over", winner: TOM, ended: "home" };
    expect(netWorth(state, NATALIE)).toBe(100000 + 30000 + 4000);
    expect(boxcarsRails.result(state)).toEqual({
      ranking: [[TOM], [ANNA], [NATALIE]],
      scores: [30000, 134000, 138500],
    });
    expect(boxcarsRails.standings(viewFor(boxcarsRails, state, null))).toEqual({
      unit: "dollars",
      scores: [30000, 100000, 140000],
    });
  });

  it(`the safety limit: once the next player has had ${MAX_TURNS} turns, ranked by net worth`, () => {
    let state = withPlayer(tom(2), NATALIE, { turns: MAX_TURNS, cash: 90000 });
    state = settle(withTurn(state, { step: "close", number: MAX_TURNS }));
    expect(state).toMatchObject({ phase: "over", ended: "limit", winner: null });
    expect(boxcarsRails.result(state)?.ranking).toEqual([[NATALIE], [TOM]]);
  });

  it(`solo: fees go to the bank; a win scores its turns, a game not won scores ${MAX_TURNS}`, () => {
    let solo = withPlayer(game(1), TOM, {
      home: "Washington",
      at: "Memphis",
      origin: "Washington",
      dest: "Tucumcari",
      cash: 30000,
    });
    solo = withTurn(solo, { step: "route", count: 8 });
    expect(
      act(solo, TOM, route(ride("CRI&P", ...MEMPHIS_TUCUMCARI.slice(0, 8))), 1, 2).players[TOM].cash,
    ).toBe(29000);
    const won = {
      ...withPlayer(solo, TOM, { turns: 57 }),
      phase: "over" as const,
      winner: TOM,
      ended: "home" as const,
    };
    expect(boxcarsRails.result(won)).toEqual({ ranking: [[TOM]], scores: [57] });
    const limit = settle(
      withTurn(withPlayer(solo, TOM, { turns: MAX_TURNS - 1 }), { step: "close", number: MAX_TURNS }),
    );
    expect(limit).toMatchObject({ phase: "over", ended: "limit" });
    expect(boxcarsRails.result(limit)).toEqual({ ranking: [[TOM]], scores: [MAX_TURNS] });
  });
});

describe("the rover play counts the dots a train moves onto", () => {
  it("leaving the dot where a declared train stands catches nothing", () => {
    let state = withTurn(tom(), { step: "route", count: 8 });
    state = withPlayer(state, NATALIE, { at: "Memphis", declared: true, cash: 210000 });
    state = act(state, TOM, route(ride("CRI&P", ...MEMPHIS_TUCUMCARI.slice(0, 8))), 1, 2);
    expect(state.players[NATALIE]).toMatchObject({ declared: true, cash: 210000 });
  });
});
