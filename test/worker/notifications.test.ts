/** Turn notifications, reminders, deadlines and vacations, with the room's clock advanced. */
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import type { GameResponse, NotificationSettings } from "../../worker/wire";
import { isPrivateHost, webhookProblem } from "../../worker/notify/contacts";
import { signature } from "../../worker/notify/send";
import {
  advanceClock,
  api,
  captureWebhooks,
  createGame,
  playToEnd,
  roomDump,
  roomGone,
  runAlarm,
  waitForArchive,
  throughSelf,
  type TestGame,
} from "./support";

throughSelf();

const HOUR = 3600_000;
let hooks: ReturnType<typeof captureWebhooks>;
afterEach(() => hooks?.restore());

const hookOf = (seat: number) => `https://hooks.test/seat-${seat}`;

async function claim(g: TestGame, seat: number) {
  return api<GameResponse>("POST", `/api/games/${g.id}/claim`, {
    token: g.tokens[seat],
    body: { name: ["Ann", "Bob", "Cleo"][seat] },
  });
}

async function setHook(g: TestGame, seat: number, extra: Record<string, unknown> = {}) {
  const res = await api<NotificationSettings>("PUT", `/api/games/${g.id}/notifications`, {
    token: g.tokens[seat],
    body: { email: null, webhook: { url: hookOf(seat), kind: "json" }, ...extra },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** A two-seat game where both seats have a JSON webhook, started; seat 0 is to play. */
async function hookedGame(clock: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  const g = await createGame("mr-natural", 2, { target: 2000 });
  if (Object.keys(clock).length) {
    // Target 10,000: a bot playing a timed-out turn must not win the game with it (it banks from 4,450).
    const res = await api("POST", "/api/games", {
      body: { game: "mr-natural", seats: 2, options: { target: 10000 }, clock },
    });
    expect(res.status).toBe(201);
    Object.assign(g, {
      id: res.body.id,
      created: res.body,
      host: "",
      tokens: res.body.seats.map((s: { url: string }) => new URL(s.url).hash.slice(1)),
    });
  }
  await claim(g, 0);
  await setHook(g, 0, extra);
  await claim(g, 1);
  await setHook(g, 1, extra);
  return g;
}

/** Plays the seat's whole turn: bank when allowed, else the first legal move. */
async function playTurn(g: TestGame, seat: number) {
  for (let i = 0; i < 100; i++) {
    const me = (await api<GameResponse>("GET", `/api/games/${g.id}`, { token: g.tokens[seat] })).body;
    if (!me.activeSeats.includes(seat)) return me;
    const move = me.legalMoves!.find((m) => m.type === "bank") ?? me.legalMoves![0];
    const res = await api("POST", `/api/games/${g.id}/moves`, {
      token: g.tokens[seat],
      body: { move, version: me.version, key: `turn-${seat}-${me.version}-x` },
    });
    expect(res.status).toBe(200);
  }
  throw new Error("turn did not end");
}

const callsTo = (seat: number) => hooks.calls.filter((c) => c.url === hookOf(seat));

describe("turn notifications", () => {
  it("tells a seat when it becomes able to act, never for its own moves, signed and without tokens", async () => {
    hooks = captureWebhooks();
    const g = await hookedGame();
    await runAlarm(g.id);
    expect(callsTo(0).map((c) => c.body.event)).toEqual(["turn"]); // the game started: seat 0 is to play
    expect(callsTo(1)).toEqual([]);

    await playTurn(g, 0);
    await runAlarm(g.id);
    expect(callsTo(0)).toHaveLength(1); // nothing for seat 0's own moves
    expect(callsTo(1).map((c) => c.body.event)).toEqual(["turn"]);
    const message = callsTo(1)[0];
    expect(message.body.url).toBe(`https://boxcars.test/play/${g.id}`);
    expect(message.body.text).toMatch(
      /^Bob, it is your turn in BOXCAR \(Mr\. Natural\)\. Since your last move Ann made \d+ moves?\. .*Totals: Ann/,
    );

    const all = JSON.stringify(hooks.calls);
    for (const token of [g.host, ...g.tokens].filter(Boolean)) expect(all).not.toContain(token);
    // A webhook is often a shared channel: it never carries a one-tap answer link.
    expect(all).not.toContain("/answer/");
    const secret = (
      await api<NotificationSettings>("GET", `/api/games/${g.id}/notifications`, { token: g.tokens[1] })
    ).body.contact.webhook!.secret;
    expect(message.headers["x-boxcars-signature"]).toBe(signature(secret, JSON.stringify(message.body)));
  });

  it("retries a failing webhook with backoff and delivers exactly once after it recovers", async () => {
    let failures = 2;
    hooks = captureWebhooks(() => (failures-- > 0 ? 500 : 204));
    const g = await hookedGame();
    await runAlarm(g.id);
    let mine = (
      await api<NotificationSettings>("GET", `/api/games/${g.id}/notifications`, { token: g.tokens[0] })
    ).body;
    expect(mine.deliveries[0]).toMatchObject({
      status: "pending",
      attempts: 1,
      error: "webhook answered 500",
    });
    await runAlarm(g.id); // not due yet: nothing is sent
    expect(callsTo(0)).toHaveLength(1);
    await advanceClock(g.id, 31_000);
    await runAlarm(g.id);
    await advanceClock(g.id, 61_000);
    await runAlarm(g.id);
    await advanceClock(g.id, HOUR);
    await runAlarm(g.id);
    await runAlarm(g.id);
    expect(callsTo(0).map((c) => c.headers["x-boxcars-delivery"])).toEqual(
      Array(3).fill(callsTo(0)[0].headers["x-boxcars-delivery"]),
    );
    mine = (
      await api<NotificationSettings>("GET", `/api/games/${g.id}/notifications`, { token: g.tokens[0] })
    ).body;
    expect(mine.deliveries[0]).toMatchObject({ status: "sent", attempts: 3, error: null });
  });

  it("sends at most one message per digest window", async () => {
    hooks = captureWebhooks();
    const g = await hookedGame({}, { digestHours: 1 });
    await runAlarm(g.id);
    await playTurn(g, 0);
    await runAlarm(g.id);
    await playTurn(g, 1);
    await runAlarm(g.id);
    expect(callsTo(0)).toHaveLength(1); // seat 0's second turn falls inside the hour
    await advanceClock(g.id, HOUR);
    await runAlarm(g.id);
    expect(callsTo(0)).toHaveLength(2);
  });

  it("sends a test message on request, and keeps contact data from other players", async () => {
    hooks = captureWebhooks();
    const g = await hookedGame();
    const queued = await api("POST", `/api/games/${g.id}/notifications/test`, { token: g.tokens[1] });
    expect(queued.status).toBe(202);
    await runAlarm(g.id);
    expect(callsTo(1).map((c) => c.body.event)).toEqual(["test"]);
    const public_ = JSON.stringify((await api("GET", `/api/games/${g.id}`, { token: g.tokens[0] })).body);
    expect(public_).not.toContain("hooks.test");
    const theirs = (
      await api<NotificationSettings>("GET", `/api/games/${g.id}/notifications`, { token: g.tokens[1] })
    ).body;
    expect(theirs.contact.webhook!.url).toBe(hookOf(1));
  });

  it("drops contact data when the game is archived", async () => {
    hooks = captureWebhooks();
    const g = await hookedGame();
    await playToEnd(g);
    await waitForArchive(g.id);
    // The room's storage, contacts included, is deleted once the game is archived.
    expect(await roomGone(g.id)).toBe(true);
    const res = await api("GET", `/api/games/${g.id}/notifications`, { token: g.tokens[0] });
    expect([res.status, res.body.error.code]).toEqual([409, "archived"]);
  });
});

describe("reminders and deadlines", () => {
  it("reminds once before the deadline, then the bot plays the turn, once, even when the alarm runs twice", async () => {
    hooks = captureWebhooks();
    const g = await hookedGame({ perMoveDays: 1, reminder: true, onTimeout: "bot" });
    const started = (await api<GameResponse>("GET", `/api/games/${g.id}`)).body;
    expect(Date.parse(started.timers[0].deadline!) - Date.now()).toBeGreaterThan(23 * HOUR);
    expect(started.timers[1].deadline).toBeNull();
    await runAlarm(g.id);
    await advanceClock(g.id, 13 * HOUR);
    await runAlarm(g.id);
    await runAlarm(g.id);
    expect(callsTo(0).map((c) => c.body.event)).toEqual(["turn", "reminder"]);

    await advanceClock(g.id, 12 * HOUR);
    await runAlarm(g.id);
    const after = (await api<GameResponse>("GET", `/api/games/${g.id}`)).body;
    expect(after.activeSeats).toEqual([1]);
    expect(after.recentMoves.length).toBeGreaterThan(0);
    expect(after.recentMoves.every((m) => m.by === "bot" && m.seat === 0)).toBe(true);
    await runAlarm(g.id);
    await runAlarm(g.id);
    expect((await api<GameResponse>("GET", `/api/games/${g.id}`)).body.version).toBe(after.version);
    expect(callsTo(0).map((c) => c.body.event)).toEqual(["turn", "reminder", "timeout"]);
    expect(callsTo(1).map((c) => c.body.event)).toEqual(["turn"]);
  });

  it.each([
    ["skip", "skipped", [1]],
    ["drop", "dropped", [1]],
  ])("applies the %s policy as a recorded clock move that replays", async (onTimeout, outcome, active) => {
    hooks = captureWebhooks();
    const g = await hookedGame({ perMoveDays: 3, onTimeout });
    await advanceClock(g.id, 3 * 24 * HOUR + 1);
    await runAlarm(g.id);
    const after = (await api<GameResponse>("GET", `/api/games/${g.id}`)).body;
    expect(after.activeSeats).toEqual(active);
    expect(after.recentMoves.at(-1)).toMatchObject({ seat: 0, by: "clock" });
    expect((after.view as { lastTurn: { outcome: string } }).lastTurn.outcome).toBe(outcome);
    const record = (await api("GET", `/api/games/${g.id}/record`)).body;
    expect(record.moves.at(-1)).toMatchObject({ by: "clock", move: { type: `$${onTimeout}` } });
  });

  it("refuses a timeout policy the game's rules do not allow, and a bad clock", async () => {
    for (const clock of [
      { perMoveDays: 2 },
      { onTimeout: "forfeit" },
      { reminder: "yes" },
      { sundays: true },
    ]) {
      const res = await api("POST", "/api/games", { body: { game: "mr-natural", seats: 2, clock } });
      expect([res.status, res.body.error.code]).toEqual([400, "bad_clock"]);
    }
  });

  it("lets a player take vacation days up to the allowance, pushing the deadline back", async () => {
    const g = await hookedGame({ perMoveDays: 1, vacationDays: 3 });
    const before = (await api<GameResponse>("GET", `/api/games/${g.id}`)).body;
    const res = await api<GameResponse>("POST", `/api/games/${g.id}/vacation`, {
      token: g.tokens[0],
      body: { days: 2 },
    });
    expect(res.status).toBe(200);
    expect(Date.parse(res.body.timers[0].deadline!) - Date.parse(before.timers[0].deadline!)).toBe(
      2 * 24 * HOUR,
    );
    expect(res.body.timers[0].vacationDaysLeft).toBe(1);
    const tooMuch = await api("POST", `/api/games/${g.id}/vacation`, {
      token: g.tokens[0],
      body: { days: 2 },
    });
    expect([tooMuch.status, tooMuch.body.error.code]).toEqual([409, "no_vacation_left"]);
    for (const days of [0, 15, 1.5, "2"]) {
      expect(
        (await api("POST", `/api/games/${g.id}/vacation`, { token: g.tokens[0], body: { days } })).status,
      ).toBe(400);
    }
  });
});

describe("bad contact input", () => {
  it.each([
    ["an invalid email", { email: "not-an-email", webhook: null }, "bad_request"],
    ["an oversize email", { email: `${"a".repeat(250)}@x.io`, webhook: null }, "bad_request"],
    [
      "a non-https webhook",
      { email: null, webhook: { url: "http://example.com/hook", kind: "json" } },
      "bad_webhook",
    ],
    [
      "an ftp webhook",
      { email: null, webhook: { url: "ftp://example.com/hook", kind: "json" } },
      "bad_webhook",
    ],
    [
      "a webhook with credentials",
      { email: null, webhook: { url: "https://u:p@example.com/hook", kind: "json" } },
      "bad_webhook",
    ],
    [
      "an oversize webhook",
      { email: null, webhook: { url: `https://example.com/${"x".repeat(500)}`, kind: "json" } },
      "bad_request",
    ],
    [
      "an unknown webhook kind",
      { email: null, webhook: { url: "https://example.com/hook", kind: "teams" } },
      "bad_request",
    ],
    ["a digest not offered", { email: null, webhook: null, digestHours: 5 }, "bad_request"],
  ])("refuses %s and stores nothing", async (_name, body, code) => {
    const g = await createGame("mr-natural", 2);
    await claim(g, 0);
    const before = await roomDump(g.id);
    const res = await api("PUT", `/api/games/${g.id}/notifications`, { token: g.tokens[0], body });
    expect([res.status, res.body.error.code]).toEqual([400, code]);
    expect(await roomDump(g.id)).toBe(before);
  });

  it("refuses spectators, the host and unclaimed seats", async () => {
    const g = await createGame("mr-natural", 2);
    const body = { email: "ann@example.com", webhook: null };
    for (const token of [undefined, g.host, g.tokens[1]]) {
      const res = await api("PUT", `/api/games/${g.id}/notifications`, { token, body });
      expect([res.status, res.body.error.code]).toEqual([403, "not_a_player"]);
    }
  });

  it("refuses private and loopback webhooks in production mode", () => {
    for (const url of [
      "https://127.0.0.1/x",
      "https://10.1.2.3/x",
      "https://192.168.0.9/x",
      "https://172.20.0.1/x",
      "https://localhost/x",
      "https://[::1]/x",
      "https://printer.local/x",
      "https://169.254.169.254/x",
    ]) {
      expect(webhookProblem(url, true), url).toMatch(/private or loopback/);
    }
    expect(webhookProblem("http://discord.com/api/webhooks/1", true)).toMatch(/https/);
    expect(webhookProblem("https://discord.com/api/webhooks/1/abc", true)).toBeNull();
    expect(webhookProblem("http://127.0.0.1:8787/dev/hooks/me", false)).toBeNull();
    expect(isPrivateHost("8.8.8.8")).toBe(false);
  });
});

describe("email", () => {
  it("captures turn emails in development", async () => {
    const g = await createGame("mr-natural", 2);
    await claim(g, 0);
    const set = await api("PUT", `/api/games/${g.id}/notifications`, {
      token: g.tokens[0],
      body: { email: "ann@example.com", webhook: null },
    });
    expect(set.status).toBe(200);
    await claim(g, 1);
    await runAlarm(g.id);
    const { results } = await env.DB.prepare(
      "SELECT * FROM dev_messages WHERE \"to\" = 'ann@example.com' AND body LIKE ?",
    )
      .bind(`%${g.id}%`)
      .all();
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ channel: "email", subject: "Your turn in BOXCAR (Mr. Natural)" });
    expect(String(results[0].body)).not.toContain(g.tokens[0]);
    // Ann's first decision is one tap (roll): a link to the answer page, its capability in the fragment.
    expect(String(results[0].body)).toMatch(
      new RegExp(
        `Roll 6 dice: https://boxcars\\.test/answer/${g.id}#0\\.\\d+\\.[0-9a-f]{32}\\.0\\.Roll%206%20dice`,
      ),
    );
  });
});
