/** The leagues API: create a league, read it, join it, the host's controls, and a game's end. */
import { Hono, type Context } from "hono";
import * as z from "zod/mini";
import { contactBody } from "../notify/contacts";
import type { Env } from "../env";
import { GAME_ID, newGameId } from "../game-id";
import { admission, rememberKey } from "../players/keys";
import type { CreatedLeague, Format, LeagueResponse } from "../wire";
import { swissRounds } from "../leagues/swiss";
import { ApiError, bearer, body, clientAddress, rateLimit, send } from "./http";
import { isLocal } from "../input/rate-limit";
import { claimKey, displayName } from "./schemas";
import { TOKEN } from "../input/move";
import { checkedContact } from "./contact-check";
import { clockFor, gameNamed, parseOptions } from "./create-checks";

type App = { Bindings: Env };

/** The most players a league takes (its whole schedule stays one small document). */
export const MAX_LEAGUE_PLAYERS = 32;

const createLeagueBody = z.strictObject({
  game: z.string().check(z.maxLength(40)),
  options: z.optional(z.record(z.string(), z.unknown())),
  /** Required: a league cannot wait for ever, so its games need a time per move. */
  clock: z.record(z.string(), z.unknown()),
  format: z.enum(["round-robin", "swiss", "heats"]),
  size: z.int().check(z.minimum(2), z.maximum(MAX_LEAGUE_PLAYERS)),
  tableSize: z.optional(z.int().check(z.minimum(2), z.maximum(8))),
  rounds: z.optional(z.int().check(z.minimum(1), z.maximum(MAX_LEAGUE_PLAYERS - 1))),
  roundDays: z._default(z.union([z.literal(3), z.literal(7), z.literal(14), z.literal(28)]), 14),
  /** A rated league: its games are rated, and every person joins with a player key (docs/leagues.md). */
  rated: z.optional(z.boolean()),
});

const joinBody = z.strictObject({
  name: displayName,
  /** An idempotency key: a retried join with the same key and name answers the same player link. */
  key: z.optional(
    z
      .string()
      .check(z.regex(/^[A-Za-z0-9_.:-]{8,100}$/, "The key is 8 to 100 characters of A-Z, a-z, 0-9, _ . : -")),
  ),
  contact: z._default(z.nullable(contactBody), null),
  /** The league's join text (`boxcars-league/1\n<id>`) signed with the player's key. */
  player: z.optional(claimKey),
});

const player = z.int().check(z.minimum(0), z.maximum(MAX_LEAGUE_PLAYERS - 1));
const leagueHostBody = z.union([
  z.strictObject({ action: z.literal("start") }),
  z.strictObject({ action: z.literal("bot"), name: z.optional(displayName) }),
  z.strictObject({ action: z.literal("substitute"), player }),
  z.strictObject({ action: z.literal("drop"), player }),
]);

function bad(code: string, message: string): ApiError {
  return new ApiError(400, code, message);
}

function leagueRoom(c: Context<App>) {
  const id = c.req.param("id") ?? "";
  if (!GAME_ID.test(id)) throw new ApiError(404, "not_found", "No league with this id.");
  return c.env.LEAGUE_ROOM.get(c.env.LEAGUE_ROOM.idFromName(id));
}

/** Seats per game: as asked, or by format (Swiss: 2; heats: up to 4; round robin: 2 where the game allows it). */
function tableSizeOf(
  format: Format,
  asked: number | undefined,
  min: number,
  max: number,
  title: string,
): number {
  const size = asked ?? (format === "heats" ? Math.min(4, max) : min <= 2 && max >= 2 ? 2 : min);
  if (size < Math.max(2, min) || size > max)
    throw bad("bad_table_size", `${title} seats ${Math.max(2, min)} to ${max} at a game.`);
  if (format === "swiss" && size !== 2)
    throw bad("bad_format", "A Swiss league is for two-player games: tableSize 2.");
  if (format === "heats" && size < 3)
    throw bad("bad_format", "Heats and a final are for tables of 3 or more.");
  return size;
}

export const leaguesApi = new Hono<App>();

leaguesApi.on("POST", "/:id/*", async (c, next) => {
  await rateLimit(c, c.env.WRITE_LIMIT, `league:${c.req.param("id")}`, "Too many changes to this league");
  await next();
});

leaguesApi.post("/", async (c) => {
  await rateLimit(c, c.env.CREATE_LIMIT, "", "Too many new games");
  const input = await body(c, createLeagueBody);
  const game = gameNamed(input.game);
  const tableSize = tableSizeOf(
    input.format,
    input.tableSize,
    game.players.min,
    game.players.max,
    game.title,
  );
  if (input.rounds !== undefined && input.format !== "swiss")
    throw bad(
      "bad_rounds",
      "Only a Swiss league takes a number of rounds; the others' follow from the format.",
    );
  if (input.rounds !== undefined && input.rounds >= input.size)
    throw bad(
      "bad_rounds",
      `A Swiss league of ${input.size} can play at most ${input.size - 1} rounds without rematches.`,
    );
  const options = parseOptions(game.options, input.options, "bad_options");
  const clock = clockFor(
    game,
    input.clock,
    "A league needs a time per move (perMoveDays 1, 3 or 7): it cannot wait for ever.",
  );
  const id = newGameId();
  const origin = new URL(c.req.url).origin;
  const reply = await c.env.LEAGUE_ROOM.get(c.env.LEAGUE_ROOM.idFromName(id)).create({
    id,
    game: game.id,
    options,
    clock,
    format: input.format,
    size: input.size,
    tableSize,
    rounds: input.format === "swiss" ? (input.rounds ?? swissRounds(input.size)) : null,
    roundDays: input.roundDays,
    origin,
    rated: input.rated === true,
  });
  if (!("created" in reply)) return send(c, reply);
  const page = `${origin}/leagues/${id}`;
  return c.json(
    {
      id,
      hostUrl: `${page}#${reply.created.hostToken}`,
      joinUrl: `${page}#${reply.created.joinToken}`,
      pageUrl: page,
    } satisfies CreatedLeague,
    201,
  );
});

leaguesApi.get("/:id", async (c) => send(c, await leagueRoom(c).read(bearer(c, TOKEN))));

leaguesApi.post("/:id/join", async (c) => {
  const stub = leagueRoom(c);
  const token = bearer(c, TOKEN);
  const input = await body(c, joinBody);
  if (input.contact) checkedContact(c.env, input.contact);
  const join = { name: input.name, key: input.key ?? crypto.randomUUID(), contact: input.contact };
  if (!input.player) return send(c, await stub.join(token, join));
  // A key's first rated play counts against its address's new keys for the day, as a rated game's claim does.
  const client = clientAddress(c);
  const seen = await admission(c.env.DB, input.player, client, new Date());
  const league = await stub.read(null);
  const rated = league.status === 200 && (JSON.parse(league.json) as LeagueResponse).rated;
  if (rated && seen?.capped && !isLocal(c.env, client))
    throw new ApiError(
      429,
      "new_key_limit",
      "Too many new player keys from your address today for rated games; join with a key you have used before, or try tomorrow.",
    );
  const reply = await stub.join(token, { ...join, player: input.player });
  if (reply.status === 201 && seen) await rememberKey(c.env.DB, input.player, seen, rated);
  return send(c, reply);
});

leaguesApi.post("/:id/host", async (c) => {
  const stub = leagueRoom(c);
  const token = bearer(c, TOKEN);
  return send(c, await stub.host(token, await body(c, leagueHostBody)));
});

/** A game of the league has ended (its room calls this itself; anyone may): the league reads the result from the room. */
leaguesApi.post("/:id/games/:game/ended", async (c) => {
  const stub = leagueRoom(c);
  const gameId = c.req.param("game");
  if (!GAME_ID.test(gameId))
    throw new ApiError(404, "not_in_league", "That game is not one of this league's.");
  return send(c, await stub.gameEnded(gameId));
});
