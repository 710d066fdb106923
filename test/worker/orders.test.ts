/** Standing orders: set on the sheet, kept by the room, played from its alarm as `by: "order"`, told to the player. */
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import type { GameRecord } from "../../worker/engine/record";
import type { GameResponse, StandingOrder } from "../../worker/wire";
import { api, captureWebhooks, claimAll, createGame, roomStub, runAlarm, type TestGame } from "./support";

let hooks: ReturnType<typeof captureWebhooks>;
afterEach(() => hooks?.restore());

const ORDER = { roll: true, bankAt: 350, rerollAll: false, pick: true };

async function orders(id: string) {
  return runInDurableObject(roomStub(id), (_room, state) =>
    state.storage.sql.exec("SELECT * FROM standing_orders").toArray(),
  );
}

/** Seat 0 plays its turn by hand until the turn passes. */
async function playTurnByHand(g: TestGame) {
  let state = (await api<GameResponse>("GET", `/api/games/${g.id}`)).body;
  for (let i = 0; state.activeSeats[0] === 0 && state.status === "playing"; i++) {
    const mine = (await api<GameResponse>("GET", `/api/games/${g.id}`, { token: g.tokens[0] })).body;
    const move = mine.legalMoves!.find((m) => m.type === "bank") ?? mine.legalMoves![0];
    state = (
      await api<GameResponse>("POST", `/api/games/${g.id}/moves`, {
        token: g.tokens[0],
        body: { move, version: mine.version, key: `hand-${g.id}-${i}` },
      })
    ).body;
  }
  return state;
}

describe("standing orders", () => {
  it("shows the game's order fields, stores a seat's order, and plays it when the seat's turn comes", async () => {
    hooks = captureWebhooks();
    const g = await createGame("mr-natural", 2, { target: 10000 });
    await claimAll(g);
    const hook = await api("PUT", `/api/games/${g.id}/notifications`, {
      token: g.tokens[1],
      body: { email: null, webhook: { url: "https://hooks.test/seat-1", kind: "json" } },
    });
    expect(hook.status).toBe(200);

    const empty = await api<StandingOrder>("GET", `/api/games/${g.id}/orders`, { token: g.tokens[1] });
    expect(empty.status).toBe(200);
    expect(empty.body.order).toBeNull();
    expect(Object.keys(empty.body.fields)).toEqual(["roll", "bankAt", "rerollAll", "pick"]);

    const set = await api<StandingOrder>("PUT", `/api/games/${g.id}/orders`, {
      token: g.tokens[1],
      body: { order: ORDER },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.order).toEqual(ORDER);
    expect(set.body.description).toMatch(/bank from 350/);
    // Another seat's order is its own: seat 0 still has none.
    expect(
      (await api<StandingOrder>("GET", `/api/games/${g.id}/orders`, { token: g.tokens[0] })).body.order,
    ).toBeNull();

    const handed = await playTurnByHand(g);
    expect(handed.activeSeats).toEqual([1]);
    // The answer handing the turn over made no move for seat 1: its order plays from the alarm (which
    // may also fire by itself a second later).
    expect(handed.recentMoves.every((m) => m.seat === 0)).toBe(true);
    await runDurableObjectAlarm(roomStub(g.id));
    const rec = (await api<GameRecord>("GET", `/api/games/${g.id}/record`)).body;
    const played = rec.moves.filter((m) => m.seat === 1);
    expect(played.length).toBeGreaterThan(0);
    expect(played.every((m) => m.seat === 1 && m.by === "order")).toBe(true);
    // Every choice was the order's: a roll while it could not lose, a bank from 350, a pick on a Nothing.
    for (const m of played) expect(["roll", "bank", "pick"]).toContain(m.move.type);

    // The player is told what the order did.
    await runAlarm(g.id);
    const told = hooks.calls.filter((c) => c.body.event === "order");
    expect(told).toHaveLength(1);
    expect(told[0].body.text).toMatch(/standing order .* played/);
  });

  it("clears an order with null", async () => {
    const g = await createGame("mr-natural", 2);
    await claimAll(g);
    await api("PUT", `/api/games/${g.id}/orders`, { token: g.tokens[0], body: { order: ORDER } });
    const cleared = await api<StandingOrder>("PUT", `/api/games/${g.id}/orders`, {
      token: g.tokens[0],
      body: { order: null },
    });
    expect(cleared.body).toMatchObject({ order: null, description: null });
    expect(await orders(g.id)).toEqual([]);
  });

  it.each([
    ["an unknown member", { ...ORDER, autopilot: true }, "bad_order"],
    ["a value not offered", { ...ORDER, bankAt: 123 }, "bad_order"],
    ["a wrong type", { ...ORDER, roll: "yes" }, "bad_order"],
    ["no order member", undefined, "bad_request"],
  ])("refuses %s: a clear 400, nothing stored", async (_name, order, code) => {
    const g = await createGame("mr-natural", 2);
    await claimAll(g);
    const res = await api("PUT", `/api/games/${g.id}/orders`, {
      token: g.tokens[0],
      body: order === undefined ? {} : { order },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(code);
    expect(await orders(g.id)).toEqual([]);
  });

  it("refuses orders for a game without them, for the host and without a token", async () => {
    const boxCars = await createGame("box-cars-d10", 2);
    await claimAll(boxCars);
    const none = await api("PUT", `/api/games/${boxCars.id}/orders`, {
      token: boxCars.tokens[0],
      body: { order: {} },
    });
    expect([none.status, none.body.error.code]).toEqual([400, "no_orders"]);
    expect(await orders(boxCars.id)).toEqual([]);

    const g = await createGame("mr-natural", 2);
    await claimAll(g);
    const host = await api("PUT", `/api/games/${g.id}/orders`, { token: g.host, body: { order: ORDER } });
    expect([host.status, host.body.error.code]).toEqual([403, "not_a_player"]);
    const anonymous = await api("GET", `/api/games/${g.id}/orders`);
    expect(anonymous.status).toBe(401);
    expect(await orders(g.id)).toEqual([]);
  });
});
