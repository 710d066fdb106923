/**
 * `POST /api/games/:id/fork` (#38, docs/sharing.md "Forks"): a new game from a position of a finished
 * game, with a new committed seed. Anyone who can read the finished record may fork it (it is public);
 * the fork takes the parent's game, options and number of seats, and answers like a create: a host
 * link, an invite per seat (bot seats none) and a spectator link. Its room starts from the parent's
 * position, verified here from the parent's record (and its own parents', for a fork of a fork), with
 * the game's `fork` hook dealing again what the parent's record revealed (decks, hands, sealed bids).
 *
 * Idempotent: the request's key names the fork's room and makes its tokens, so a retry reaches the
 * room the first try made and is answered the same game and links; the room stores only the tokens'
 * hashes. Another request with the same key is refused (422 key_reused).
 */
import type { Context } from "hono";
import { canonical } from "../engine/canonical";
import { parentPosition, type ShownRecord } from "../engine/record";
import { sha256Hex } from "../engine/random";
import { archivedRecord, isArchived } from "../archive/reader";
import type { Env } from "../env";
import { forkGameId, GAME_ID } from "../game-id";
import { games } from "../games";
import type { CreatedGame } from "../wire";
import { botSeats, clockFor } from "./create-checks";
import { ApiError, body, rateLimit, send } from "./http";
import { forkBody } from "./schemas";

type App = { Bindings: Env };

/** How many forks deep a parent may be (each is fetched and verified). */
const MAX_ANCESTORS = 32;

export async function forkGame(c: Context<App>): Promise<Response> {
  await rateLimit(c, c.env.CREATE_LIMIT, "", "Too many new games");
  const parentId = c.req.param("id") ?? "";
  if (!GAME_ID.test(parentId)) throw new ApiError(404, "not_found", "No game with this id.");
  const input = await body(c, forkBody);
  const parent = await finishedRecord(c.env, parentId);
  const game = games[parent.game];
  if (!game)
    throw new ApiError(409, "unknown_game", `This server no longer knows the game '${parent.game}'.`);
  if (!parent.setup)
    throw new ApiError(409, "never_started", "This game ended before it started: it has no position.");
  const last = parent.moves.length;
  if (input.move > last)
    throw new ApiError(
      400,
      "bad_fork_move",
      `This game has positions 0 (the setup) to ${last}; there is no move ${input.move}.`,
    );
  const stateHash = input.move === 0 ? parent.setup.stateHash : parent.moves[input.move - 1].stateHash;
  const from = { id: parentId, move: input.move, stateHash };
  const seats = parent.seats.length;
  const bots = botSeats(input.bots ?? parent.seats.filter((s) => s.bot).map((s) => s.seat), seats);
  const clock = clockFor(game, input.clock);
  const listed = input.listed ?? seats - bots.length === 1;

  const id = forkGameId(parentId, input.key);
  const token = (label: string) => forkToken(parentId, input.key, label);
  const requestHash = sha256Hex(canonical({ from, bots, clock, listed }));
  // The position is checked before the room is asked: a retry checks it again (the same answer), and nothing is stored for a refusal.
  const position = parentPosition(
    games,
    { game: parent.game, options: parent.options, seats: parent.seats, forkedFrom: from } as ShownRecord,
    [parent, ...(await ancestors(c.env, parent))],
  );
  if ("ok" in position)
    throw new ApiError(409, "parent_not_verified", `The game's record does not verify: ${position.message}`);
  if (game.result(position.state) !== null)
    throw new ApiError(
      400,
      "bad_fork_move",
      `The game is over after move ${input.move}: fork from an earlier move (0 to ${input.move - 1}).`,
    );

  // A retry after the fork has ended and its room is gone would make the room again: refused.
  if (await isArchived(c.env, id))
    throw new ApiError(409, "archived", "The fork this key made has ended and is archived.");
  const origin = new URL(c.req.url).origin;
  const reply = await c.env.GAME_ROOM.get(c.env.GAME_ROOM.idFromName(id)).create({
    id,
    game: game.id,
    seats,
    options: parent.options as Record<string, unknown>,
    clock,
    origin,
    bots,
    listed,
    fork: {
      from,
      position: position.state,
      requestHash,
      hostToken: token("host"),
      seatTokens: parent.seats.map((s) => token(`seat:${s.seat}`)),
    },
  });
  if (!("created" in reply)) return send(c, reply);
  const { created } = reply;
  return c.json(
    {
      id,
      commitment: created.commitment,
      hostUrl: `${origin}/host/${id}#${created.hostToken}`,
      spectatorUrl: `${origin}/watch/${id}`,
      seats: created.seatTokens.map((t, seat) =>
        t === null ? { seat, url: null, bot: true as const } : { seat, url: `${origin}/play/${id}#${t}` },
      ),
      forkedFrom: from,
    } satisfies CreatedGame,
    201,
  );
}

/** A token of the fork, made from its key: 128 bits, base64url, like a drawn one (room/tokens.ts). */
function forkToken(parentId: string, key: string, label: string): string {
  const hex = sha256Hex(`fork-token|${parentId}|${key}|${label}`).slice(0, 32);
  const bytes = hex.match(/../g)!.map((h) => Number.parseInt(h, 16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** A game's whole record once it has ended: from its room while it has one, else from the archive. */
async function finishedRecord(env: Env, id: string): Promise<ShownRecord> {
  const reply = await env.GAME_ROOM.get(env.GAME_ROOM.idFromName(id)).record(null);
  if (reply.status === 200) {
    const record = JSON.parse(reply.json) as ShownRecord;
    if (!record.serverSeed)
      throw new ApiError(
        409,
        "not_finished",
        "A game can be forked once it has ended (its secrets revealed).",
      );
    return record;
  }
  const archived = await archivedRecord(env, id);
  if (!archived) throw new ApiError(404, "not_found", "No game with this id.");
  return archived as ShownRecord;
}

/** A fork's own parents, nearest first (its verification needs them). */
async function ancestors(env: Env, record: ShownRecord): Promise<ShownRecord[]> {
  const found: ShownRecord[] = [];
  for (let at = record.forkedFrom; at; at = found[found.length - 1].forkedFrom) {
    if (found.length >= MAX_ANCESTORS)
      throw new ApiError(409, "too_deep", `A fork may be at most ${MAX_ANCESTORS} forks deep.`);
    found.push(await finishedRecord(env, at.id));
  }
  return found;
}
