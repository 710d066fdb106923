/** Seat handlers of the room's RPC: claim a seat, start early (host), rename. Each returns an Outcome. */
import type { SeatPlayer } from "../engine/seat-keys";
import { fail, ok, type Caller, type ClaimInput } from "../wire";
import { isPlayer } from "./auth";
import { keyProblem, sameKey } from "./claim-key";
import { changed, type Ledger, type Outcome } from "./ledger";
import { statusOf, type RoomRows } from "./rows";

/** `player`: the claim's key, its signature already checked (null: a claim without a key). */
export function claim(
  ledger: Ledger,
  rows: RoomRows,
  you: Caller | null,
  input: ClaimInput,
  player: SeatPlayer | null = null,
): Outcome {
  if (you?.role !== "player" || you.seat === null)
    return fail(403, "not_a_seat", "Only a seat's invite link can claim that seat.");
  const seat = rows.seats[you.seat];
  if (seat.claimed_at) {
    // A retried claim with the same details is answered again; anything else is a second claim.
    if (seat.name === input.name && seat.client_seed === input.clientSeed && sameKey(seat.player, player))
      return ok(ledger.response(rows, you));
    return fail(409, "seat_taken", "This seat has already been claimed.");
  }
  if (statusOf(rows.meta) !== "open") return fail(409, "game_started", "The game has already started.");
  const refused = keyProblem(rows, you.seat, player, input);
  if (refused) return refused;
  const now = new Date().toISOString();
  ledger.transaction(() => {
    ledger.claim(you.seat!, input.name, input.clientSeed, now, player && JSON.stringify(player));
    if (input.timeZone) ledger.setTimeZone(you.seat!, input.timeZone);
    ledger.bumpVersion();
    if (ledger.rows()!.seats.every((s) => s.claimed_at)) ledger.start(you.seat);
  });
  return changed({ ...you, claimed: true });
}

/**
 * The host starts before every seat is claimed: unclaimed seats are dropped (bots stay); a fork's
 * position has every seat, so there they go to the bot instead.
 */
export function startEarly(ledger: Ledger, rows: RoomRows, you: Caller | null): Outcome {
  if (you?.role !== "host") return fail(403, "not_host", "Only the host link can start the game early.");
  if (statusOf(rows.meta) !== "open") return fail(409, "game_started", "The game has already started.");
  const game = ledger.game(rows);
  const claimed = rows.seats.filter((s) => s.claimed_at).length;
  if (claimed < game.players.min && !rows.fork) {
    return fail(
      409,
      "not_enough_players",
      `${game.title} needs at least ${game.players.min} claimed seat(s); ${claimed} claimed.`,
    );
  }
  if (!rows.seats.some((s) => s.claimed_at && !s.bot))
    return fail(
      409,
      "not_enough_players",
      "At least one person must have claimed a seat: a game of bots alone is not played.",
    );
  ledger.transaction(() => {
    if (rows.fork) ledger.botUnclaimedSeats(new Date().toISOString());
    else ledger.dropUnclaimedSeats();
    ledger.start(null);
  });
  return changed(you);
}

export function rename(ledger: Ledger, rows: RoomRows, you: Caller | null, name: string): Outcome {
  if (!isPlayer(you)) return fail(403, "not_a_player", "Only a claimed seat can change its name.");
  const game = ledger.game(rows);
  if (statusOf(rows.meta) !== "playing" || !game.canRename?.(ledger.started(rows), you.seat)) {
    return fail(
      409,
      "cannot_rename",
      `You may not change your name now${game.canRename ? " (only at the start of your own turn)" : ""}.`,
    );
  }
  if (rows.seats[you.seat].name === name) return ok(ledger.response(rows, you));
  ledger.transaction(() => {
    ledger.rename(you.seat, name);
    ledger.bumpVersion();
  });
  return changed(you);
}
