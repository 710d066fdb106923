/** The Worker's router: the JSON API under /api; everything else is the static web app. */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { secureHeaders } from "hono/secure-headers";
import { HTTPException } from "hono/http-exception";
import { ApiError } from "./api/http";
import { MAX_JSON_BYTES } from "./input/json";
import { gamesApi } from "./api/games";
import { recordsApi } from "./api/records";
import { pushApi } from "./api/push";
import { leaguesApi } from "./api/leagues";
import { leaguePage } from "./pages/league";
import { playersApi } from "./api/players";
import type { CatalogGame } from "./wire";
import type { Env } from "./env";
import "./api/zod-messages";
import { games } from "./games";
import { dev } from "./pages/dev";
import { embedPage, leagueEmbedPage, oembed } from "./pages/embed";
import { gamePage } from "./pages/preview";
import { clockOptions, timeoutPolicies } from "./clock/options";

/** Streamed bodies stop here; `readJson` checks the same limit again, for routes without this. */
export const MAX_BODY_BYTES = MAX_JSON_BYTES;

export const app = new Hono<{ Bindings: Env }>();

app.use("/api/*", secureHeaders({ crossOriginResourcePolicy: false, referrerPolicy: "no-referrer" }));

// Games are public to read, so the blog widget may fetch them from any site. Only reads: changes
// need a seat's token, which only our own pages hold, and other origins may not send them (nor read
// a change's answer). Reads and preflights only, too, because the middleware makes a Response
// before the handler's, and a change's answer then cost three Responses instead of one.
app.on(
  ["GET", "HEAD", "OPTIONS"],
  "/api/*",
  cors({ origin: "*", allowMethods: ["GET"], allowHeaders: ["Accept"], maxAge: 86400 }),
);

const limit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) =>
    c.json(
      { error: { code: "too_large", message: `Request bodies are limited to ${MAX_BODY_BYTES} bytes.` } },
      413,
    ),
});
app.use("/api/games", limit);
app.use("/api/games/*", limit);
app.use("/api/leagues", limit);
app.use("/api/leagues/*", limit);
app.use("/api/players/*", limit);

app.get("/api/catalog", (c) =>
  c.json({
    games: Object.values(games).map(
      (g): CatalogGame => ({
        id: g.id,
        title: g.title,
        summary: g.summary,
        players: g.players,
        options: g.options,
        timeoutPolicies: timeoutPolicies(g),
        ...(g.soloBoard ? { soloBoard: g.soloBoard } : {}),
      }),
    ),
    clock: clockOptions,
  }),
);

app.route("/api/games", gamesApi);
app.route("/api/records", recordsApi);
app.route("/api/push", pushApi);
app.route("/api/leagues", leaguesApi);
app.route("/api", playersApi);

app.all("/api/*", (c) =>
  c.json({ error: { code: "not_found", message: `No API route ${c.req.method} ${c.req.path}.` } }, 404),
);

app.route("/dev", dev);

app.get("/play/:id", gamePage);
app.get("/watch/:id", gamePage);
app.get("/embed/:id", embedPage);
// `/embed/leagues/:id` as a parameter, not a static segment beside `/embed/:id`: Hono's RegExpRouter
// refuses that pair, and the whole app then fell back to its TrieRouter (6 times slower a match).
app.get("/embed/:kind/:id", (c) => (c.req.param("kind") === "leagues" ? leagueEmbedPage(c) : c.notFound()));
app.get("/oembed", oembed);
app.get("/leagues/:id", leaguePage);

app.all("*", (c) => c.env.ASSETS.fetch(c.req.raw));

app.onError((err, c) => {
  if (err instanceof ApiError) return c.json({ error: { code: err.code, message: err.message } }, err.status);
  if (err instanceof HTTPException)
    return c.json({ error: { code: "bad_request", message: err.message } }, err.status);
  console.error(err);
  return c.json(
    { error: { code: "internal", message: "Something went wrong on our side; this is a bug." } },
    500,
  );
});
