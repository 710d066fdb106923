import WebSocket from "ws";
import { readFileSync, readdirSync } from "node:fs";
import { JSON_HEADERS, MAX_MOVES, nextClient } from "../bench/http-load";
import { mrNaturalBotMove } from "../bench/bot-games";
import { startMiniflare } from "../bench/miniflare-server";
const root = process.argv[2] ?? process.cwd();
const n = Number(process.argv[3] ?? 1);
const server = await startMiniflare(undefined, root);
function userSys(): [number, number] {
  let u = 0,
    y = 0;
  for (const pid of readdirSync("/proc").filter((n) => /^\d+$/.test(n))) {
    try {
      const st = readFileSync(`/proc/${pid}/stat`, "utf8");
      if (!st.includes("(workerd)")) continue;
      const f = st.slice(st.lastIndexOf(")") + 2).split(" ");
      if (Number(f[1]) !== process.pid) continue;
      u += Number(f[11]) / 100;
      y += Number(f[12]) / 100;
    } catch {}
  }
  return [u, y];
}
async function game(url: string, until: number, lat: number[]) {
  const ip = nextClient();
  const post = async (path: string, token: string | null, body: unknown) => {
    const r = await fetch(`${url}${path}`, {
      method: "POST",
      headers: {
        ...JSON_HEADERS,
        "cf-connecting-ip": ip,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    return r.json() as Promise<any>;
  };
  const created = await post("/api/games", null, { game: "mr-natural", seats: 2 });
  const tokens = created.seats.map((s: any) => s.url.split("#")[1]);
  let g: any;
  for (const [seat, token] of tokens.entries())
    g = await post(`/api/games/${created.id}/claim`, token, { name: `Bot ${seat + 1}`, clientSeed: "bench" });
  const ws = new WebSocket(`${url.replace("http", "ws")}/api/games/${created.id}/live`, {
    headers: { "cf-connecting-ip": ip },
  });
  const queue: ((d: string) => void)[] = [];
  ws.on("message", (d) => {
    const s = String(d);
    if (s.includes('"reply"')) queue.shift()!(s);
  });
  await new Promise((r) => ws.once("open", r));
  for (let i = 0; i < MAX_MOVES && performance.now() < until; i++) {
    const seat = g.activeSeats[0];
    const t = performance.now();
    const reply = await new Promise<string>((res) => {
      queue.push(res);
      ws.send(
        JSON.stringify({
          type: "move",
          token: tokens[seat],
          move: mrNaturalBotMove(g.view, seat),
          version: g.version,
          key: `${created.id}-${g.version}`,
        }),
      );
    });
    const m = JSON.parse(reply);
    if (m.status !== 200) throw new Error(reply.slice(0, 200));
    lat.push(performance.now() - t);
    g = m.body;
    if (g.status === "finished") break;
  }
  ws.close();
}
async function load(seconds: number) {
  const lat: number[] = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (performance.now() < until) await game(server.url, until, lat);
    }),
  );
  return lat;
}
try {
  await load(2);
  for (let r = 0; r < 3; r++) {
    const u0 = userSys();
    const lat = await load(5);
    const u1 = userSys();
    const s = lat.sort((a, b) => a - b);
    console.log(
      `WS N=${n} p50 ${s[Math.floor(s.length / 2)].toFixed(2)} ms, user ${(((u1[0] - u0[0]) * 1000) / lat.length).toFixed(2)} sys ${(((u1[1] - u0[1]) * 1000) / lat.length).toFixed(2)} ms/move, ${lat.length} moves`,
    );
  }
} finally {
  await server.stop();
}
