/**
 * Leagues in workerd: a whole Swiss league of 8 played by bots with the league's Durable Object
 * restarted at random points (and crashed in the middle of its work), heats and a final, and bad input.
 */
import { abortAllDurableObjects, env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { roomsOf, type Rooms } from "../../worker/leagues/rooms";
import { join } from "../../worker/leagues/entry";
import { runLeague } from "../../worker/leagues/run";
import { standings } from "../../worker/leagues/standings";
import { LeagueStore } from "../../worker/leagues/store";
import { leagueJoinText, seatKeyProblems } from "../../worker/engine/seat-keys";
import type { GameRecord } from "../../worker/engine/record";
import type { CreatedLeague, Format, GameResponse, LeagueResponse } from "../../worker/wire";
import { api, callWorker, createGame, newKey, picker, roomStub, tokenOf, type TestKey } from "./support";

const CLOCK = { perMoveDays: 1 };
const SHORT = { target: 2000 }; // Mr. Natural to 2,000: a bot game takes an alarm or two

function leagueStub(id: string) {
  return env.LEAGUE_ROOM.get(env.LEAGUE_ROOM.idFromName(id));
}

async function createLeague(body: Record<string, unknown>) {
  const res = await api<CreatedLeague>("POST", "/api/leagues", { body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...res.body, host: tokenOf(res.body.hostUrl), join: tokenOf(res.body.joinUrl) };
}

/** A league of Mr. Natural to 2,000 with a day per move. */
const mrNaturalLeague = (format: Format, size: number, more: Record<string, unknown> = {}) =>
  createLeague({ game: "mr-natural", options: SHORT, clock: CLOCK, format, size, ...more });

async function read(id: string, token?: string): Promise<LeagueResponse> {
  const res = await api<LeagueResponse>("GET", `/api/leagues/${id}`, { token });
  expect(res.status).toBe(200);
  return res.body;
}

/** The league's stored document: to prove a refused request stored nothing. */
async function stored(id: string): Promise<string> {
  return runInDurableObject(leagueStub(id), async (_room, state) =>
    JSON.stringify(await state.storage.get("league")),
  );
}

/** Rooms that fail at call `at`: before the room acts, or after it acted but before the league heard (a restart either way). */
function crashing(rooms: Rooms, at: number, after: boolean): Rooms {
  let calls = 0;
  const wrap =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const n = calls++;
      if (n === at && !after) throw new Error("restart before the call");
      const result = await fn(...args);
      if (n === at) throw new Error("restart after the call");
      return result;
    };
  return {
    create: wrap(rooms.create),
    claim: wrap(rooms.claim),
    contact: wrap(rooms.contact),
    host: wrap(rooms.host),
    summary: wrap(rooms.summary),
  };
}

/** Runs the league's alarm until its current round's games are all created and seated (an alarm may be running by itself). */
async function settle(id: string, token?: string): Promise<LeagueResponse> {
  for (let i = 0; i < 100; i++) {
    await runDurableObjectAlarm(leagueStub(id));
    const league = await read(id, token);
    if (league.rounds.at(-1)?.games.every((g) => g.status !== "starting")) return league;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("the league's round did not start");
}

/** What a league player reads of the league: their own games with their seat links. */
type PlayerView = Extract<LeagueResponse["you"], { role: "player" }>;

/**
 * A player's move in their league game that waits on them (banking whenever they may), by their own seat
 * link: the move's status, or null when none of their games waits on them.
 */
async function playOwnTurn(you: PlayerView, key: string): Promise<number | null> {
  const next = you.games.find((g) => g.status === "playing");
  const seat =
    next && (await api<GameResponse>("GET", `/api/games/${next.id}`, { token: tokenOf(next.url) })).body;
  const move = seat?.legalMoves?.find((m) => m.type === "bank") ?? seat?.legalMoves?.[0];
  if (!next || !seat || !move) return null;
  const res = await api("POST", `/api/games/${next.id}/moves`, {
    token: tokenOf(next.url),
    body: { move, version: seat.version, key: `${key}-${next.id}` },
  });
  return res.status;
}

/** Every game of the league's current round: its room's alarm (bots play, the ended game tells the league). */
async function playRound(league: LeagueResponse): Promise<void> {
  for (const g of league.rounds.at(-1)?.games ?? [])
    if (g.id && g.status !== "finished") await runDurableObjectAlarm(roomStub(g.id));
}

describe("a whole league", () => {
  it("Swiss, 8 players, every seat a bot: every round played, restarts at random points lose and duplicate nothing", async () => {
    const l = await mrNaturalLeague("swiss", 8);
    // Seven people join and the host hands each to the bot; an eighth, a bot entrant, fills the league
    // and starts it. (Had a person filled it, the alarm may create their game before the host hands
    // them over: the last person at a table stays theirs, and the game waits a day on their clock.)
    for (let i = 0; i < 7; i++) {
      const res = await api("POST", `/api/leagues/${l.id}/join`, {
        token: l.join,
        body: { name: `P${i}`, key: `join-key-${i}` },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const sub = await api("POST", `/api/leagues/${l.id}/host`, {
        token: l.host,
        body: { action: "substitute", player: i },
      });
      expect(sub.status, JSON.stringify(sub.body)).toBe(200);
    }
    const eighth = await api("POST", `/api/leagues/${l.id}/host`, { token: l.host, body: { action: "bot" } });
    expect(eighth.status, JSON.stringify(eighth.body)).toBe(200);
    expect((await read(l.id)).status).toBe("playing");
    const pick = picker(36);
    let restarts = 0;
    let crashes = 0;
    for (let step = 0; step < 400; step++) {
      const league = await read(l.id);
      if (league.status === "finished") break;
      const roll = pick(6);
      if (roll === 0) {
        await abortAllDurableObjects(); // a restart between requests (or during the alarm that fired by itself)
        restarts++;
      } else if (roll === 1) {
        // A restart in the middle of the alarm's work: a fresh store (nothing in memory), one call fails
        // before or after the room acted; then the league room restarts, forgetting what it held.
        await runInDurableObject(leagueStub(l.id), async (_room, state) => {
          const rooms = crashing(roomsOf(env), pick(12), pick(2) === 1);
          await runLeague(new LeagueStore(state.storage), rooms, env, Date.now()).catch(() => undefined);
        });
        await abortAllDurableObjects();
        crashes++;
      } else if (roll === 2) {
        // A result reported again (and again) counts once.
        for (const g of league.rounds.flatMap((r) => r.games).filter((g) => g.status === "finished"))
          expect((await api("POST", `/api/leagues/${l.id}/games/${g.id}/ended`)).status).toBe(200);
      } else if (roll === 3) {
        await runDurableObjectAlarm(leagueStub(l.id));
      } else {
        // One game's alarm: its bots play, and the game that ends tells the league.
        const open = league.rounds.at(-1)!.games.filter((g) => g.id && g.status !== "finished");
        if (open.length) await runDurableObjectAlarm(roomStub(open[pick(open.length)].id!));
      }
    }
    expect(restarts + crashes).toBeGreaterThan(5);
    const done = await read(l.id);
    expect(done.status).toBe("finished");
    expect(done.plannedRounds).toBe(3);
    expect(done.rounds).toHaveLength(3);
    const ids = done.rounds.flatMap((r) => r.games.map((g) => g.id));
    expect(new Set(ids).size).toBe(12);
    const met = new Set<string>();
    const recomputed = [];
    for (const [n, round] of done.rounds.entries()) {
      expect(round.byes).toEqual([]);
      expect(round.games).toHaveLength(4);
      expect(round.games.flatMap((g) => g.players).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
      for (const g of round.games) {
        const key = [...g.players].sort().join("-");
        expect(met.has(key), `rematch ${key}`).toBe(false);
        met.add(key);
        // The league's result is the room's, and the room seated the league's players.
        const room = (await api<GameResponse>("GET", `/api/games/${g.id}`)).body;
        expect(room.status).toBe("finished");
        // Every seat the bot's from the start (the room names them); the league keeps who is who.
        expect(room.seats.map((s) => s.bot)).toEqual([true, true]);
        expect(g.result!.scores).toEqual(room.result!.scores);
        recomputed.push({
          round: n,
          table: g.players,
          ranking: room.result!.ranking,
          scores: room.result!.scores,
        });
      }
    }
    // Standings from the rooms' own results, each counted once: 12 games, one point each.
    expect(done.standings).toEqual(standings("swiss", 8, recomputed, []));
    expect(done.standings.reduce((s, r) => s + r.points, 0)).toBe(12);
    // Reported once more after the end: nothing changes.
    const again = await api("POST", `/api/leagues/${l.id}/games/${ids[0]}/ended`);
    expect(again.status).toBe(200);
    expect((await read(l.id)).standings).toEqual(done.standings);
  }, 120_000);

  it("heats and a final: two heats of four, the winners and the best two of the rest meet in the final", async () => {
    const l = await mrNaturalLeague("heats", 8, { tableSize: 4 });
    const first = await api<{ player: number; url: string }>("POST", `/api/leagues/${l.id}/join`, {
      token: l.join,
      body: { name: "Ann" },
    });
    expect(first.status).toBe(201);
    for (let i = 0; i < 7; i++)
      expect(
        (await api("POST", `/api/leagues/${l.id}/host`, { token: l.host, body: { action: "bot" } })).status,
      ).toBe(200);
    const mine = await read(l.id, tokenOf(first.body.url));
    expect(mine.you).toMatchObject({ role: "player", player: 0, games: [] });
    const started = await settle(l.id, tokenOf(first.body.url));
    expect(started.rounds[0].games.map((g) => g.players.length)).toEqual([4, 4]);
    const you = started.you as PlayerView;
    expect(you.games).toHaveLength(1);
    expect(you.games[0].url).toContain(`/play/${you.games[0].id}#`);
    // Her seat link is a claimed seat under her name.
    const seat = await api<GameResponse>("GET", `/api/games/${you.games[0].id}`, {
      token: tokenOf(you.games[0].url),
    });
    expect(seat.body.you).toMatchObject({ role: "player", claimed: true });
    expect(seat.body.seats[seat.body.you!.seat!].name).toBe("Ann");
    // Ann plays her own seat (banking whenever she may); the bots play theirs from the rooms' alarms.
    const annToken = tokenOf(first.body.url);
    for (let step = 0; step < 400 && (await read(l.id)).status !== "finished"; step++) {
      const league = await read(l.id, annToken);
      const status = await playOwnTurn(league.you as PlayerView, `ann-${step}`);
      if (status !== null) {
        expect([200, 409]).toContain(status);
        continue;
      }
      await playRound(league);
      await runDurableObjectAlarm(leagueStub(l.id));
    }
    const done = await read(l.id);
    expect(done.status).toBe("finished");
    expect(done.rounds).toHaveLength(2);
    const heats = done.rounds[0].games;
    const final = done.rounds[1].games[0];
    const winners = heats.map((g) => g.players[g.result!.places.indexOf(Math.min(...g.result!.places))]);
    for (const w of winners) expect(final.players).toContain(w);
    expect(final.players).toHaveLength(4);
    // The final's winner tops the standings.
    const champion = final.players[final.result!.places.indexOf(Math.min(...final.result!.places))];
    expect(done.standings[0].player).toBe(champion);
  }, 60_000);
});

describe("a round's deadline and a dropout", () => {
  it("games still running at the deadline end unfinished (a shared place), a dropped player is paired no more", async () => {
    const l = await mrNaturalLeague("round-robin", 3);
    const tokens: string[] = [];
    for (const name of ["Ann", "Bo", "Cy"]) {
      const res = await api<{ url: string }>("POST", `/api/leagues/${l.id}/join`, {
        token: l.join,
        body: { name },
      });
      tokens.push(tokenOf(res.body.url));
    }
    const first = await settle(l.id);
    // Three players: one game and a bye each round (the circle's ghost).
    expect(first.rounds[0].games).toHaveLength(1);
    expect(first.rounds[0].byes).toHaveLength(1);
    const game = first.rounds[0].games[0];
    // Nobody plays; the round's deadline passes. (Written again until the league sees it: the alarm that
    // started the round may still be at its last steps, and its save would put the old deadline back.)
    let second = first;
    for (let i = 0; i < 20 && second.rounds.length < 2; i++) {
      await runInDurableObject(leagueStub(l.id), async (_room, state) => {
        const league = (await state.storage.get<{ rounds: { deadline: string }[] }>("league"))!;
        league.rounds[0].deadline = new Date(Date.now() - 1000).toISOString();
        await state.storage.put("league", league);
      });
      second = await settle(l.id);
    }
    expect(second.rounds[0].games[0].result).toMatchObject({ places: [1, 1], scores: [0, 0], aborted: true });
    const room = (await api<GameResponse>("GET", `/api/games/${game.id}`)).body;
    expect(room.aborted).toBeTruthy();
    // Each at the aborted table has half a point, a bye a whole one.
    const points = Object.fromEntries(second.standings.map((s) => [s.player, s.points]));
    const byeNow = (p: number) => (second.rounds[1].byes.includes(p) ? 1 : 0); // round 2 has begun: its bye counts already
    for (const p of game.players) expect(points[p]).toBe(0.5 + byeNow(p));
    expect(points[second.rounds[0].byes[0]]).toBe(1 + byeNow(second.rounds[0].byes[0]));
    // The host drops a player of round 2's game: they leave it, and round 3 gives their partner a bye.
    const round2 = second.rounds[1];
    const dropped = round2.games[0].players[0];
    const drop = await api("POST", `/api/leagues/${l.id}/host`, {
      token: l.host,
      body: { action: "drop", player: dropped },
    });
    expect(drop.status, JSON.stringify(drop.body)).toBe(200);
    const seats = (await api<GameResponse>("GET", `/api/games/${round2.games[0].id}`)).body.seats;
    expect(seats[0].left || seats[0].bot).toBeTruthy();
    expect(
      (
        await api("POST", `/api/leagues/${l.id}/host`, {
          token: l.host,
          body: { action: "drop", player: dropped },
        })
      ).body.error.code,
    ).toBe("player_dropped");
    // The one left at that game plays it out (by their own link).
    const left = round2.games[0].players.find((p) => p !== dropped)!;
    for (let i = 0; i < 400 && (await read(l.id)).rounds.length < 3; i++) {
      const mine = (await read(l.id, tokens[left])).you as PlayerView;
      if ((await playOwnTurn(mine, `left-${i}`)) === null) {
        await playRound(await read(l.id));
        await runDurableObjectAlarm(leagueStub(l.id));
      }
    }
    const third = (await read(l.id)).rounds[2];
    expect(third.games.flatMap((g) => g.players)).not.toContain(dropped);
  }, 60_000);
});

describe("league games caught between their creation and their seating", () => {
  it("is claimed with the others, so the game starts, then is the bot's", async () => {
    const l = await mrNaturalLeague("round-robin", 3);
    // Filled and run by hand, so no alarm of the league's own runs between the steps.
    const game = await runInDurableObject(leagueStub(l.id), async (_room, state) => {
      const store = new LeagueStore(state.storage);
      const league = (await store.load())!;
      for (const name of ["Ann", "Bo", "Cy"])
        await join(league, league.joinToken, { name, key: `key-${name}`, contact: null }, Date.now());
      await store.save(league);
      // The first run stops at its first claim: the game is made, nobody is seated.
      await runLeague(store, crashing(roomsOf(env), 1, false), env, Date.now()).catch(() => undefined);
      return (await store.load())!.rounds[0].games[0];
    });
    expect([game.created, game.seated]).toEqual([true, false]);
    const handed = game.table[0];
    const sub = await api("POST", `/api/leagues/${l.id}/host`, {
      token: l.host,
      body: { action: "substitute", player: handed },
    });
    expect(sub.status, JSON.stringify(sub.body)).toBe(200);
    await settle(l.id);
    const room = (await api<GameResponse>("GET", `/api/games/${game.id}`)).body;
    expect(room.status).toBe("playing");
    expect(room.seats[0]).toMatchObject({ bot: true });
    expect(room.seats[1]).toMatchObject({ claimed: true, name: ["Ann", "Bo", "Cy"][game.table[1]] });
    expect(room.seats[1].bot).toBeFalsy();
  });

  it("a game whose seats were never claimed ends unfinished at the round's deadline (its room cannot be aborted before it starts)", async () => {
    const l = await mrNaturalLeague("round-robin", 2);
    const result = await runInDurableObject(leagueStub(l.id), async (_room, state) => {
      const store = new LeagueStore(state.storage);
      const league = (await store.load())!;
      for (const name of ["Ann", "Bo"])
        await join(league, league.joinToken, { name, key: `key-${name}`, contact: null }, Date.now());
      await store.save(league);
      // Every claim refused: the game is made, never seated, never started.
      const refusing: Rooms = {
        ...roomsOf(env),
        claim: async () => ({ status: 503, json: '{"error":{"code":"unavailable"}}' }),
      };
      await runLeague(store, refusing, env, Date.now());
      const later = Date.parse((await store.load())!.rounds[0].deadline) + 1000;
      await runLeague(store, refusing, env, later);
      return (await store.load())!.rounds[0].games[0].result;
    });
    expect(result).toMatchObject({ scores: [0, 0], aborted: true });
  });
});

describe("a league's page", () => {
  it("carries a link preview: the game, the format, how many have joined; an unknown league gets the plain page", async () => {
    const l = await mrNaturalLeague("swiss", 4);
    await api("POST", `/api/leagues/${l.id}/join`, { token: l.join, body: { name: "Ann" } });
    const page = await callWorker(new Request(`https://boxcars.test/leagues/${l.id}`));
    const text = await page.text();
    expect(page.status).toBe(200);
    expect(text).toContain(
      '<meta property="og:title" content="BOXCAR (Mr. Natural) league (Swiss): 1 of 4 joined">',
    );
    expect(text).not.toContain(l.join);
    const unknown = await callWorker(new Request("https://boxcars.test/leagues/zzzzzzzzzzzz"));
    expect(await unknown.text()).not.toContain("og:title");
  });
});

describe("leagues: bad input is refused with a clear 4xx and stores nothing", () => {
  it("creating: no clock, no time limit, wrong format for the game, bad size, unknown game", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ game: "mr-natural", format: "swiss", size: 8 }, "bad_request"],
      [{ game: "mr-natural", format: "swiss", size: 8, clock: {} }, "bad_clock"],
      [{ game: "mr-natural", format: "swiss", size: 8, clock: CLOCK, tableSize: 3 }, "bad_format"],
      [{ game: "birthright-conquest", format: "heats", size: 8, clock: CLOCK }, "bad_format"],
      [{ game: "boxcars-rails", format: "heats", size: 8, clock: CLOCK, tableSize: 7 }, "bad_table_size"],
      [{ game: "mr-natural", format: "swiss", size: 1, clock: CLOCK }, "bad_request"],
      [{ game: "mr-natural", format: "swiss", size: 33, clock: CLOCK }, "bad_request"],
      [{ game: "mr-natural", format: "swiss", size: 4, rounds: 4, clock: CLOCK }, "bad_rounds"],
      [{ game: "mr-natural", format: "round-robin", size: 4, rounds: 2, clock: CLOCK }, "bad_rounds"],
      [{ game: "chess", format: "swiss", size: 4, clock: CLOCK }, "unknown_game"],
      [{ game: "mr-natural", format: "swiss", size: 4, clock: CLOCK, options: { target: 3 } }, "bad_options"],
    ];
    for (const [body, code] of cases) {
      const res = await api("POST", "/api/leagues", { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code, JSON.stringify(body)).toBe(code);
    }
  });

  it("joining: no or wrong token, the same name twice, a full league, after the start; a retried join answers the same link", async () => {
    const l = await mrNaturalLeague("round-robin", 2);
    const join = (body: unknown, token: string | undefined = l.join) =>
      api("POST", `/api/leagues/${l.id}/join`, { token, body });
    const before = await stored(l.id);
    expect((await join({ name: "Ann" }, "")).status).toBe(403);
    expect((await join({ name: "Ann" }, l.host)).body.error.code).toBe("not_invite");
    expect((await join({ name: "" })).status).toBe(400);
    expect((await join({ name: "Ann", extra: 1 })).status).toBe(400);
    expect(await stored(l.id)).toBe(before);

    const ann = await join({ name: "Ann", key: "ann-join-1" });
    expect(ann.status).toBe(201);
    expect((await join({ name: "Ann", key: "ann-join-1" })).body).toEqual(ann.body); // a retry
    const afterAnn = await stored(l.id);
    const twice = await join({ name: "ann", key: "someone-else" });
    expect([twice.status, twice.body.error.code]).toEqual([409, "name_taken"]);
    expect(await stored(l.id)).toBe(afterAnn);

    expect((await join({ name: "Bob" })).status).toBe(201); // full: it starts
    await settle(l.id);
    const full = await stored(l.id);
    const late = await join({ name: "Cy" });
    expect(late.status).toBe(409);
    expect(["league_full", "league_started"]).toContain(late.body.error.code);
    expect(
      (await api("POST", `/api/leagues/${l.id}/host`, { token: l.host, body: { action: "bot" } })).body.error
        .code,
    ).toBe("league_started");
    expect(await stored(l.id)).toBe(full);
  });

  it("a full league refuses a join before it has started (the host added the last player as a bot, then...)", async () => {
    const l = await mrNaturalLeague("round-robin", 3);
    expect(
      (await api("POST", `/api/leagues/${l.id}/join`, { token: l.join, body: { name: "Ann" } })).status,
    ).toBe(201);
    // Not full yet: the host may start early; the host's other controls check their input.
    const host = (body: unknown, token = l.host) => api("POST", `/api/leagues/${l.id}/host`, { token, body });
    const before = await stored(l.id);
    expect((await host({ action: "start" })).body.error.code).toBe("not_enough_players");
    expect((await host({ action: "drop", player: 5 })).body.error.code).toBe("bad_player");
    expect((await host({ action: "start" }, l.join)).body.error.code).toBe("not_host");
    expect((await host({ action: "explode" })).status).toBe(400);
    expect(await stored(l.id)).toBe(before);
  });

  it("a result for a game not in the league: 404, nothing stored", async () => {
    const l = await mrNaturalLeague("round-robin", 2);
    const other = await createGame("mr-natural", 2, SHORT);
    const before = await stored(l.id);
    const res = await api("POST", `/api/leagues/${l.id}/games/${other.id}/ended`);
    expect([res.status, res.body.error.code]).toEqual([404, "not_in_league"]);
    expect((await api("POST", `/api/leagues/${l.id}/games/not-a-game/ended`)).status).toBe(404);
    expect((await api("POST", `/api/leagues/zzzzzzzzzzzz/games/${other.id}/ended`)).status).toBe(404);
    expect((await api("GET", "/api/leagues/zzzzzzzzzzzz")).status).toBe(404);
    expect(await stored(l.id)).toBe(before);
  });
});

describe("joining with a player key; a rated league", () => {
  it("takes keyed joins only when rated, once per key, signed for this league; its games are rated and their seats carry the join's signature", async () => {
    const l = await mrNaturalLeague("round-robin", 2, { rated: true });
    const [a, b] = [await newKey(), await newKey("ES256")];
    const join = async (name: string, key?: TestKey, text = leagueJoinText(l.id)) =>
      api("POST", `/api/leagues/${l.id}/join`, {
        token: l.join,
        body: {
          name,
          ...(key
            ? { player: { publicKey: key.publicKey, alg: key.alg, signature: await key.sign(text) } }
            : {}),
        },
      });
    const before = await stored(l.id);
    const refused = [
      await join("Nokey"),
      await join("Other", a, leagueJoinText("another-league")),
      await join("Mangled", { ...a, sign: async () => "AAAA" }),
    ];
    expect(refused.map((r) => [r.status, (r.body as { error: { code: string } }).error.code])).toEqual([
      [400, "key_required"],
      [400, "bad_signature"],
      [400, "bad_signature"],
    ]);
    expect(await stored(l.id)).toBe(before);
    expect((await join("Ann", a)).status).toBe(201);
    const again = await join("Ann again", a);
    expect([again.status, (again.body as { error: { code: string } }).error.code]).toEqual([
      409,
      "key_taken",
    ]);
    expect((await join("Bob", b)).status).toBe(201);

    const league = await settle(l.id);
    expect(league.rated).toBe(true);
    expect(league.players.map((p) => p.fingerprint)).toEqual([a.fingerprint, b.fingerprint]);
    const gameId = league.rounds[0].games[0].id!;
    const game = (await api<GameResponse>("GET", `/api/games/${gameId}`)).body;
    expect(game.seats.map((s) => s.player).sort()).toEqual([a.fingerprint, b.fingerprint].sort());
    const record = (await api<GameRecord>("GET", `/api/games/${gameId}/record`)).body;
    expect(record.rated).toBe(true);
    expect(record.seats.map((s) => [s.player?.via, s.player?.nonce])).toEqual([
      ["league", l.id],
      ["league", l.id],
    ]);
    expect(await seatKeyProblems(record)).toEqual({ keyed: 2, problems: [] });
    // A league's signature on a game of no league, or of another: not verified.
    const moved = {
      ...record,
      seats: record.seats.map((s) => ({ ...s, player: s.player && { ...s.player, nonce: "another" } })),
    };
    expect((await seatKeyProblems(moved)).problems).toHaveLength(2);
    // Only a league's game takes a league's key, and only its own league's.
    const plain = await createGame("mr-natural", 2, SHORT);
    const claim = await roomStub(plain.id).claim(plain.tokens[0], {
      name: "Ann",
      clientSeed: "",
      leaguePlayer: { publicKey: a.publicKey, alg: a.alg, signature: await a.sign(leagueJoinText(l.id)) },
    });
    expect(claim.status).toBe(403);
  });
});
