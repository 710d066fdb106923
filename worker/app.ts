/** The Worker's router: the JSON API under /api; everything else is the static web app. */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import { HTTPException } from "hono/http-exception";
import { ApiError } from "./api/http";
import { gamesApi } from "./api/games";
import type { CatalogGame } from "./api/types";
import type { Env } from "./env";
import { games } from "./games";
import { dev } from "./pages/dev";
import { gamePage } from "./pages/preview";
import { clockOptions, timeoutPolicies } from "./room/clock";

export const MAX_BODY_BYTES = 16 * 1024;

export const app = new Hono<{ Bindings: Env }>();

app.use("/api/*", secureHeaders({ crossOriginResourcePolicy: "same-origin", referrerPolicy: "no-referrer" }));

app.use("/api/*", bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => c.json({ error: { code: "too_large", message: `Request bodies are limited to ${MAX_BODY_BYTES} bytes.` } }, 413),
}));

app.get("/api/catalog", (c) =>
  c.json({
    games: Object.values(games).map((g): CatalogGame => ({
      id: g.id, title: g.title, summary: g.summary, players: g.players, options: g.options, timeoutPolicies: timeoutPolicies(g),
    })),
    clock: clockOptions,
  }));

app.route("/api/games", gamesApi);

app.all("/api/*", (c) => c.json({ error: { code: "not_found", message: `No API route ${c.req.method} ${c.req.path}.` } }, 404));

app.route("/dev", dev);

app.get("/play/:id", gamePage);
app.get("/watch/:id", gamePage);

app.all("*", (c) => c.env.ASSETS.fetch(c.req.raw));

app.onError((err, c) => {
  if (err instanceof ApiError) return c.json({ error: { code: err.code, message: err.message } }, err.status);
  if (err instanceof HTTPException) return c.json({ error: { code: "bad_request", message: err.message } }, err.status);
  console.error(err);
  return c.json({ error: { code: "internal", message: "Something went wrong on our side; this is a bug." } }, 500);
});
