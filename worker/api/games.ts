/** The v1 games API: create, read, claim, start, move, rename, record, live, finished list. */
import { Hono, type Context } from "hono";
import { contactBody } from "../notify/contacts";
import type { Env } from "../env";
import { GAME_ID, newGameId, seededGameId } from "../game-id";
import { soloRank } from "../archive/solo";
import {
  archivedGame,
  archivedRecord,
  archivedRecordBytes,
  chatOfRecord,
  isArchived,
  listArchived,
  pageOfRecord,
} from "../archive/reader";
import { ApiError, bearer, body, clientAddress, query, rateLimit, send } from "./http";
import { isLocal } from "../input/rate-limit";
import { admission, rememberKey } from "../players/keys";
import { markUnrated, rememberRated } from "../players/rated";
import {
  chatBody,
  chatQuery,
  claimBody,
  createGameBody,
  historyQuery,
  hostBody,
  listQuery,
  orderBody,
  renameBody,
  seatQuery,
  vacationBody,
  seatClockBody,
  notesBody,
  takebackBody,
  answerBody,
} from "./schemas";
import { moveBody, TOKEN } from "../input/move";
import type { CreatedGame } from "../wire";
import { forkGame } from "./fork";
import { checkedContact } from "./contact-check";
import { botSeats, clockFor, gameNamed, parseOptions } from "./create-checks";

type App = { Bindings: Env };

export const gamesApi = new Hono<App>();

/** Every change to a game counts against its client's budget for that game (a clear 429 past it). */
gamesApi.on(["POST", "PUT"], "/:id/*", async (c, next) => {
  await rateLimit(c, c.env.WRITE_LIMIT, c.req.param("id"), "Too many changes to this game");
  await next();
});

/** The room is gone once its game is archived: a change or a seat's setting says so, rather than that there is no such game. */
gamesApi.use("/:id/*", async (c, next) => {
  await next();
  if (c.res.status === 404 && GAME_ID.test(c.req.param("id")) && (await isArchived(c.env, c.req.param("id"))))
    c.res = c.json(
      {
        error: {
          code: "archived",
          message: "This game has ended and is archived: it can be read, replayed and verified, not changed.",
        },
      },
      409,
    );
});

function room(c: Context<App>) {
  const id = c.req.param("id") ?? "";
  if (!GAME_ID.test(id)) throw new ApiError(404, "not_found", "No game with this id.");
  return c.env.GAME_ROOM.get(c.env.GAME_ROOM.idFromName(id));
}

gamesApi.post("/", async (c) => {
  await rateLimit(c, c.env.CREATE_LIMIT, "", "Too many new games");
  const input = await body(c, createGameBody);
  const game = gameNamed(input.game);
  const { min, max } = game.players;
  if (input.seats < min || input.seats > max)
    throw new ApiError(400, "bad_seats", `${game.title} takes ${min} to ${max} seats.`);
  const options = parseOptions(game.options, input.options, "bad_options");
  const clock = clockFor(game, input.clock);
  const bots = botSeats(input.bots, input.seats);
  const listed = input.listed ?? input.seats - bots.length === 1;
  const { serverSeed } = input;
  // A fixed seed makes a known game for a test; in production it would make the dice known in advance.
  if (serverSeed !== undefined && c.env.BOXCARS_ENV !== "development")
    throw new ApiError(
      400,
      "fixed_seed_unavailable",
      "Only a development or test server takes a fixed server seed.",
    );
  const id = serverSeed === undefined ? newGameId() : seededGameId(serverSeed);
  const origin = new URL(c.req.url).origin;
  const reply = await c.env.GAME_ROOM.get(c.env.GAME_ROOM.idFromName(id)).create({
    id,
    game: game.id,
    seats: input.seats,
    options,
    clock,
    origin,
    bots,
    listed,
    rated: input.rated === true,
    ...(serverSeed === undefined ? {} : { serverSeed }),
  });
  if (!("created" in reply)) return send(c, reply);
  const { created } = reply;
  if (input.rated) await rememberRated(c.env.DB, id, created.hostToken);
  return c.json(
    {
      id,
      commitment: created.commitment,
      hostUrl: `${origin}/host/${id}#${created.hostToken}`,
      spectatorUrl: `${origin}/watch/${id}`,
      seats: created.seatTokens.map((token, seat) =>
        token === null
          ? { seat, url: null, bot: true as const }
          : { seat, url: `${origin}/play/${id}#${token}` },
      ),
    } satisfies CreatedGame,
    201,
  );
});

gamesApi.get("/", async (c) => {
  const q = query(c, listQuery);
  return c.json({
    games: await listArchived(c.env, {
      game: q.game,
      players: q.players,
      bots: q.bots,
      before: q.before,
      limit: Math.min(q.limit, 100),
    }),
  });
});

/** A game's answer from its room (solo rank included), or from the archive once the room is gone. */
gamesApi.get("/:id", async (c) => {
  const reply = await room(c).read(bearer(c, TOKEN), query(c, seatQuery).seat);
  const archived = reply.status === 404 ? await archivedGame(c.env, c.req.param("id")) : null;
  if (!archived) return send(c, reply);
  if (archived.seats.length === 1) archived.soloRank = await soloRank(c.env, archived);
  return c.json(archived);
});

/**
 * The record: from the room while it has the game (redacted for the caller until the end); once
 * archived, the stored gzip bytes as they are, immutable (a Range header is ignored: the whole record).
 */
gamesApi.get("/:id/record", async (c) => {
  const reply = await room(c).record(bearer(c, TOKEN), query(c, seatQuery).seat);
  if (reply.status !== 404) return send(c, reply);
  const id = c.req.param("id");
  const stored = await archivedRecordBytes(c.env, id, c.req.header("If-None-Match"));
  if (stored) {
    const headers = {
      "Content-Type": "application/json",
      "Content-Encoding": "gzip",
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: stored.etag,
    };
    if (!stored.body) return new Response(null, { status: 304, headers });
    return new Response(stored.body, {
      headers: { ...headers, "Content-Length": String(stored.size) },
      encodeBody: "manual",
    });
  }
  const old = await archivedRecord(c.env, id);
  return old ? c.json(old) : send(c, reply);
});

gamesApi.get("/:id/live", async (c) => {
  if (c.req.header("Upgrade") !== "websocket")
    throw new ApiError(426, "upgrade_required", "Open this URL as a WebSocket.");
  const res = await room(c).fetch(c.req.raw);
  // A fresh Response, so the header middleware may add to it (the room's headers are immutable).
  return new Response(res.body, { status: res.status, headers: res.headers, webSocket: res.webSocket });
});

gamesApi.post("/:id/claim", async (c) => {
  const stub = room(c);
  const token = bearer(c, TOKEN);
  const input = await body(c, claimBody);
  if (!input.player) return send(c, await stub.claim(token, input));
  const client = clientAddress(c);
  const seen = await admission(c.env.DB, input.player, client, new Date());
  const reply = await stub.claim(token, {
    ...input,
    newKeyCapped: seen?.capped === true && !isLocal(c.env, client),
  });
  if (reply.status === 200 && seen)
    await rememberKey(c.env.DB, input.player, seen, JSON.parse(reply.json).rated === true);
  return send(c, reply);
});

/** The host marks a rated game unrated (collusion), before or after it ends (docs/players.md). */
gamesApi.post("/:id/unrated", async (c) => {
  room(c); // checks the id's shape
  return send(c, await markUnrated(c.env.DB, c.req.param("id"), bearer(c, TOKEN)));
});

gamesApi.post("/:id/start", async (c) => send(c, await room(c).start(bearer(c, TOKEN))));

gamesApi.post("/:id/moves", async (c) => {
  const stub = room(c);
  const token = bearer(c, TOKEN);
  return send(c, await stub.move(token, await body(c, moveBody)));
});

/** A page of the move log, oldest first; archived games page their record from the archive. */
gamesApi.get("/:id/moves", async (c) => {
  const q = query(c, historyQuery);
  const reply = await room(c).moves(bearer(c, TOKEN), q.seat, q.before, q.limit);
  if (reply.status === 404) {
    const archived = await archivedRecord(c.env, c.req.param("id"));
    if (archived) return c.json(pageOfRecord(archived, q.before, q.limit));
  }
  return send(c, reply);
});

gamesApi.get("/:id/orders", async (c) => send(c, await room(c).orders(bearer(c, TOKEN))));

gamesApi.put("/:id/orders", async (c) => {
  const stub = room(c);
  const token = bearer(c, TOKEN);
  return send(c, await stub.orders(token, await body(c, orderBody)));
});

/** The host's controls during a game (host token): `{action: "bot"|"drop", seat}`, `{action: "clock", perMoveDays}`, `{action: "abort"}`. */
gamesApi.post("/:id/host", async (c) => {
  const stub = room(c);
  const token = bearer(c, TOKEN);
  return send(c, await stub.host(token, await body(c, hostBody)));
});

/** A player leaves the game (seat token; no body): their seat's `$drop`, where the game allows it. */
gamesApi.post("/:id/leave", async (c) => send(c, await room(c).leave(bearer(c, TOKEN))));

/** A player concedes (seat token; no body): their seat's `$concede`, the game ends, where the game has concessions. */
gamesApi.post("/:id/concede", async (c) => send(c, await room(c).concede(bearer(c, TOKEN))));

/** Table talk: everyone who can see the game reads it (from the archived record once the room is gone); claimed players write until the end. */
gamesApi.get("/:id/chat", async (c) => {
  const q = query(c, chatQuery);
  const reply = await room(c).chat(bearer(c, TOKEN), { after: q.after });
  if (reply.status === 404) {
    const archived = await archivedRecord(c.env, c.req.param("id"));
    if (archived) return c.json({ messages: chatOfRecord(archived, q.after) });
  }
  return send(c, reply);
});

gamesApi.post("/:id/chat", async (c) => {
  const stub = room(c);
  const token = bearer(c, TOKEN);
  return send(c, await stub.chat(token, await body(c, chatBody)));
});

/** A new game from a position of this finished one, for anyone who can read it (worker/api/fork.ts). */
gamesApi.post("/:id/fork", forkGame);

/** Once the game has ended: the same game again, created once; each caller gets their own new link. */
gamesApi.post("/:id/rematch", async (c) => send(c, await room(c).rematch(bearer(c, TOKEN))));

gamesApi.post("/:id/name", async (c) => {
  const stub = room(c);
  const token = bearer(c, TOKEN);
  return send(c, await stub.rename(token, (await body(c, renameBody)).name));
});

gamesApi.post("/:id/vacation", async (c) => {
  const stub = room(c);
  const token = bearer(c, TOKEN);
  return send(c, await stub.vacation(token, await body(c, vacationBody)));
});

/** The caller's own clock settings (reminder points, vacation instead of timing out); PUT changes them. */
gamesApi.get("/:id/clock", async (c) => send(c, await room(c).seatClock(bearer(c, TOKEN))));

gamesApi.put("/:id/clock", async (c) => {
  const stub = room(c);
  const token = bearer(c, TOKEN);
  return send(c, await stub.seatClock(token, await body(c, seatClockBody)));
});

/** The caller's private notes on the game (never shown to anyone else, not archived). */
gamesApi.get("/:id/notes", async (c) => send(c, await room(c).notes(bearer(c, TOKEN))));

gamesApi.put("/:id/notes", async (c) => {
  const stub = room(c);
  const token = bearer(c, TOKEN);
  return send(c, await stub.notes(token, (await body(c, notesBody)).text));
});

/** Takeback with consent: ask to take back your last move, or agree to or refuse another seat's ask. */
gamesApi.post("/:id/takeback", async (c) => {
  const stub = room(c);
  const token = bearer(c, TOKEN);
  return send(c, await stub.takeback(token, await body(c, takebackBody)));
});

/** A one-tap answer from a notification (no token: the capability in the body says who acts). A GET never acts. */
gamesApi.post("/:id/answer", async (c) => send(c, await room(c).answer(await body(c, answerBody))));
gamesApi.get("/:id/answer", (c) =>
  c.json(
    {
      error: {
        code: "method_not_allowed",
        message: "An answer is a POST (the answer page asks first); a GET never acts.",
      },
    },
    405,
  ),
);

/** A seat waiting on another nudges it: one notification, once a day per nudging seat. */
gamesApi.post("/:id/nudge", async (c) => {
  const stub = room(c);
  const token = bearer(c, TOKEN);
  return send(c, await stub.nudge(token));
});

gamesApi.get("/:id/notifications", async (c) => send(c, await room(c).contact(bearer(c, TOKEN))));

gamesApi.put("/:id/notifications", async (c) => {
  const stub = room(c);
  const token = bearer(c, TOKEN);
  const input = checkedContact(c.env, await body(c, contactBody));
  return send(c, await stub.contact(token, input));
});

gamesApi.post("/:id/notifications/test", async (c) => send(c, await room(c).testContact(bearer(c, TOKEN))));
