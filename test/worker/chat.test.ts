/** Table talk: players write, everyone reads (after the archive too), rate limited, in turn messages and the record. */
import { describe, expect, it } from "vitest";
import type { GameRecord } from "../../worker/engine/record";
import type { ChatMessage } from "../../worker/wire";
import { runDurableObjectAlarm } from "cloudflare:test";
import {
  api,
  changeStorage,
  claimAll,
  createGame,
  playToEnd,
  roomDump,
  roomStub,
  runAlarm,
  captureWebhooks,
  waitForArchive,
} from "./support";

const say = (id: string, token: string | null, text: unknown) =>
  api<any>("POST", `/api/games/${id}/chat`, { token: token ?? undefined, body: { text } });
const read = async (id: string, after = 0) =>
  (await api<{ messages: ChatMessage[] }>("GET", `/api/games/${id}/chat?after=${after}`)).body.messages;

describe("table talk", () => {
  it("keeps players' messages as plain text, in order, for everyone to read", async () => {
    const g = await createGame("box-cars-d10", 2);
    await claimAll(g);
    const first = await say(g.id, g.tokens[0], "  good luck <b>all</b>  ");
    expect(first.status).toBe(201);
    expect(first.body.message).toMatchObject({
      n: 1,
      seat: 0,
      name: "Player 1",
      text: "good luck <b>all</b>",
    });
    await say(g.id, g.tokens[1], "you too\nsee you tomorrow");
    expect((await read(g.id)).map((m) => [m.seat, m.text])).toEqual([
      [0, "good luck <b>all</b>"],
      [1, "you too\nsee you tomorrow"],
    ]);
    expect((await read(g.id, 1)).map((m) => m.n)).toEqual([2]);
    // The game's record carries it, for the replay; D1 serves it once the room is gone.
    await playToEnd(g, 5);
    const record = (await api<GameRecord>("GET", `/api/games/${g.id}/record`)).body;
    expect(record.chat?.map((m) => m.text)).toEqual(["good luck <b>all</b>", "you too\nsee you tomorrow"]);
    await waitForArchive(g.id);
    // The talk closes at the end (nothing stored), and the archive keeps it once the room is purged.
    const late = await say(g.id, g.tokens[0], "gg");
    expect([late.status, late.body.error.code]).toEqual([409, "talk_closed"]);
    await changeStorage(g.id, (storage) =>
      storage.sql.exec("UPDATE meta SET archived_at = '2000-01-01T00:00:00.000Z'"),
    );
    await runDurableObjectAlarm(roomStub(g.id));
    expect(await roomDump(g.id).catch(() => "gone")).toBe("gone");
    expect((await read(g.id)).map((m) => m.text)).toEqual([
      "good luck <b>all</b>",
      "you too\nsee you tomorrow",
    ]);
  }, 60_000);

  it("puts the others' messages into the next turn message", async () => {
    const hooks = captureWebhooks();
    try {
      const g = await createGame("mr-natural", 2, { target: 2000 });
      await claimAll(g);
      await api("PUT", `/api/games/${g.id}/notifications`, {
        token: g.tokens[1],
        body: { email: null, webhook: { url: "https://hooks.test/chat-1", kind: "json" } },
      });
      await say(g.id, g.tokens[0], "your move soon, Bob");
      // Seat 0 plays its turn; seat 1 is told, with the table talk.
      for (let i = 0; i < 50; i++) {
        const mine = (await api("GET", `/api/games/${g.id}`, { token: g.tokens[0] })).body;
        if (!mine.legalMoves) break;
        const move = mine.legalMoves.find((m: { type: string }) => m.type === "bank") ?? mine.legalMoves[0];
        await api("POST", `/api/games/${g.id}/moves`, {
          token: g.tokens[0],
          body: { move, version: mine.version, key: `chat-move-${i}` },
        });
      }
      await runAlarm(g.id);
      const turn = hooks.calls.find((c) => c.url.endsWith("/chat-1") && c.body.event === "turn");
      expect(turn?.body.text).toMatch(/Table talk: Player 1: “your move soon, Bob”/);
    } finally {
      hooks.restore();
    }
  });

  it("limits a seat to 5 messages in 30 seconds", async () => {
    const g = await createGame("mr-natural", 2);
    await claimAll(g);
    for (let i = 0; i < 5; i++) expect((await say(g.id, g.tokens[0], `m${i}`)).status).toBe(201);
    const sixth = await say(g.id, g.tokens[0], "one too many");
    expect(sixth.status).toBe(429);
    expect((await say(g.id, g.tokens[1], "the other seat may")).status).toBe(201);
  });

  it.each([
    ["an empty message", "   ", 400],
    ["a message over 500 characters", "x".repeat(501), 400],
    ["a control character", "hi\u0007there", 400],
    ["a bidi override", "right\u202eto left", 400],
    ["not a string", 42, 400],
  ])("refuses %s: a clear 400, nothing stored", async (_name, text, status) => {
    const g = await createGame("mr-natural", 2);
    await claimAll(g);
    const before = await roomDump(g.id);
    const res = await say(g.id, g.tokens[0], text);
    expect(res.status).toBe(status);
    expect(await roomDump(g.id)).toBe(before);
    expect(await read(g.id)).toEqual([]);
  });

  it("refuses spectators, the host and unclaimed seats as writers", async () => {
    const g = await createGame("mr-natural", 2);
    expect((await say(g.id, g.tokens[0], "too early")).status).toBe(403); // not claimed yet
    await claimAll(g);
    expect((await say(g.id, null, "hello")).status).toBe(403);
    expect((await say(g.id, g.host, "hello")).status).toBe(403);
    expect(await read(g.id)).toEqual([]);
    const bad = await api("GET", `/api/games/${g.id}/chat?after=-1`);
    expect([bad.status, bad.body.error.code]).toEqual([400, "bad_query"]);
  });
});
