/**
 * Development only (BOXCARS_ENV=development): captured emails and pushes, and a local webhook sink, so
 * `npm start` shows the whole notification flow on one machine with no account.
 */
import { desc } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { Hono } from "hono";
import { html } from "hono/html";
import { devMessages } from "../../schema/tables";
import type { Env } from "../env";
import { GAME_ID } from "../game-id";

export const dev = new Hono<{ Bindings: Env }>();

dev.use("*", async (c, next) => {
  if (c.env.BOXCARS_ENV !== "development")
    return c.json({ error: { code: "not_found", message: "Development pages are off in production." } }, 404);
  await next();
});

/** The headers web/public/_headers gives every page of the app (framing refused, the CSP...), copied from it. */
const PAGE_HEADERS = [
  "Content-Security-Policy",
  "X-Frame-Options",
  "X-Content-Type-Options",
  "Referrer-Policy",
  "Permissions-Policy",
];

// A development page is framed like every other page: the app's own headers, from one place.
dev.get("*", async (c, next) => {
  await next();
  const shell = await c.env.ASSETS.fetch(new URL("/", c.req.url));
  await shell.body?.cancel();
  for (const name of PAGE_HEADERS) {
    const value = shell.headers.get(name);
    if (value) c.res.headers.set(name, value);
  }
});

const recent = (env: Env) =>
  drizzle(env.DB).select().from(devMessages).orderBy(desc(devMessages.id)).limit(100);

dev.get("/messages.json", async (c) => c.json({ messages: await recent(c.env) }));

dev.get("/messages", async (c) => {
  const rows = await recent(c.env);
  return c.html(html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Captured messages · Boxcars (development)</title>
<style>body{font:15px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem}
article{border:1px solid #ccc;border-radius:8px;padding:.75rem 1rem;margin:.75rem 0}h1{font-size:1.4rem}
.meta{color:#666;font-size:.85rem}pre{white-space:pre-wrap;margin:.5rem 0 0}</style></head>
<body><h1>Captured messages (development)</h1>
<p>Emails and browser pushes Boxcars would have sent (a push shows its payload and the push service it was for), and webhooks posted to <code>/dev/hooks/&lt;name&gt;</code> on this server
(use <code>${new URL(c.req.url).origin}/dev/hooks/me</code> as a "generic JSON" webhook). Newest first.</p>
${
  rows.length === 0
    ? html`<p>Nothing yet.</p>`
    : rows.map(
        (m) => html`<article data-channel="${m.channel}">
<div class="meta">${m.at} · ${m.channel} to <strong>${m.to}</strong></div>
<div><strong>${m.subject}</strong></div><pre>${m.body}</pre></article>`,
      )
}
</body></html>`);
});

/** A webhook sink: records whatever is POSTed, for the page above. */
dev.post("/hooks/:name", async (c) => {
  const body = (await c.req.text()).slice(0, 8000);
  const headers = Object.fromEntries(
    [...c.req.raw.headers].filter(([k]) => k.startsWith("x-boxcars") || k === "content-type"),
  );
  await drizzle(c.env.DB)
    .insert(devMessages)
    .values({
      at: new Date().toISOString(),
      channel: "webhook",
      to: c.req.param("name"),
      subject: headers["x-boxcars-delivery"] ?? "webhook",
      body,
      headers,
    });
  return c.body(null, 204);
});

/**
 * Archives a finished game now rather than after the hour's grace (tests that read the board or the
 * archive); 409 for no such game, one still running or archived already, or an archive to be retried.
 */
dev.post("/archive/:id", async (c) => {
  const id = c.req.param("id");
  if (!GAME_ID.test(id)) return c.json({ error: { code: "bad_id", message: "Not a game id." } }, 400);
  const archived = await c.env.GAME_ROOM.get(c.env.GAME_ROOM.idFromName(id)).archiveNow();
  if (!archived)
    return c.json(
      { error: { code: "not_archived", message: "The game has not ended, or its archive failed." } },
      409,
    );
  return c.json({ id, archived: true });
});
