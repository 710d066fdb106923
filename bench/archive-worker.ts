/**
 * The archive section's Worker entry: the real Worker (its routes read the archive as in
 * production) plus `/bench/*`, which fills the archive from inside workerd, past Miniflare's Node
 * proxy: `POST /bench/sources` takes the fixture games once (kept in memory, gzipped once each);
 * `POST /bench/fill?from=&count=` writes that many synthetic games (bench/archive-games.ts): each
 * one's index statements (`indexStatements`, the archive's own) to D1, in one batch, and one game
 * in ten's record and view to R2 (its source's gzip bytes: the same sizes); `POST /bench/archive?n=`
 * archives game n by the room's own step (`archiveFinished`); `POST /bench/players` lists the
 * players' keys with names (as a signed profile would).
 */
import { gzip, recordKey, viewKey } from "../worker/archive/objects";
import { archiveFinished, indexStatements } from "../worker/archive/writer";
import type { Env } from "../worker/env";
import worker from "../worker/index";
import { fingerprintOf, inR2, PLAYERS, synthetic, type Source } from "./archive-games";

export { GameRoom, LeagueRoom } from "../worker/index";

interface Packed {
  record: Uint8Array<ArrayBuffer>;
  view: Uint8Array<ArrayBuffer>;
  json: number;
}

let sources: Source[] | null = null;
let packed: Packed[] = [];

const META = { httpMetadata: { contentType: "application/json", contentEncoding: "gzip" } };

async function fill(env: Env, from: number, count: number): Promise<void> {
  const list = sources!;
  const made = Array.from({ length: count }, (_, k) => ({ n: from + k, game: synthetic(list, from + k) }));
  await Promise.all(
    made.map(async ({ n, game }) => {
      if (!inR2(n, list.length)) return;
      const bytes = packed[n % packed.length]!;
      await env.ARCHIVE.put(recordKey(game.record.id), bytes.record, META);
      await env.ARCHIVE.put(viewKey(game.record.id), bytes.view, META);
    }),
  );
  await env.DB.batch(
    made.flatMap(({ n, game }) => {
      const bytes = packed[n % packed.length]!;
      return indexStatements(env.DB, game, { recordBytes: bytes.json, gzipBytes: bytes.record.length });
    }),
  );
}

async function bench(request: Request, env: Env): Promise<Response> {
  const url = new URL(request.url);
  const n = (name: string) => Number(url.searchParams.get(name));
  if (url.pathname === "/bench/sources") {
    sources = await request.json<Source[]>();
    packed = await Promise.all(
      sources.map(async ({ record, view }) => {
        const json = JSON.stringify(record);
        return { record: await gzip(json), view: await gzip(JSON.stringify(view)), json: json.length };
      }),
    );
    return new Response(null, { status: 204 });
  }
  // The isolate may have been replaced since the sources were sent: the caller sends them again.
  if (!sources) return new Response("no sources", { status: 409 });
  if (url.pathname === "/bench/fill") await fill(env, n("from"), n("count"));
  else if (url.pathname === "/bench/archive") await archiveFinished(env, synthetic(sources, n("n")));
  else if (url.pathname === "/bench/players") {
    const now = new Date().toISOString();
    for (let k = 0; k < PLAYERS; k += 500)
      await env.DB.batch(
        Array.from({ length: Math.min(500, PLAYERS - k) }, (_, i) =>
          env.DB.prepare(
            `INSERT INTO players (fingerprint, public_key, alg, name, listed, first_seen, first_rated)
             VALUES (?1, 'bench', 'Ed25519', ?2, ?3, ?4, ?4) ON CONFLICT DO NOTHING`,
          ).bind(fingerprintOf(k + i), `Player ${k + i}`, (k + i) % 2, now),
        ),
      );
  } else return new Response("no such bench route", { status: 404 });
  return new Response(null, { status: 204 });
}

export default {
  ...worker,
  fetch: (request, env, ctx) =>
    new URL(request.url).pathname.startsWith("/bench/")
      ? bench(request, env)
      : worker.fetch(request, env, ctx),
} satisfies ExportedHandler<Env>;
