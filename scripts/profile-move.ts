/**
 * `npx tsx scripts/profile-move.ts [seconds] [--socket]`: where a move's CPU goes on workerd. Runs the
 * service bench's load (one Mr. Natural game at a time, `bench/http-load.ts`, or on the live socket) against the built Worker on
 * Miniflare (`bench/miniflare-server.ts`), takes a V8 CPU profile of the Worker and its rooms through
 * workerd's inspector, prints the functions with the most time (self and inclusive) and writes the
 * profile to the temporary folder (open it in Chrome's DevTools; line numbers are the bundle's).
 */
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fetch as upgrade } from "miniflare";
import { runLoad } from "../bench/http-load";
import { runSocketLoad } from "../bench/socket-load";
import { startMiniflare } from "../bench/miniflare-server";
import { freePort } from "./free-port";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const seconds = Number(process.argv[2] ?? 8);
// `--socket`: the moves go on each game's live socket (bench/socket-load.ts), as the play page sends them.
const load = process.argv.includes("--socket") ? runSocketLoad : runLoad;
const inspector = await freePort();
const server = await startMiniflare(undefined, undefined, inspector);
try {
  await load(server.url, 1, 2); // warm up
  const targets = (await (await fetch(`http://127.0.0.1:${inspector}/json`)).json()) as {
    title: string;
    webSocketDebuggerUrl: string;
  }[];
  const target = targets.find((t) => t.title.includes("core:user:boxcars"));
  if (!target) throw new Error(`no inspector target for the Worker among ${targets.map((t) => t.title)}`);
  // Miniflare's fetch opens the inspector's WebSocket (Node 20 has no WebSocket of its own).
  const ws = (
    await upgrade(target.webSocketDebuggerUrl.replace(/^ws:/, "http:"), { headers: { Upgrade: "websocket" } })
  ).webSocket;
  if (!ws) throw new Error("the inspector did not open a WebSocket");
  ws.accept();
  const pending = new Map<number, (result: unknown) => void>();
  ws.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id) pending.get(message.id)?.(message.result);
  });
  let id = 0;
  const call = <T>(method: string, params = {}) =>
    new Promise<T>((resolve) => {
      pending.set(++id, resolve as (result: unknown) => void);
      ws.send(JSON.stringify({ id, method, params }));
    });
  await call("Profiler.enable");
  await call("Profiler.setSamplingInterval", { interval: 100 });
  await call("Profiler.start");
  const cpu = server.cpuSeconds();
  const figures = await load(server.url, 1, seconds);
  const used = server.cpuSeconds() - cpu;
  const { profile } = await call<{ profile: Profile }>("Profiler.stop");
  ws.close();
  const file = path.join(tmpdir(), "move.cpuprofile");
  writeFileSync(file, JSON.stringify(profile));
  console.log(
    `${figures.moves} moves; workerd CPU ${((used * 1000) / figures.moves).toFixed(2)} ms a move (profiling included); profile in ${file}`,
  );
  summarize(profile);
} finally {
  await server.stop();
}

function summarize(profile: Profile): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const time = new Map<number, number>();
  profile.samples.forEach((s, i) => time.set(s, (time.get(s) ?? 0) + profile.timeDeltas[i]));
  const name = (n: ProfileNode) =>
    `${n.callFrame.functionName || "(anonymous)"} ${n.callFrame.url.split("/").pop()}:${n.callFrame.lineNumber + 1}`;
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  for (const [nodeId, t] of time) {
    total += t;
    const own = name(byId.get(nodeId)!);
    self.set(own, (self.get(own) ?? 0) + t);
    const seen = new Set<string>();
    for (let at: number | undefined = nodeId; at !== undefined; at = parent.get(at)) {
      const each = name(byId.get(at)!);
      if (!seen.has(each)) inclusive.set(each, (inclusive.get(each) ?? 0) + t);
      seen.add(each);
    }
  }
  for (const [title, table] of [
    ["self", self],
    ["inclusive", inclusive],
  ] as const) {
    console.log(`\n${title} (% of the profile's time, idle included):`);
    for (const [each, t] of [...table].sort((a, b) => b[1] - a[1]).slice(0, 30))
      console.log(`${((100 * t) / total).toFixed(1).padStart(5)}%  ${each}`);
  }
}
