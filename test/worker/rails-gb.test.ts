/** BOXCARS on the British board over HTTP (ruling 16): created, refused when bad, played to the end, verified. */
import { describe, expect, it } from "vitest";
import type { Viewed } from "../../worker/engine/types";
import type { GameResponse } from "../../worker/wire";
import { verifyRecord, type GameRecord } from "../../worker/engine/record";
import { games } from "../../worker/games";
import { board } from "../../worker/games/boxcars-rails/data";
import type { RailsMove, RailsState } from "../../worker/games/boxcars-rails/types";
import { api, claimAll, createGame, playToEnd, roomDump, type TestGame } from "./support";

const rails = games["boxcars-rails"];
const GB = board("gb");

describe("creating a British game", () => {
  it.each([
    ["an unknown board", { board: "fr" }, /board must be one of "us", "gb"/],
    [
      "a US-only starting cash",
      { board: "gb", startingCash: 30000 },
      /startingCash must be one of 10000, 15000, 20000, 25000 when board is "gb"/,
    ],
    [
      "a US-only winning cash",
      { board: "gb", winningCash: 200000 },
      /winningCash must be one of 100000, 75000, 125000 when board is "gb"/,
    ],
    [
      "a British-only amount on the US board",
      { startingCash: 10000 },
      /startingCash must be one of 20000, 30000, 40000, 50000 when board is "us"/,
    ],
  ])("refuses %s with 400 and stores nothing", async (_name, options, message) => {
    const before = await api("GET", "/api/games?status=finished");
    const res = await api("POST", "/api/games", { body: { game: "boxcars-rails", seats: 2, options } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("bad_options");
    expect(res.body.error.message).toMatch(message);
    expect((await api("GET", "/api/games?status=finished")).body).toEqual(before.body);
  });

  it("takes the British amounts by default: 10,000 to start, 100,000 to win", async () => {
    const g = await createGame("boxcars-rails", 2, { board: "gb" });
    const state = await claimAll(g);
    const view = state.view as RailsState;
    expect(view.options).toMatchObject({ board: "gb", startingCash: 10000, winningCash: 100000 });
    expect(view.players.map((p) => p.cash)).toEqual([10000, 10000]);
    expect(view.owners).toHaveLength(21);
  });
});

/** Plays legal moves for whoever is to move until a route is asked of someone; returns that seat and the answer. */
async function untilRoute(g: TestGame): Promise<{ seat: number; state: GameResponse }> {
  for (let i = 0; i < 50; i++) {
    const seat = (await api<GameResponse>("GET", `/api/games/${g.id}`)).body.activeSeats[0];
    const mine = (await api<GameResponse>("GET", `/api/games/${g.id}`, { token: g.tokens[seat] })).body;
    if ((mine.view as RailsState).turn.step === "route") return { seat, state: mine };
    const res = await api<GameResponse>("POST", `/api/games/${g.id}/moves`, {
      token: g.tokens[seat],
      body: { move: mine.legalMoves![0], version: mine.version, key: `gb-key-${i}-move` },
    });
    expect(res.status).toBe(200);
  }
  throw new Error("no route asked");
}

describe("a British game", () => {
  it("refuses a route on a company that does not run on that segment, and stores nothing", async () => {
    const g = await createGame("boxcars-rails", 2, { board: "gb" });
    await claimAll(g);
    const { seat, state } = await untilRoute(g);
    const view = state.view as RailsState;
    const at = view.players[seat].at!;
    const exit = GB.exits[at][0];
    const stranger = GB.railroads.find((_, r) => !exit.railroads.includes(r))!;
    const before = await roomDump(g.id);
    const move: RailsMove = { type: "route", steps: [{ rr: stranger.id, to: exit.to }] };
    const res = await api("POST", `/api/games/${g.id}/moves`, {
      token: g.tokens[seat],
      body: { move, version: state.version, key: "wrong-company" },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe("illegal_move");
    expect(res.body.error.message).toContain(`the ${stranger.id} does not run between`);
    expect(await roomDump(g.id)).toBe(before);
  });

  it("plays to the end by bearer tokens, in pounds, and its record verifies", async () => {
    const g = await createGame("boxcars-rails", 2, { board: "gb", startingCash: 25000, winningCash: 75000 });
    await claimAll(g);
    const ended = await playToEnd(g, 11, 5000, rails);
    expect(ended.status).toBe("finished");
    expect(ended.result).not.toBeNull();
    const record = (await api<GameRecord>("GET", `/api/games/${g.id}/record`)).body;
    expect(record.options).toMatchObject({ board: "gb" });
    expect(verifyRecord(games, record)).toMatchObject({ ok: true, moves: record.moves.length });
    expect(rails.standings(ended.view as Viewed<RailsState>).unit).toBe("pounds");
    expect(rails.headline!(ended.view as Viewed<RailsState>, ["Ann", "Bob"])).toMatch(
      /^(Ann|Bob) won, home with £[\d,]+ in cash\. Net worth: Ann £[\d,]+ · Bob £[\d,]+$/,
    );
  }, 180_000);
});
