/**
 * Rematch (the room's RPC `rematch`): once a game has ended, any of its players or its host can ask
 * for the same game again: same game, seats, options, clock, bots and listing, a new seed. The new
 * game's links are kept by the old room and each handed only to its own seat (or the host) through
 * the old sheet, so nobody has to send links again; every later ask gets the same new game.
 */
import type { Caller, Created, CreateInput, Reply } from "../wire";
import { fail, ok } from "../wire";
import { isPlayer } from "./auth";
import type { Ledger } from "./ledger";
import { rematchLink } from "./disclose";
import { statusOf, type RoomRows } from "./rows";
import type { RematchRow } from "./rows";
import { newGameId } from "../game-id";

/** Creates a room for a new game and answers its tokens (the Worker's `create`, reached room to room). */
export type CreateRoom = (input: CreateInput) => Promise<Created | Reply>;

export function rematchProblem(rows: RoomRows, you: Caller | null): Reply | null {
  if (!(isPlayer(you) || you?.role === "host"))
    return fail(403, "not_a_player", "Only the game's players or its host can ask for a rematch.");
  if (statusOf(rows.meta) !== "finished")
    return fail(409, "not_finished", "A rematch can be asked for once the game has ended.");
  return null;
}

/** Creates the new game (once) and answers the caller's link to it. */
export async function rematch(
  ledger: Ledger,
  rows: RoomRows,
  you: Caller | null,
  create: CreateRoom,
): Promise<Reply> {
  const problem = rematchProblem(rows, you);
  if (problem) return problem;
  const existing = rows.rematch;
  if (existing) return ok(rematchLink(rows, existing, you));
  const id = newGameId();
  const bots = rows.seats.filter((s) => s.bot).map((s) => s.seat);
  const reply = await create({
    id,
    game: rows.meta.game,
    seats: rows.seats.length,
    options: rows.options,
    clock: rows.clock,
    origin: rows.meta.origin,
    bots,
    listed: rows.meta.listed === 1,
  });
  if (!("created" in reply)) return reply;
  // Another ask may have finished while this one waited for the new room: the first one stored wins.
  const raced = ledger.rows()?.rematch;
  if (raced) return ok(rematchLink(rows, raced, you));
  const { created } = reply;
  const row: RematchRow = {
    game_id: id,
    host_token: created.hostToken,
    seat_tokens: JSON.stringify(created.seatTokens),
  };
  // A new version, so the other pages still open on this game read their own link to it.
  ledger.transaction(() => {
    ledger.setRematch(row);
    ledger.bumpVersion();
  });
  return ok(rematchLink(rows, row, you), 201);
}
