/** Ruling 16, the British board's rule differences: amounts, pounds, London's region and home-city rule, the notice at 75,000. */
import { describe, expect, it } from "vitest";
import { viewFor } from "../../../worker/room/disclose";
import { checkedOptions } from "../../../worker/engine/options";
import { openStage } from "../../../worker/engine/flow";
import { game as boxcarsRails } from "../../../worker/games/boxcars-rails";
import { board } from "../../../worker/games/boxcars-rails/data";
import { bid, settleAuction } from "../../../worker/games/boxcars-rails/auction";
import { setup } from "../../../worker/games/boxcars-rails/flow";
import { legalMoves } from "../../../worker/games/boxcars-rails/legal";
import type { Player, RailsOptions, RailsState } from "../../../worker/games/boxcars-rails/types";
import { act, game, refusal, scripted, settle, withTurn } from "./fixtures";

const GB = board("gb");
const town = (name: string) => GB.cityByName(name)!;

/** A British game in play, seat 0 to move. */
function gbGame(seats = 2, options: Partial<RailsOptions> = {}): RailsState {
  const parsed = checkedOptions(boxcarsRails.options, { board: "gb", ...options }) as unknown as RailsOptions;
  return { ...setup({ seats, options: parsed }), phase: "play" };
}

function withTown(
  state: RailsState,
  seat: number,
  patch: Partial<Player> & { town?: string; home?: number | null },
): RailsState {
  const { town: at, ...rest } = patch;
  const players = [...state.players];
  players[seat] = { ...players[seat], ...rest, ...(at ? { at: GB.cities[town(at)].dot } : {}) };
  return { ...state, players };
}

describe("the British board's amounts (ruling 16)", () => {
  it("starts with 10,000 and wins with 100,000 by default; its 21 companies are all the bank's", () => {
    const state = gbGame();
    expect(state.options).toMatchObject({ board: "gb", startingCash: 10000, winningCash: 100000 });
    expect(state.players.map((p) => p.cash)).toEqual([10000, 10000]);
    expect(state.owners).toEqual(Array(21).fill(null));
  });

  it("leaves the US state as it was before the British board: no `board` in its options", () => {
    expect(game().options).not.toHaveProperty("board");
    expect(game().owners).toHaveLength(28);
  });

  it("writes refusals in pounds", () => {
    const state = withTurn(
      withTown(gbGame(), 0, { home: town("York"), town: "Leeds", trips: 1, cash: 60000 }),
      { step: "declare" },
    );
    expect(refusal(state, 0, { type: "declare" })?.message).toBe(
      "Declaring needs £100,000 in cash; you have £60,000.",
    );
  });
});

describe("London, a region of one city", () => {
  it("is the destination of a London region roll with no second throw", () => {
    let state = withTurn(
      withTown(gbGame(), 0, { home: town("York"), origin: town("York"), town: "York", trips: 1 }),
      { step: "region-roll" },
    );
    const rng = scripted(2, 4, 5, 3, 4); // even 9 = London; then the white dice of the move
    for (let next = boxcarsRails.auto!(state, rng); next !== null; next = boxcarsRails.auto!(state, rng))
      state = next;
    expect(rng.streams.some((s) => s.endsWith("/city"))).toBe(false);
    expect(state.players[0].dest).toBe(town("London"));
    expect(state.turn.rolls.find((r) => r.kind === "city")).toEqual({
      kind: "city",
      dice: [],
      result: "London",
    });
    expect(state.turn.step).toBe("route");
  });

  it("once someone's home, lets the next player who rolls it for home choose a free city of any other region", () => {
    let state = settle(gbGame(), 2, 4, 5); // seat 0 rolls London for home
    expect(state.turn).toMatchObject({ step: "home", region: "London" });
    expect(legalMoves(state, 0)).toEqual([{ type: "home", city: "London" }]);
    state = {
      ...withTown(state, 0, { home: town("London"), town: "London", origin: town("London") }),
      turn: { ...state.turn, seat: 1 },
    };
    const offered = legalMoves(state, 1).map((m) => (m as { city: string }).city);
    expect(offered).toHaveLength(99);
    expect(offered).not.toContain("London");
    expect(offered).toContain("York");
    expect(refusal(state, 1, { type: "home", city: "London" })?.message).toBe(
      "London is already seat 1's home.",
    );
    const chosen = act(state, 1, { type: "home", city: "York" }, 1, 2, 3, 1, 2, 3, 3, 4);
    expect(chosen.players[1].home).toBe(town("York"));
  });

  it("keeps a rolled region with free cities as the only choice", () => {
    const state = withTurn(gbGame(), { step: "home", region: "Wales" });
    const offered = legalMoves(state, 0).map((m) => (m as { city: string }).city);
    expect(offered.sort()).toEqual(
      GB.cities
        .filter((c) => c.region === "Wales")
        .map((c) => c.name)
        .sort(),
    );
    expect(refusal(state, 0, { type: "home", city: "York" })?.message).toBe(
      "York is in the White Rose Country; the roll gave the Wales.",
    );
  });
});

describe("the notice at 75,000", () => {
  const arriving = (state: RailsState, cash: number) =>
    withTurn(
      withTown(state, 0, {
        home: town("York"),
        origin: town("London"),
        dest: town("York"),
        town: "York",
        trips: 1,
        cash,
      }),
      { step: "move-roll" },
    );

  it("tells everyone when a player's cash first reaches 75,000 (in the state and the headline)", () => {
    const state = settle(arriving(gbGame(), 74000));
    expect(state.players[0].cash).toBe(74000 + GB.payoff(town("London"), town("York")));
    expect(state.players[0].announced).toBe(true);
    expect(state.players[1].announced).toBeUndefined();
    expect(boxcarsRails.headline!(viewFor(boxcarsRails, state, null), ["Ann", "Bob"])).toContain(
      "Ann has reached £75,000",
    );
  });

  it("is not given below it, nor ever on the US board", () => {
    expect(settle(arriving(gbGame(), 1000)).players[0].announced).toBeUndefined();
    const us = withTurn(
      {
        ...game(),
        players: game().players.map((p, s) =>
          s === 0
            ? { ...p, home: 0, origin: 1, dest: 0, at: board("us").cities[0].dot, trips: 1, cash: 190000 }
            : p,
        ),
      },
      { step: "move-roll" },
    );
    expect(settle(us).players[0]).not.toHaveProperty("announced");
  });
});

describe("a British forced sale", () => {
  it("lists bids from half the price up to a whole £500 (half of £14,500 is £7,250: the lowest bid is £7,500), each accepted", () => {
    const gwr = GB.railroadByID("GWR")!;
    expect(GB.railroads[gwr].price).toBe(14500);
    const owners = [...gbGame().owners];
    owners[gwr] = 0;
    let state: RailsState = {
      ...withTown(gbGame(), 1, { cash: 9000 }),
      owners,
      sale: { seller: 0, railroad: gwr, stage: openStage([1]), bids: [0, 0] },
    };
    const bids = legalMoves(state, 1).filter((m) => m.type === "bid");
    expect(bids.map((m) => m.max)).toEqual([7500, 9000]);
    for (const m of bids) expect(refusal(state, 1, m)).toBeNull();
    expect(refusal(state, 1, { type: "bid", max: 7250 })?.message).toBe("A bid must be a multiple of £500.");
    state = settleAuction(bid(state, 1, 7500) as RailsState);
    // The only bidder pays the least the auction allows: half the price.
    expect(state.owners[gwr]).toBe(1);
    expect(state.players[1].cash).toBe(9000 - 7250);
  });
});
