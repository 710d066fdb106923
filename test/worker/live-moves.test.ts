/**
 * Moves on a game's live socket (worker/room/socket-move.ts): stored before the reply, answered as
 * `POST /moves` answers, applied once per key, refused with a clear 4xx reply that stores nothing,
 * the same rate limit as HTTP, and the mover's socket not told of its own move while the others are.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { GameResponse, LiveMessage } from "../../worker/wire";
import { moveBody } from "../../worker/input/move";
import { socketMoveProblem } from "../../worker/room/socket-move";
import { api, claimAll, createGame, roomDump, type TestGame } from "./support";

type Reply = Extract<LiveMessage, { type: "reply" }>;

interface Listener {
  ws: WebSocket;
  heard: LiveMessage[];
  /** Sends `message` (an object as JSON, or the text as it is) and waits for the reply. */
  send(message: unknown): Promise<Reply>;
}

async function listen(id: string, headers: Record<string, string> = {}): Promise<Listener> {
  const res = await SELF.fetch(`https://boxcars.test/api/games/${id}/live`, {
    headers: { Upgrade: "websocket", ...headers },
  });
  expect(res.status).toBe(101);
  const ws = res.webSocket!;
  const heard: LiveMessage[] = [];
  const waiting: ((reply: Reply) => void)[] = [];
  ws.addEventListener("message", (e) => {
    const message = JSON.parse(e.data as string) as LiveMessage;
    if (message.type === "reply") waiting.shift()?.(message);
    else heard.push(message);
  });
  ws.accept();
  const send = (message: unknown) =>
    new Promise<Reply>((resolve) => {
      waiting.push(resolve);
      ws.send(
        typeof message === "string" || message instanceof ArrayBuffer ? message : JSON.stringify(message),
      );
    });
  return { ws, heard, send };
}

async function started(): Promise<{ g: TestGame; game: GameResponse; token: string }> {
  const g = await createGame("mr-natural", 2);
  const game = await claimAll(g);
  return { g, game, token: g.tokens[game.activeSeats[0]] };
}

/** Seat `token`'s roll as a socket message. */
const roll = (token: string, version: number, key: string) => ({
  type: "move",
  token,
  move: { type: "roll" },
  version,
  key,
});

const settle = () => new Promise((r) => setTimeout(r, 50));

describe("moves on the live socket", () => {
  it("stores the move before the reply, answers as POST /moves, and tells the other sockets only", async () => {
    const { g, game, token } = await started();
    const mover = await listen(g.id);
    const watcher = await listen(g.id);
    const reply = await mover.send(roll(token, game.version, "socket-1"));
    expect(reply).toMatchObject({ type: "reply", key: "socket-1", status: 200 });
    const answered = reply.body as GameResponse;
    expect(answered.version).toBe(game.version + 1);
    expect(answered.you).toMatchObject({ role: "player", seat: game.activeSeats[0] });
    const read = await api<GameResponse>("GET", `/api/games/${g.id}`, { token });
    expect(read.body).toEqual(answered);
    await settle();
    expect(watcher.heard).toContainEqual({ type: "version", version: answered.version });
    expect(mover.heard).not.toContainEqual({ type: "version", version: answered.version });
  });

  it("applies a retried key once and answers it again; a key reused for another move is refused", async () => {
    const { g, game, token } = await started();
    const socket = await listen(g.id);
    const move = roll(token, game.version, "socket-retry");
    const first = await socket.send(move);
    const dump = await roomDump(g.id);
    const again = await socket.send(move);
    expect(again).toEqual(first);
    expect(await roomDump(g.id)).toBe(dump);
    // The same key by HTTP is the same request too: one move, whichever way it came.
    const byHttp = await api("POST", `/api/games/${g.id}/moves`, {
      token,
      body: { move: { type: "roll" }, version: game.version, key: "socket-retry" },
    });
    expect(byHttp).toEqual({ status: 200, body: first.body });
    const reused = await socket.send({ ...move, move: { type: "bank" } });
    expect(reused).toMatchObject({ status: 422, body: { error: { code: "key_reused" } } });
    expect(await roomDump(g.id)).toBe(dump);
  });

  it("refuses bad messages with a 4xx reply and stores nothing", async () => {
    const { g, game, token } = await started();
    const socket = await listen(g.id);
    const good = roll(token, game.version, "socket-bad");
    const dump = await roomDump(g.id);
    const cases: [unknown, number, string, string | null][] = [
      ["not json", 400, "bad_json", null],
      [new TextEncoder().encode(JSON.stringify(good)).buffer, 400, "bad_message", null],
      [JSON.stringify({ ...good, pad: "x".repeat(17_000) }), 413, "too_large", null],
      [`${"[".repeat(40)}${"]".repeat(40)}`, 400, "too_deep", null],
      ['{"type":"move","__proto__":{"x":1},"key":"socket-bad"}', 400, "bad_request", null],
      [{ ...good, type: "chat" }, 400, "bad_request", "socket-bad"],
      [{ ...good, token: undefined }, 400, "bad_request", "socket-bad"],
      [{ ...good, token: "short" }, 400, "bad_request", "socket-bad"],
      [{ ...good, version: -1 }, 400, "bad_request", "socket-bad"],
      [{ ...good, key: "k" }, 400, "bad_request", "k"],
      [{ ...good, extra: 1 }, 400, "bad_request", "socket-bad"],
      [{ ...good, move: "roll" }, 400, "bad_request", "socket-bad"],
      [{ ...good, move: { type: "fly" } }, 400, "bad_move", "socket-bad"],
      [{ ...good, move: { type: "$skip" } }, 400, "bad_move", "socket-bad"],
      [{ ...good, token: "A".repeat(22) }, 403, "bad_token", "socket-bad"],
      [{ ...good, token: g.host }, 403, "not_a_player", "socket-bad"],
      [{ ...good, version: game.version + 5 }, 409, "stale_version", "socket-bad"],
    ];
    for (const [message, status, code, key] of cases) {
      const reply = await socket.send(message);
      expect({
        message,
        status: reply.status,
        code: (reply.body as { error: { code: string } }).error?.code,
        key: reply.key,
      }).toEqual({
        message,
        status,
        code,
        key,
      });
    }
    expect(await roomDump(g.id)).toBe(dump);
    // The other seat's turn is not this one's: refused with the reason, nothing stored.
    const other = g.tokens.find((t) => t !== token)!;
    expect(await socket.send({ ...good, token: other })).toMatchObject({
      status: 409,
      body: { error: { code: "not_your_turn" } },
    });
    expect(await roomDump(g.id)).toBe(dump);
  });

  it("refuses moves from another site's page, which may still listen", async () => {
    const { g, game, token } = await started();
    const dump = await roomDump(g.id);
    const blog = await listen(g.id, { Origin: "https://someones.blog" });
    const reply = await blog.send(roll(token, game.version, "socket-x"));
    expect(reply).toMatchObject({ status: 403, key: null, body: { error: { code: "cross_origin" } } });
    expect(blog.heard[0]).toEqual({ type: "version", version: game.version });
    expect(await roomDump(g.id)).toBe(dump);
    const ours = await listen(g.id, { Origin: "https://boxcars.test" });
    expect((await ours.send(roll(token, game.version, "socket-o"))).status).toBe(200);
  });

  it("counts socket moves in the same per-game budget as HTTP changes: 429 past 120 a minute", async () => {
    const { g, game, token } = await started();
    const ip = { "CF-Connecting-IP": "203.0.113.40" };
    const socket = await listen(g.id, ip);
    const dump = await roomDump(g.id);
    const bad = {
      type: "move",
      token,
      move: { type: "roll" },
      version: game.version + 9,
      key: "socket-limit",
    };
    const replies: Reply[] = [];
    for (let i = 0; i < 125; i++) replies.push(await socket.send(bad));
    expect(replies.slice(0, 120).every((r) => r.status === 409)).toBe(true);
    expect(replies.slice(120).map((r) => r.status)).toEqual([429, 429, 429, 429, 429]);
    expect(replies[120].body).toMatchObject({ error: { code: "rate_limited" } });
    expect(await roomDump(g.id)).toBe(dump);
    const byHttp = await api("POST", `/api/games/${g.id}/name`, {
      token,
      body: { name: "Ann" },
      headers: ip,
    });
    expect(byHttp.status).toBe(429);
  });

  it("checks a socket move's fields as POST /moves checks its body: both refuse the same inputs", () => {
    const good = { move: { type: "roll" }, version: 3, key: "abcdefgh" };
    const inputs: Record<string, unknown>[] = [
      good,
      { ...good, version: 0 },
      { ...good, version: -1 },
      { ...good, version: 1.5 },
      { ...good, version: "3" },
      { ...good, version: 2 ** 60 },
      { ...good, version: null },
      { ...good, key: "short" },
      { ...good, key: "k".repeat(100) },
      { ...good, key: "k".repeat(101) },
      { ...good, key: "has space!" },
      { ...good, key: 12345678 },
      { ...good, move: "roll" },
      { ...good, move: ["roll"] },
      { ...good, move: null },
      { ...good, move: {} },
      { ...good, extra: true },
      { move: good.move, version: 3 },
      { version: 3, key: "abcdefgh" },
    ];
    const token = "A".repeat(22);
    const verdicts = inputs.map((input) => ({
      input,
      http: moveBody.safeParse(input).success,
      socket: socketMoveProblem({ type: "move", token, ...input }) === null,
    }));
    expect(verdicts.filter((v) => v.http !== v.socket)).toEqual([]);
    expect(verdicts.filter((v) => v.http).length).toBe(4);
    expect(socketMoveProblem({ ...good, token })).toMatch(/^type: /);
    expect(socketMoveProblem({ ...good, type: "move", token: "x" })).toMatch(/^token: /);
    expect(socketMoveProblem([good])).toMatch(/expected object/);
  });
});
