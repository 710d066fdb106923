/**
 * Clocks in the room with a fake time (issue #37 items 1, 2, 4): the bank, its increment and cap,
 * the weekend pause in a claimant's time zone, reminders at the points a player chose, each timeout
 * policy on a bank, vacation days instead of timing out, away until a date (others told), the nudge;
 * bad input for every new field, refused with nothing stored. Takeback with consent (item 3): asked,
 * refused, agreed, retried; refused whenever something new is known; the record verifies after one.
 */
import { env, runInDurableObject } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { verifyRecord, type GameRecord } from "../../worker/engine/record";
import { games } from "../../worker/games";
import type { GameResponse } from "../../worker/wire";
import {
  api,
  changeStorage,
  captureWebhooks,
  claimAll,
  createGame,
  roomDump,
  roomStub,
  runAlarm,
  throughSelf,
  type TestGame,
} from "./support";

throughSelf();

const HOUR = 3600_000;
const DAY = 24 * HOUR;
// Wednesday 5 March 2031, 12:00 UTC: in the future, so the rooms' own alarms never fire by themselves.
const T0 = Date.parse("2031-03-05T12:00:00Z");
let hooks: ReturnType<typeof captureWebhooks>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(T0);
  hooks = captureWebhooks();
});
afterEach(() => {
  hooks.restore();
  vi.useRealTimers();
});

const at = (ms: number) => vi.setSystemTime(T0 + ms);
const hookOf = (seat: number) => `https://hooks.test/seat-${seat}`;
const eventsTo = (seat: number) => hooks.calls.filter((c) => c.url === hookOf(seat)).map((c) => c.body.event);

/** A two-seat Mr. Natural game (target 10,000: no timed-out turn wins it) with `clock`; both seats claimed with a webhook. */
async function timedGame(
  clock: Record<string, unknown>,
  zones: (string | undefined)[] = [],
): Promise<TestGame> {
  const res = await api("POST", "/api/games", {
    body: { game: "mr-natural", seats: 2, options: { target: 10000 }, clock },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const g: TestGame = {
    id: res.body.id,
    created: res.body,
    host: new URL(res.body.hostUrl).hash.slice(1),
    tokens: res.body.seats.map((s: { url: string }) => new URL(s.url).hash.slice(1)),
  };
  for (const seat of [0, 1]) {
    const claimed = await api("POST", `/api/games/${g.id}/claim`, {
      token: g.tokens[seat],
      body: { name: ["Ann", "Bob"][seat], ...(zones[seat] ? { timeZone: zones[seat] } : {}) },
    });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    const hooked = await api("PUT", `/api/games/${g.id}/notifications`, {
      token: g.tokens[seat],
      body: { email: null, webhook: { url: hookOf(seat), kind: "json" } },
    });
    expect(hooked.status).toBe(200);
  }
  return g;
}

const read = async (g: TestGame, seat?: number) =>
  (
    await api<GameResponse>("GET", `/api/games/${g.id}`, {
      token: seat === undefined ? undefined : g.tokens[seat],
    })
  ).body;

/** Plays the seat's whole turn (bank when allowed). */
async function playTurn(g: TestGame, seat: number) {
  for (let i = 0; i < 100; i++) {
    const me = await read(g, seat);
    if (!me.activeSeats.includes(seat)) return me;
    const move = me.legalMoves!.find((m) => m.type === "bank") ?? me.legalMoves![0];
    const res = await api("POST", `/api/games/${g.id}/moves`, {
      token: g.tokens[seat],
      body: { move, version: me.version, key: `turn-${seat}-${me.version}` },
    });
    expect(res.status).toBe(200);
  }
  throw new Error("turn did not end");
}

describe("time banks", () => {
  it("runs a seat's bank down on its turn, adds the increment after it, caps it, and shows each seat's time left", async () => {
    const g = await timedGame({ bankDays: 3, incrementDays: 2, capDays: 5 });
    const start = await read(g);
    expect(start.timers.map((t) => [t.bank, t.timeLeft])).toEqual([
      [3 * DAY, 3 * DAY],
      [3 * DAY, null],
    ]);
    at(DAY);
    await playTurn(g, 0);
    let game = await read(g);
    expect(game.timers[0]).toMatchObject({ bank: 4 * DAY, timeLeft: null, deadline: null });
    expect(game.timers[1].timeLeft).toBe(3 * DAY);
    at(DAY + HOUR);
    await playTurn(g, 1);
    at(DAY + 2 * HOUR);
    await playTurn(g, 0);
    game = await read(g);
    expect(game.timers.map((t) => t.bank)).toEqual([5 * DAY, 5 * DAY - HOUR]); // capped at 5
  });

  it.each([
    ["bot", "bot"],
    ["skip", "clock"],
    ["drop", "clock"],
  ])("applies the %s policy when a bank runs out", async (onTimeout, by) => {
    const g = await timedGame({ bankDays: 1, incrementDays: 1, onTimeout });
    at(DAY - 1);
    await runAlarm(g.id);
    expect((await read(g)).activeSeats).toEqual([0]);
    at(DAY + 1);
    await runAlarm(g.id);
    const after = await read(g);
    expect(after.activeSeats).toEqual([1]);
    expect(after.recentMoves.at(-1)).toMatchObject({ seat: 0, by });
    if (onTimeout !== "drop") expect(after.timers[0].bank).toBe(DAY); // emptied, then the increment
    expect(eventsTo(0)).toContain("timeout");
  });

  it("takes a vacation day instead of timing out for a player who asked, while any are left", async () => {
    const g = await timedGame({ perMoveDays: 1, vacationDays: 3, reminder: false });
    const set = await api("PUT", `/api/games/${g.id}/clock`, {
      token: g.tokens[0],
      body: { autoVacation: true },
    });
    expect(set.body).toEqual({ reminders: null, autoVacation: true, vacationDaysLeft: 3 });
    for (let day = 1; day <= 3; day++) {
      at(day * DAY + 1);
      await runAlarm(g.id);
      const game = await read(g);
      expect([game.activeSeats, game.timers[0].vacationDaysLeft]).toEqual([[0], 3 - day]);
    }
    expect(eventsTo(0).filter((e) => e === "timeout")).toHaveLength(3); // "a vacation day was taken instead"
    at(4 * DAY + 1);
    await runAlarm(g.id);
    const out = await read(g);
    expect(out.activeSeats).toEqual([1]);
    expect(out.recentMoves.at(-1)).toMatchObject({ seat: 0, by: "bot" });
  });
});

describe("weekend pause", () => {
  it("stops a seat's clock on its own Saturday and Sunday (time zone from the claim)", async () => {
    at(2 * DAY); // Friday 12:00 UTC: Friday 21:00 in Tokyo
    const g = await timedGame({ perMoveDays: 1, weekendPause: true }, ["Asia/Tokyo"]);
    const game = await read(g);
    // 3 h to Tokyo's midnight, then from Monday 00:00 JST (Sunday 15:00 UTC) 21 h more.
    expect(game.timers[0].deadline).toBe("2031-03-10T12:00:00.000Z");
    at(2 * DAY + 6 * HOUR); // Saturday 03:00 in Tokyo
    const paused = await read(g);
    expect([paused.timers[0].paused, paused.timers[0].timeLeft]).toEqual([true, 21 * HOUR]);
  });

  it("counts a weekend across a daylight-saving change at its real length (Los Angeles, 8-9 March 2031: 47 h)", async () => {
    at(2 * DAY); // Friday 04:00 PST: 20 h to Saturday
    const g = await timedGame({ perMoveDays: 1, weekendPause: true }, ["America/Los_Angeles"]);
    const game = await read(g);
    // Saturday 00:00 PST (08:00 UTC) to Monday 00:00 PDT (Monday 07:00 UTC), then the 4 h left.
    expect(game.timers[0].deadline).toBe("2031-03-10T11:00:00.000Z");
    expect(Date.parse(game.timers[0].deadline!) - (T0 + 2 * DAY)).toBe(24 * HOUR + 47 * HOUR);
  });
});

describe("reminder points", () => {
  it("reminds at each point the player chose", async () => {
    const g = await timedGame({ perMoveDays: 3, reminder: true });
    const set = await api("PUT", `/api/games/${g.id}/clock`, {
      token: g.tokens[0],
      body: { reminders: [90, 50] },
    });
    expect(set.body.reminders).toEqual([50, 90]);
    const email = `ann-${g.id}@example.com`;
    await api("PUT", `/api/games/${g.id}/notifications`, {
      token: g.tokens[0],
      body: { email, webhook: { url: hookOf(0), kind: "json" } },
    });
    at(1.4 * DAY);
    await runAlarm(g.id);
    expect(eventsTo(0)).toEqual(["turn"]);
    at(1.6 * DAY);
    await runAlarm(g.id);
    expect(eventsTo(0)).toEqual(["turn", "reminder"]);
    // Her decision is one tap (roll): the reminder's email carries the answer link, as the turn's did.
    const reminder = await env.DB.prepare(
      "SELECT body FROM dev_messages WHERE \"to\" = ? AND subject LIKE 'Reminder:%'",
    )
      .bind(email)
      .first<{ body: string }>();
    expect(reminder?.body).toMatch(
      new RegExp(`Roll 6 dice: https://boxcars\\.test/answer/${g.id}#0\\.\\d+\\.[0-9a-f]{32}\\.0\\.Roll`),
    );
    at(2.8 * DAY);
    await runAlarm(g.id);
    await runAlarm(g.id);
    expect(eventsTo(0)).toEqual(["turn", "reminder", "reminder"]);
  });
});

describe("away and nudges", () => {
  it("takes the days 'away until' needs, up to the allowance, and tells the others", async () => {
    const g = await timedGame({ perMoveDays: 1, vacationDays: 3 });
    const until = new Date(T0 + 2 * DAY + HOUR).toISOString();
    const res = await api<GameResponse>("POST", `/api/games/${g.id}/vacation`, {
      token: g.tokens[1],
      body: { until },
    });
    expect(res.status).toBe(200);
    expect([res.body.timers[1].vacationUntil, res.body.timers[1].vacationDaysLeft]).toEqual([
      new Date(T0 + 3 * DAY).toISOString(),
      0,
    ]);
    await runAlarm(g.id);
    expect(eventsTo(0)).toEqual(["turn", "away"]);
    expect(hooks.calls.find((c) => c.body.event === "away")!.body.text).toMatch(
      /Bob is away .* until 2031-03-08 12:00 UTC/,
    );
    const further = new Date(T0 + 5 * DAY).toISOString();
    const again = await api("POST", `/api/games/${g.id}/vacation`, {
      token: g.tokens[1],
      body: { until: further },
    });
    expect([again.status, again.body.error.code]).toEqual([409, "no_vacation_left"]);
  });

  it("lets a waiting seat nudge once a day: one notification; a second is 429 and stores nothing", async () => {
    const g = await timedGame({});
    await runAlarm(g.id);
    const first = await api("POST", `/api/games/${g.id}/nudge`, { token: g.tokens[1] });
    expect(first.body).toEqual({ nudged: [0], next: new Date(T0 + DAY).toISOString() });
    await runAlarm(g.id);
    expect(eventsTo(0)).toEqual(["turn", "nudge"]);
    expect(hooks.calls.at(-1)!.body.text).toBe("Ann, Bob is waiting for your move in BOXCAR (Mr. Natural).");
    at(23 * HOUR);
    const before = await roomDump(g.id);
    const second = await api("POST", `/api/games/${g.id}/nudge`, { token: g.tokens[1] });
    expect([second.status, second.body.error.code]).toEqual([429, "nudged_today"]);
    expect(await roomDump(g.id)).toBe(before);
    const self = await api("POST", `/api/games/${g.id}/nudge`, { token: g.tokens[0] });
    expect([self.status, self.body.error.code]).toEqual([409, "nobody_to_nudge"]);
    const host = await api("POST", `/api/games/${g.id}/nudge`, { token: g.host });
    expect(host.status).toBe(403);
    at(DAY + 1);
    expect((await api("POST", `/api/games/${g.id}/nudge`, { token: g.tokens[1] })).status).toBe(200);
    await runAlarm(g.id);
    expect(eventsTo(0)).toEqual(["turn", "nudge", "nudge"]);
  });
});

describe("bad clock input", () => {
  it("refuses every new field's bad values with a clear 400 and stores nothing", async () => {
    for (const clock of [{ bankDays: 2 }, { incrementDays: -1 }, { capDays: 11 }, { weekendPause: "yes" }]) {
      const res = await api("POST", "/api/games", { body: { game: "mr-natural", seats: 2, clock } });
      expect([res.status, res.body.error.code]).toEqual([400, "bad_clock"]);
    }
    const g = await timedGame({ perMoveDays: 1 });
    const fresh = await api("POST", "/api/games", { body: { game: "mr-natural", seats: 2 } });
    const token = new URL(fresh.body.seats[0].url).hash.slice(1);
    const before = await roomDump(fresh.body.id);
    for (const timeZone of ["Mars/Base", "", 5, "x".repeat(65)]) {
      const res = await api("POST", `/api/games/${fresh.body.id}/claim`, {
        token,
        body: { name: "Ann", timeZone },
      });
      expect([res.status, res.body.error.code], JSON.stringify(timeZone)).toEqual([400, "bad_request"]);
    }
    expect(await roomDump(fresh.body.id)).toBe(before);

    const stored = await roomDump(g.id);
    for (const body of [
      { reminders: [0] },
      { reminders: [100] },
      { reminders: [1.5] },
      { reminders: [50, 50] },
      { reminders: [10, 20, 30, 40, 50] },
      { reminders: "50" },
      { autoVacation: "yes" },
      { snooze: true },
    ]) {
      const res = await api("PUT", `/api/games/${g.id}/clock`, { token: g.tokens[0], body });
      expect([res.status, res.body.error.code], JSON.stringify(body)).toEqual([400, "bad_request"]);
    }
    for (const body of [
      { until: "tomorrow" },
      { until: "2031-03-06" },
      { days: 1, until: "2031-03-07T00:00:00Z" },
    ]) {
      const res = await api("POST", `/api/games/${g.id}/vacation`, { token: g.tokens[0], body });
      expect([res.status, res.body.error.code], JSON.stringify(body)).toEqual([400, "bad_request"]);
    }
    const past = await api("POST", `/api/games/${g.id}/vacation`, {
      token: g.tokens[0],
      body: { until: new Date(T0 - DAY).toISOString() },
    });
    expect([past.status, past.body.error.code]).toEqual([400, "bad_until"]);
    expect((await api("PUT", `/api/games/${g.id}/clock`, { body: { autoVacation: true } })).status).toBe(403);
    expect(await roomDump(g.id)).toBe(stored);
  });
});

describe("takeback", () => {
  /** Everything a refused request could have stored, the takeback's own row included. */
  const dump = async (id: string) =>
    (await roomDump(id)) +
    (await runInDurableObject(roomStub(id), (_r, s) =>
      JSON.stringify(s.storage.sql.exec("SELECT * FROM takeback").toArray()),
    ));
  const read = (g: TestGame, seat: number) =>
    api<GameResponse>("GET", `/api/games/${g.id}`, { token: g.tokens[seat] }).then((r) => r.body);
  const ask = (g: TestGame, seat: number, action: string, version: number, key: string) =>
    api("POST", `/api/games/${g.id}/takeback`, {
      token: g.tokens[seat],
      body: { action, version, key },
    });
  /** Seat `seat` plays its first legal move (of `type`, when it has one). */
  async function play(g: TestGame, seat: number, key: string, type?: string): Promise<GameResponse> {
    const mine = await read(g, seat);
    const move = mine.legalMoves!.find((m) => m.type === type) ?? mine.legalMoves![0];
    const res = await api<GameResponse>("POST", `/api/games/${g.id}/moves`, {
      token: g.tokens[seat],
      body: { move, version: mine.version, key },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  }

  it("is asked, refused, asked again, agreed and retried; the log loses the move and the record verifies", async () => {
    // Roll & write: the roller rolls (dice drawn: no takeback), then picks a value (nothing drawn).
    const g = await createGame("boxcars-rw", 2, {}, { serverSeed: "7a".repeat(32) });
    await claimAll(g);
    for (const seat of [0, 1])
      await api("PUT", `/api/games/${g.id}/notifications`, {
        token: g.tokens[seat],
        body: { email: null, webhook: { url: hookOf(seat), kind: "json" } },
      });
    const takebackNotices = (seat: number) => eventsTo(seat).filter((e) => e === "takeback").length;
    expect((await play(g, 0, "first-roll")).canTakeBack).toBeUndefined();
    const moved = await play(g, 0, "first-pick");
    expect(moved.canTakeBack).toBe(true);
    expect((await read(g, 1)).canTakeBack).toBeUndefined(); // not seat 1's move
    const count = moved.recentMoves.at(-1)!.n;

    const asked = await ask(g, 0, "ask", moved.version, "ask-one-1");
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.takeback).toEqual({ status: "asked", seat: 0, move: count, agreed: [], waiting: [1] });
    expect(asked.body.canTakeBack).toBeUndefined();
    // A retry answers again and applies nothing twice (same version).
    const again = await ask(g, 0, "ask", moved.version, "ask-one-1");
    expect([again.status, again.body.version]).toEqual([200, asked.body.version]);
    expect((await read(g, 1)).takeback?.waiting).toEqual([1]);
    // The seat asked is told once (the retry adds nothing), on its own channel; the asker is not.
    await runAlarm(g.id);
    expect([takebackNotices(0), takebackNotices(1)]).toEqual([0, 1]);
    expect(hooks.calls.find((c) => c.body.event === "takeback")!.body).toMatchObject({
      subject: "Player 1 asks to take back a move in Boxcars roll & write",
      text: expect.stringMatching(/asks to take back their last move .* Open the game to agree or refuse/),
    });
    const own = await ask(g, 0, "agree", asked.body.version, "agree-own-1");
    expect([own.status, own.body.error.code]).toEqual([409, "not_asked"]);

    const refused = await ask(g, 1, "refuse", asked.body.version, "refuse-one-1");
    expect(refused.body.takeback).toMatchObject({ status: "refused", refusedBy: 1, waiting: [] });
    const agreeLate = await ask(g, 1, "agree", refused.body.version, "agree-late-1");
    expect([agreeLate.status, agreeLate.body.error.code]).toEqual([409, "no_takeback"]);

    const asked2 = await ask(g, 0, "ask", refused.body.version, "ask-two-22");
    expect(asked2.body.takeback?.status).toBe("asked");
    await runAlarm(g.id);
    expect(takebackNotices(1)).toBe(2); // asked again: told again
    const agreed = await ask(g, 1, "agree", asked2.body.version, "agree-two-2");
    expect(agreed.status, JSON.stringify(agreed.body)).toBe(200);
    expect(agreed.body.takeback).toMatchObject({ status: "taken", agreed: [1], move: count });
    expect(agreed.body.recentMoves.map((m: { n: number }) => m.n)).not.toContain(count);
    const retried = await ask(g, 1, "agree", asked2.body.version, "agree-two-2");
    expect([retried.status, retried.body.version]).toEqual([200, agreed.body.version]);
    const mine = await read(g, 0);
    expect(mine.activeSeats).toContain(0);
    expect(mine.legalMoves?.length).toBeGreaterThan(0);
    // The old move's retry is stale: it never comes back.
    const stale = await api("POST", `/api/games/${g.id}/moves`, {
      token: g.tokens[0],
      body: { move: moved.recentMoves.at(-1)!.move, version: moved.version - 1, key: "first-pick" },
    });
    expect(stale.status).toBe(409);

    // The host ends the game: the record, seed revealed, verifies without the taken-back move.
    const end = await api<GameResponse>("POST", `/api/games/${g.id}/host`, {
      token: g.host,
      body: { action: "abort" },
    });
    expect(end.body.status).toBe("finished");
    const record = await api<GameRecord>("GET", `/api/games/${g.id}/record`);
    expect(record.body.moves.map((m) => [m.n, m.move.type])).toEqual([[1, "roll"]]); // the pick is gone
    expect(verifyRecord(games, record.body)).toMatchObject({ ok: true });
  }, 30_000);

  it("refuses when something is known since, in hidden-information and rated games, and bad input, storing nothing", async () => {
    const g = await createGame("boxcars-rw", 2, {}, { serverSeed: "7b".repeat(32) });
    await claimAll(g);
    await play(g, 0, "rw-roll-0");
    await play(g, 0, "rw-pick-0");
    const first = await play(g, 0, "rw-write-0");
    // The other seat's write is the next move: it ends the request.
    const asked = await ask(g, 0, "ask", first.version, "rw-ask-000");
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const written = await play(g, 1, "rw-write-1");
    expect(written.takeback).toBeUndefined();
    const late = await ask(g, 1, "agree", written.version, "rw-agree-late");
    expect([late.status, late.body.error.code]).toEqual([409, "no_takeback"]);
    const notMine = await ask(g, 0, "ask", written.version, "rw-ask-222");
    expect([notMine.status, notMine.body.error.code]).toEqual([409, "not_your_move"]);
    // Play on until someone rolls: a roll is never taken back.
    let next = written;
    for (let i = 0; next.recentMoves.at(-1)!.move.type !== "roll"; i++)
      next = await play(g, next.activeSeats[0], `rw-on-${i}-0`, "roll");
    const roller = next.recentMoves.at(-1)!.seat;
    const rolled = await ask(g, roller, "ask", next.version, "rw-ask-111");
    expect([rolled.status, rolled.body.error.code]).toEqual([409, "dice_rolled"]);

    // Mr. Natural: a roll draws dice.
    const mr = await createGame("mr-natural", 2, { target: 10000 });
    await claimAll(mr);
    const roll = await play(mr, 0, "mr-roll-0");
    expect(roll.canTakeBack).toBeUndefined();
    const r = await ask(mr, 0, "ask", roll.version, "mr-ask-000");
    expect([r.status, r.body.error.code]).toEqual([409, "dice_rolled"]);

    // Birthright Conquest keeps hands hidden: no takeback, whatever the move.
    const bc = await createGame("birthright-conquest", 2, {});
    await claimAll(bc);
    const seat = (await read(bc, 0)).activeSeats[0];
    const bcMove = await play(bc, seat, "bc-move-0");
    expect(bcMove.canTakeBack).toBeUndefined();
    const h = await ask(bc, seat, "ask", bcMove.version, "bc-ask-000");
    expect([h.status, h.body.error.code]).toEqual([409, "hidden_information"]);

    // A rated game forbids it.
    const rated = await createGame("boxcars-rw", 2, {}, { serverSeed: "7c".repeat(32) });
    await claimAll(rated);
    await play(rated, 0, "rated-roll");
    const w = await play(rated, 0, "rated-pick");
    await changeStorage(rated.id, (storage) => storage.sql.exec("UPDATE meta SET rated = 1"));
    const rr = await ask(rated, 0, "ask", w.version, "rated-ask-0");
    expect([rr.status, rr.body.error.code]).toEqual([409, "rated"]);

    const stored = await dump(g.id);
    for (const body of [
      {},
      { action: "undo", version: next.version, key: "bad-action-1" },
      { action: "ask", version: "1", key: "bad-version" },
      { action: "ask", version: next.version, key: "short" },
      { action: "ask", version: next.version, key: "bad-extra-1", move: 3 },
    ]) {
      const res = await api("POST", `/api/games/${g.id}/takeback`, { token: g.tokens[1], body });
      expect([res.status, res.body.error.code], JSON.stringify(body)).toEqual([400, "bad_request"]);
    }
    for (const token of [g.host, undefined]) {
      const res = await api("POST", `/api/games/${g.id}/takeback`, {
        token,
        body: { action: "ask", version: next.version, key: "not-a-player" },
      });
      expect([res.status, res.body.error.code]).toEqual([403, "not_a_player"]);
    }
    const stale = await ask(g, 1, "ask", next.version - 1, "rw-stale-1");
    expect([stale.status, stale.body.error.code, stale.body.game.version]).toEqual([
      409,
      "stale_version",
      next.version,
    ]);
    expect(await dump(g.id)).toBe(stored);
  }, 30_000);
});
