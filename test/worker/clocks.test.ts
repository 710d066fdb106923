/**
 * Clocks in the room with a fake time (issue #37 items 1, 2, 4): the bank, its increment and cap,
 * the weekend pause in a claimant's time zone, reminders at the points a player chose, each timeout
 * policy on a bank, vacation days instead of timing out, away until a date (others told), the nudge;
 * bad input for every new field, refused with nothing stored.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { GameResponse } from "../../worker/wire";
import { api, captureWebhooks, roomDump, runAlarm, throughSelf, type TestGame } from "./support";

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
    at(1.4 * DAY);
    await runAlarm(g.id);
    expect(eventsTo(0)).toEqual(["turn"]);
    at(1.6 * DAY);
    await runAlarm(g.id);
    expect(eventsTo(0)).toEqual(["turn", "reminder"]);
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
