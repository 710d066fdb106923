/**
 * The platform's floor for a move on the live socket (bench/socket-floor.ts): a Worker that hands a
 * WebSocket to one Durable Object per connection, as ours does, and a room that only answers. Per
 * message it reads the socket's tag and parses the JSON, as our room does; with `write` it also
 * stores two rows in one transaction (a move row and the snapshot, what our move writes) before the
 * answer, a text of `replyBytes`. What our room does beyond this is our own code.
 */
import { DurableObject } from "cloudflare:workers";

export class FloorRoom extends DurableObject {
  constructor(ctx, env) {
    super(ctx, env);
    ctx.storage.sql.exec(
      "CREATE TABLE IF NOT EXISTS moves (n INTEGER PRIMARY KEY, move TEXT); CREATE TABLE IF NOT EXISTS snapshot (id INTEGER PRIMARY KEY, state TEXT)",
    );
  }

  fetch(request) {
    const [client, server] = Object.values(new WebSocketPair());
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment({ client: request.headers.get("CF-Connecting-IP") ?? "", mayMove: true });
    return new Response(null, { status: 101, webSocket: client });
  }

  webSocketMessage(ws, message) {
    ws.deserializeAttachment();
    const { key, write, replyBytes } = JSON.parse(message);
    const body = "x".repeat(replyBytes);
    if (write)
      this.ctx.storage.transactionSync(() => {
        this.ctx.storage.sql.exec("INSERT INTO moves (move) VALUES (?)", message);
        this.ctx.storage.sql.exec("INSERT OR REPLACE INTO snapshot (id, state) VALUES (1, ?)", body);
      });
    ws.send(`{"type":"reply","key":${JSON.stringify(key)},"status":200,"body":"${body}"}`);
  }
}

export default {
  fetch(request, env) {
    const room = new URL(request.url).pathname.slice(1);
    return env.FLOOR_ROOM.get(env.FLOOR_ROOM.idFromName(room)).fetch(request);
  },
};
