/** The rule text's worked examples, one test each. */
import { describe, expect, it } from "vitest";
import {
  MEMPHIS_TUCUMCARI,
  US,
  act,
  city,
  dotOf,
  game,
  ride,
  route,
  settle,
  withPlayer,
  withTurn,
  scripted,
} from "./fixtures";
import { game as boxcarsRails } from "../../../worker/games/boxcars-rails";

describe("home city (STARTING THE GAME)", () => {
  it("Natalie rolls a red 3 and white 2 and 3, 'odd 5': the Southeast; she picks Knoxville", () => {
    let state = game(2);
    const rng = scripted(3, 2, 3);
    state = boxcarsRails.auto!(state, rng)!;
    expect(rng.streams).toEqual(["seat:0/home", "seat:0/home", "seat:0/home"]);
    expect(state.turn).toMatchObject({ step: "home", region: "Southeast" });
    expect(boxcarsRails.activeSeats(state)).toEqual([0]);
    expect(boxcarsRails.legalMoves(state, 0).map((m) => (m as { city: string }).city)).toContain("Knoxville");
    // Then the first destination is rolled on the same turn (ruling 3): here "even 9" gives the Northwest, "odd 11" Billings.
    state = act(state, 0, { type: "home", city: "Knoxville" }, 2, 4, 5, 1, 6, 5, 3, 4);
    expect(state.players[0]).toMatchObject({
      home: city("Knoxville"),
      at: dotOf("Knoxville"),
      dest: city("Billings"),
    });
    expect(state.turn).toMatchObject({ step: "route", count: 7 });
  });
});

describe("destinations (ROLLING FOR DESTINATIONS)", () => {
  it("Anna rolls 'even 9' (red 2, white 4 and 5): the Northwest; then 'odd 11' (red 1, white 6 and 5): Billings", () => {
    let state = withPlayer(game(2), 0, { home: "Atlanta", at: "Atlanta", origin: "Atlanta", trips: 1 });
    state = withTurn(state, { step: "trip" });
    const rng = scripted(2, 4, 5, 1, 6, 5, 2, 3);
    for (let next = boxcarsRails.auto!(state, rng); next; next = boxcarsRails.auto!(state, rng)) state = next;
    expect(state.turn.rolls.map((r) => r.result)).toEqual(["Northwest", "Billings", "5"]);
    expect(rng.streams.slice(0, 6)).toEqual([
      ...Array(3).fill("seat:0/trip:2/region"),
      ...Array(3).fill("seat:0/trip:2/city"),
    ]);
    expect(state.players[0].dest).toBe(city("Billings"));
    expect(state.turn).toMatchObject({ step: "route", count: 5 });
  });

  it("rolling the region the train stands in lets the player choose any region", () => {
    let state = withPlayer(game(2), 0, { home: "Atlanta", at: "Atlanta", origin: "Atlanta", trips: 1 });
    state = settle(withTurn(state, { step: "trip" }), 1, 2, 2); // odd 4: Southeast, where Atlanta is
    expect(state.turn).toMatchObject({ step: "region", region: "Southeast" });
    expect(boxcarsRails.legalMoves(state, 0)).toHaveLength(7);
    state = act(state, 0, { type: "region", region: "Northwest" }, 1, 6, 5, 6, 6);
    expect(state.players[0].dest).toBe(city("Billings"));
  });

  it("rolling the city the train stands on loses the turn; the next turn rolls again", () => {
    let state = withPlayer(game(2), 0, { home: "Seattle", at: "Billings", origin: "Billings", trips: 1 });
    state = withPlayer(state, 1, { home: "Atlanta", at: "Atlanta", dest: "Boston", origin: "Atlanta" });
    state = settle(withTurn(state, { step: "trip" }), 2, 4, 5); // the Northwest, where Billings is: a free choice
    state = act(state, 0, { type: "region", region: "Northwest" }, 1, 6, 5, /* seat 1's turn: */ 1, 2);
    expect(state.players[0]).toMatchObject({ at: dotOf("Billings"), dest: null, turns: 1 });
    expect(state.turn).toMatchObject({ seat: 1, step: "route" });
  });
});

describe("Tom's move (MOVING, the Bonus Turn)", () => {
  const tom = () => {
    const state = withPlayer(game(2), 0, {
      home: "Washington",
      at: "Memphis",
      origin: "Washington",
      dest: "Tucumcari",
      superChief: true,
      cash: 30000,
    });
    return withTurn(state, { step: "move-roll" });
  };

  it("rolls 5 and 3 and moves 8 on the CRI&P; his Super Chief's bonus 6 takes the last 3 into Tucumcari and the rest is lost; payoff 18,000", () => {
    let state = settle(tom(), 5, 3);
    expect(state.turn).toMatchObject({ step: "route", count: 8, bonus: true });
    state = act(state, 0, route(ride("CRI&P", ...MEMPHIS_TUCUMCARI.slice(0, 8))), 6);
    expect(state.players[0].at).toBe(474);
    expect(state.turn).toMatchObject({ step: "route", count: 6, inBonus: true });
    // Three steps arrive; a fourth would go on past the destination.
    expect(boxcarsRails.apply(state, 0, route(ride("CRI&P", 475, 476, 477, 476)), scripted())).toMatchObject({
      error: { code: "past_destination" },
    });
    state = act(state, 0, route(ride("CRI&P", 475, 476, 477)));
    // 18,000 from Washington to Tucumcari, less the bank's 1,000 for the CRI&P, once for the whole turn.
    expect(state.players[0]).toMatchObject({
      at: dotOf("Tucumcari"),
      cash: 30000 + 18000 - 1000,
      trips: 1,
      dest: null,
      origin: city("Tucumcari"),
    });
    expect(state.turn.step).toBe("purchase");
  });
});

describe("payoffs (PAYOFFS)", () => {
  it("Washington to Tucumcari pays 18,000", () => {
    expect(US.payoff(city("Washington"), city("Tucumcari"))).toBe(18000);
    expect(US.payoff(city("Tucumcari"), city("Washington"))).toBe(18000);
  });

  // The text's two chart fragments (thousands), rows by columns. Ruling 15: three printed cells are cut or
  // misread in the text and the board data decides them: San Francisco-Buffalo "2" (28), Spokane-St. Louis "9" (19, both ways).
  const first = {
    columns: ["Albany", "Atlanta", "Baltimore", "Billings", "Birmingham", "Boston", "Buffalo"],
    rows: {
      "San Francisco": [31, 27, 30.5, 14, 25.5, 33, 28],
      Seattle: [31.5, 28, 29.5, 9, 27, 31.5, 26.5],
      Shreveport: [16, 6.5, 12.5, 16, 4.5, 16.5, 14],
      Spokane: [26.5, 28, 26.5, 6, 24, 28.5, 23.5],
      "St. Louis": [10, 6, 9, 13, 5, 12, 7],
      "St. Paul": [12, 11.5, 12, 9, 10.5, 14, 9],
      Tampa: [13.5, 5.5, 10, 24, 6, 14, 14],
      Tucumcari: [18.5, 13, 18.5, 11, 11.5, 21, 16.5],
      Washington: [3.5, 6.5, 0.5, 20.5, 7.5, 4.5, 4.5],
    },
  };
  const second = {
    columns: ["Spokane", "St. Louis", "St. Paul", "Tampa", "Tucumcari", "Washington"],
    rows: {
      "San Francisco": [11, 22, 21, 31.5, 14.5, 30.5],
      Seattle: [3, 22, 17.5, 33, 20.5, 29],
      Shreveport: [22.5, 8.5, 10.5, 11, 6.5, 12],
      Spokane: [null, 19, 14.5, 30, 17.5, 26],
      "St. Louis": [19, null, 5.5, 11, 9.5, 9],
      "St. Paul": [14.5, 5.5, null, 16.5, 11, 11.5],
      Tampa: [30, 11, 16.5, null, 17.5, 9.5],
      Tucumcari: [17.5, 9.5, 11, 17.5, null, 18],
      Washington: [26, 9, 11.5, 9.5, 18, null],
    },
  };

  it("every cell the text prints (111), in dollars", () => {
    let cells = 0;
    for (const table of [first, second]) {
      for (const [row, values] of Object.entries(table.rows)) {
        values.forEach((thousands, i) => {
          if (thousands === null) return;
          cells++;
          expect(US.payoff(city(table.columns[i]), city(row)), `${row}-${table.columns[i]}`).toBe(
            thousands * 1000,
          );
        });
      }
    }
    expect(cells).toBe(111);
  });

  it("the chart is symmetric, zero on the diagonal and between twin cities", () => {
    for (let a = 0; a < US.cities.length; a++) {
      expect(US.payoff(a, a)).toBe(0);
      for (let b = 0; b < US.cities.length; b++) expect(US.payoff(a, b)).toBe(US.payoff(b, a));
    }
    expect(US.payoff(city("Minneapolis"), city("St. Paul"))).toBe(0);
    expect(US.payoff(city("San Francisco"), city("Oakland"))).toBe(0);
  });
});
