/**
 * What the platform itself costs per move on the live socket, measured beside ours in the service
 * section: `socket-floor-worker.js` on workerd through Miniflare (SQLite-backed Durable Objects on
 * disk, the socket straight to the Worker, as `miniflare-server.ts` runs ours), N connections each
 * to its own room, each sending a move-sized message and awaiting the answer. "echo" answers at once;
 * "write" first commits two rows, as our move does. Server CPU and latency are what any room pays
 * before its own logic.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Miniflare } from "miniflare";
import WebSocket from "ws";
import { freePort } from "../scripts/free-port";
import { ROOT, type Server, workerdChildren } from "./dev-server";
import { startedServer } from "./miniflare-server";
import type { RunFigures } from "./http-load";

export async function startSocketFloor(): Promise<Server> {
  const tmp = mkdtempSync(path.join(tmpdir(), "boxcars-floor-"));
  const port = await freePort();
  const earlier = new Set(workerdChildren());
  const mf = new Miniflare({
    modules: true,
    scriptPath: path.join(ROOT, "bench/socket-floor-worker.js"),
    compatibilityDate: "2025-04-01",
    durableObjects: { FLOOR_ROOM: { className: "FloorRoom", useSQLite: true } },
    durableObjectsPersist: path.join(tmp, "do"),
    unsafeDirectSockets: [{ host: "127.0.0.1", port }],
  });
  const cleanup = () => rmSync(tmp, { recursive: true, force: true });
  try {
    await mf.ready;
    return startedServer(mf, earlier, `ws://127.0.0.1:${port}`, cleanup);
  } catch (error) {
    await mf.dispose().catch(() => {});
    cleanup();
    throw error;
  }
}

let rooms = 0;

/** N connections, each to a fresh room, sending moves for `seconds`; `replyBytes`: the answer's size. */
export async function runSocketFloor(
  url: string,
  connections: number,
  seconds: number,
  write: boolean,
  replyBytes: number,
): Promise<RunFigures> {
  const figures: RunFigures = { latencies: [], moves: 0, seconds: 0, games: 0, responseBytes: 0, errors: {} };
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      const room = rooms++;
      const socket = new WebSocket(`${url}/room-${room}`);
      await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
      try {
        for (let version = 0; performance.now() < until; version++) {
          // The shape and size of a Mr. Natural move on the socket.
          const text = JSON.stringify({
            type: "move",
            token: "t".repeat(22),
            move: { type: "roll" },
            version,
            key: `floor-${room}-${version}`,
            write,
            replyBytes,
          });
          const sentAt = performance.now();
          const reply = await new Promise<string>((resolve) => {
            socket.once("message", (data) => resolve(String(data)));
            socket.send(text);
          });
          figures.latencies.push(performance.now() - sentAt);
          figures.moves++;
          figures.responseBytes += reply.length;
        }
      } finally {
        socket.close();
      }
    }),
  );
  figures.seconds = (performance.now() - started) / 1000;
  return figures;
}
