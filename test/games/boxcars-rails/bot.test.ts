/** The strong bot: legal moves only, whole games, its decisions, and beating the simple bot at 2, 4 and 6 players. */
import { describe, expect, it, vi } from "vitest";
import { SeededRandom } from "../../../worker/engine/random";
import { isMoveError, type Bot } from "../../../worker/engine/types";
import { game as boxcarsRails, bots } from "../../../worker/games/boxcars-rails";
import { bot as strongBot, simpleBot } from "../../../worker/games/boxcars-rails/bot";
import {
  chooseBid,
  choosePurchase,
  chooseSale,
  railroadValue,
} from "../../../worker/games/boxcars-rails/bot-value";
import { chooseHome, chooseRoute, safeToDeclare } from "../../../worker/games/boxcars-rails/bot-route";
import { setup } from "../../../worker/games/boxcars-rails/flow";
import type { RailsMove, RailsState } from "../../../worker/games/boxcars-rails/types";
import { planFor } from "../../../worker/games/boxcars-rails/legal";
import {
  MEMPHIS_TUCUMCARI,
  US,
  act,
  dotOf,
  game,
  rr,
  settle,
  withOwners,
  withPlayer,
  withTurn,
} from "./fixtures";

vi.setConfig({ testTimeout: 60_000 });

type RailsBot = Bot<RailsState, RailsMove>;

/** One game with `players[seat]` at each seat, one dice source for the whole game; every move must be accepted. */
function play(players: RailsBot[], seed: string): RailsState {
  const rng = new SeededRandom({
    serverSeed: seed.padStart(64, "0"),
    gameId: `bots-${seed}`,
    clientSeeds: players.map((_, s) => `s${s}`),
  });
  const run = (state: RailsState) => {
    for (let next = boxcarsRails.auto!(state, rng); next; next = boxcarsRails.auto!(state, rng)) state = next;
    return state;
  };
  let state = run(
    setup({
      seats: players.length,
      options: {
        startingCash: 20000,
        winningCash: 200000,
        noSpecialTrains: false,
        noRover: false,
        loans: false,
      },
    }),
  );
  for (let moves = 0; state.phase !== "over"; moves++) {
    if (moves > 20_000) throw new Error("the game did not end");
    const seat = boxcarsRails.activeSeats(state)[0];
    const move = players[seat].chooseMove(state, seat, rng);
    expect(boxcarsRails.move.safeParse(move).success).toBe(true);
    const next = boxcarsRails.apply(state, seat, move, rng);
    if (isMoveError(next))
      throw new Error(`seat ${seat}: ${JSON.stringify(move)} refused: ${next.error.message}`);
    state = run(next);
  }
  return state;
}

/** Chance of at least `k` successes in `n` trials of chance `p`. */
function tail(n: number, k: number, p: number): number {
  let sum = 0,
    choose = 1;
  for (let i = 0; i <= n; i++) {
    if (i >= k) sum += choose * p ** i * (1 - p) ** (n - i);
    choose = (choose * (n - i)) / (i + 1);
  }
  return sum;
}

describe("the strong bot against the simple bot", () => {
  // One strong seat among simple ones, turned round the table game by game so seat order favours no one.
  // Were the bots equally strong, the strong seat would win 1 game in `players`: the wins must be far
  // beyond that (chance under 1% if they were equal). The seeds are fixed, so the test cannot flake.
  for (const [players, games] of [
    [2, 12],
    [4, 8],
    [6, 10],
  ] as const) {
    it(`wins far more than its share at ${players} players (${games} games)`, () => {
      let wins = 0;
      for (let g = 0; g < games; g++) {
        const strongSeat = g % players;
        const seats = Array.from({ length: players }, (_, s) => (s === strongSeat ? strongBot : simpleBot));
        const end = play(seats, `${players}0${g}`);
        expect(end.ended).toBe("home");
        if (end.winner === strongSeat) wins++;
      }
      expect(tail(games, wins, 1 / players), `${wins} wins of ${games}`).toBeLessThan(0.01);
    });
  }

  it("the game's bot is the strong one; the simple one is offered by name", () => {
    expect(boxcarsRails.bot).toBe(strongBot);
    expect(bots.simple).toBe(simpleBot);
  });

  it("is deterministic: the same dice give the same game", () => {
    const a = play([strongBot, strongBot, strongBot], "77");
    const b = play([strongBot, strongBot, strongBot], "77");
    expect(a).toEqual(b);
    expect(a.winner).not.toBeNull();
  });
});

describe("the strong bot's decisions", () => {
  /** Tom (seat 0) in Memphis for Tucumcari with 8 to move; Natalie (1) in Atlanta. */
  const tom = (count = 8) => {
    let state = withPlayer(game(2), 0, {
      home: "Washington",
      at: "Memphis",
      origin: "Washington",
      dest: "Tucumcari",
      cash: 30000,
    });
    state = withPlayer(state, 1, {
      home: "Knoxville",
      at: "Atlanta",
      origin: "Atlanta",
      dest: "Boston",
      cash: 50000,
    });
    return withTurn(state, { seat: 0, step: "route", count });
  };

  it("keeps off Natalie's CRI&P (5,000) when its own and the bank's track are nearly as quick; takes the CRI&P when it is the bank's", () => {
    const owned = withOwners(tom(), { SLSF: 0, "CRI&P": 1 });
    expect(planFor(owned, 0).fastest.fees).toEqual([{ payee: 1, amount: 5000 }]);
    const moved = act(owned, 0, { type: "route", steps: chooseRoute(owned, 0) }, 1, 2);
    expect(moved.players.map((p) => p.cash)).toEqual([29000, 50000]);
    expect(US.distancesTo(dotOf("Tucumcari"))[moved.players[0].at!]).toBeLessThanOrEqual(6);
    const bank = withOwners(tom(), { SLSF: 0 });
    expect(chooseRoute(bank, 0).at(-1)).toEqual({ rr: "CRI&P", to: MEMPHIS_TUCUMCARI[7] });
  });

  it("goes out of its way through a declared train's dot for the rover's 50,000", () => {
    const state = withPlayer(tom(), 1, { at: 246, declared: true, cash: 210000 });
    expect(chooseRoute(state, 0).some((s) => s.to === 246)).toBe(true);
    const caught = act(state, 0, { type: "route", steps: chooseRoute(state, 0) }, 1, 2);
    expect(caught.players[1]).toMatchObject({ declared: false, cash: 160000 });
  });

  it("buys the Super Chief when it has the cash to spare; a well-placed railroad before a cheap one", () => {
    const rich = withTurn(withPlayer(tom(), 0, { cash: 60000 }), { step: "purchase" });
    expect(choosePurchase(rich, 0, ["B&M", "PA", "express", "superchief"])).toBe("superchief");
    const modest = withTurn(withPlayer(tom(), 0, { cash: 32000 }), { step: "purchase" });
    expect(railroadValue(modest, 0, rr("PA"))).toBeGreaterThan(railroadValue(modest, 0, rr("B&M")));
    expect(choosePurchase(modest, 0, ["B&M", "PA"])).toBe("PA");
    // Near the winning cash it keeps its money.
    expect(
      choosePurchase(withPlayer(rich, 0, { cash: 180000 }), 0, ["B&M", "PA", "express", "superchief"]),
    ).toBeNull();
  });

  it("bids what a railroad is worth to it, within its spare cash, in steps of 500; sells what it needs least", () => {
    let state = withOwners(tom(), { PA: 1, "B&M": 1, NYC: 0 });
    const bid = chooseBid(state, 0, rr("PA"))!;
    expect(bid % 500).toBe(0);
    expect(bid).toBeGreaterThanOrEqual(15000);
    expect(bid).toBeLessThanOrEqual(30000);
    expect(chooseBid(withPlayer(state, 0, { cash: 10000 }), 0, rr("PA"))).toBeNull();
    state = withOwners(state, { PA: 0, "B&M": 0, NYC: null });
    expect(chooseSale(state, 0)).toBe(rr("B&M"));
  });

  it("declares at home at once, elsewhere only when the fees home leave the winning cash", () => {
    let state = withOwners(tom(), { "CRI&P": 1, SP: 1, PA: 1 });
    expect(safeToDeclare(withPlayer(state, 0, { cash: 200000, at: "Washington" }), 0)).toBe(true);
    state = withPlayer(state, 0, { at: "Los Angeles", home: "Boston" });
    expect(safeToDeclare(withPlayer(state, 0, { cash: 201000 }), 0)).toBe(false);
    expect(safeToDeclare(withPlayer(state, 0, { cash: 260000 }), 0)).toBe(true);
  });

  it("chooses a central home city of the rolled region", () => {
    const state = settle(game(2), 3, 2, 3); // odd 5: the Southeast
    const home = chooseHome(state);
    expect(boxcarsRails.legalMoves(state, 0)).toContainEqual({ type: "home", city: home });
    expect(dotOf(home)).toBeGreaterThanOrEqual(0);
  });
});
