/** The v1 games API: create, read, claim, start, move, rename, record, live, finished list. */
import { Hono, type Context } from "hono";
import { optionsSchema } from "../engine/options";
import { games } from "../games";
import type { Env } from "../env";
import { newGameId } from "../room/tokens";
import { finishedGame, finishedList, finishedRecord } from "./finished";
import { ApiError, bearer, body, query, send } from "./http";
import { claimBody, createGameBody, GAME_ID, listQuery, moveBody, renameBody, TOKEN } from "./schemas";
import type { CreatedGame } from "./types";

type App = { Bindings: Env };

export const gamesApi = new Hono<App>();

function room(c: Context<App>) {
  const id = c.req.param("id") ?? "";
  if (!GAME_ID.test(id)) throw new ApiError(404, "not_found", "No game with this id.");
  return c.env.GAME_ROOM.get(c.env.GAME_ROOM.idFromName(id));
}

gamesApi.post("/", async (c) => {
  const input = await body(c, createGameBody);
  const game = games[input.game];
  if (!game) throw new ApiError(400, "unknown_game", `Unknown game '${input.game}'; known: ${Object.keys(games).join(", ")}.`);
  const { min, max } = game.players;
  if (input.seats < min || input.seats > max) throw new ApiError(400, "bad_seats", `${game.title} takes ${min} to ${max} seats.`);
  const options = optionsSchema(game.options).safeParse(input.options ?? {});
  if (!options.success) {
    const issue = options.error.issues[0];
    throw new ApiError(400, "bad_options", `Option ${issue.path.join(".") || "?"}: ${issue.message}.`);
  }
  const id = newGameId();
  const reply = await c.env.GAME_ROOM.get(c.env.GAME_ROOM.idFromName(id)).create({ id, game: game.id, seats: input.seats, options: options.data });
  if (reply.status !== 201) return send(c, reply);
  const created = JSON.parse(reply.json) as { commitment: string; hostToken: string; seatTokens: string[] };
  const origin = new URL(c.req.url).origin;
  return c.json({
    id,
    commitment: created.commitment,
    hostUrl: `${origin}/host/${id}#${created.hostToken}`,
    spectatorUrl: `${origin}/watch/${id}`,
    seats: created.seatTokens.map((token, seat) => ({ seat, url: `${origin}/play/${id}#${token}` })),
  } satisfies CreatedGame, 201);
});

gamesApi.get("/", async (c) => {
  const q = query(c, listQuery);
  return c.json({ games: await finishedList(c.env.DB, { game: q.game, players: q.players, limit: Math.min(q.limit, 100) }) });
});

gamesApi.get("/:id", async (c) => {
  const reply = await room(c).read(bearer(c, TOKEN));
  if (reply.status === 404) {
    const archived = await finishedGame(c.env.DB, c.req.param("id"));
    if (archived) return c.json(archived);
  }
  return send(c, reply);
});

gamesApi.get("/:id/record", async (c) => {
  const reply = await room(c).record();
  if (reply.status === 404) {
    const archived = await finishedRecord(c.env.DB, c.req.param("id"));
    if (archived) return c.json(archived);
  }
  return send(c, reply);
});

gamesApi.get("/:id/live", async (c) => {
  if (c.req.header("Upgrade") !== "websocket") throw new ApiError(426, "upgrade_required", "Open this URL as a WebSocket.");
  return room(c).fetch(c.req.raw);
});

gamesApi.post("/:id/claim", async (c) => {
  const stub = room(c);
  const token = bearer(c, TOKEN);
  return send(c, await stub.claim(token, await body(c, claimBody)));
});

gamesApi.post("/:id/start", async (c) => send(c, await room(c).start(bearer(c, TOKEN))));

gamesApi.post("/:id/moves", async (c) => {
  const stub = room(c);
  const token = bearer(c, TOKEN);
  return send(c, await stub.move(token, await body(c, moveBody)));
});

gamesApi.post("/:id/name", async (c) => {
  const stub = room(c);
  const token = bearer(c, TOKEN);
  return send(c, await stub.rename(token, (await body(c, renameBody)).name));
});
