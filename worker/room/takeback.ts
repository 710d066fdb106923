/**
 * Takeback with consent (the room's RPC `takeback`, issue #37): a seat asks to take back its own last
 * move while nothing new is known since (takeback-rule.ts); every other person in the game agrees or
 * refuses. A refusal, or any other change of the game (the next move above all), ends the request;
 * the last agreement takes the move back (ledger.takeBack), leaving the record as if it was never
 * played. With nobody else to ask (a solo game, or only bots) it is taken back at once. Each request
 * carries the version its client saw and an idempotency key: a retry answers again and applies
 * nothing twice.
 */
import type { Seat } from "../engine/types";
import { fail, type Caller, type GameResponse, type TakebackInput, type TakebackShown } from "../wire";
import { isPlayer } from "./auth";
import { changed, type Ledger, type Outcome } from "./ledger";
import { statusOf, type RoomRows, type TakebackRow } from "./rows";
import { takebackRefusal } from "./takeback-rule";

/** The takeback row while the game is still at its version: what every answer shows. */
function currentOf(rows: RoomRows): TakebackRow | null {
  const row = rows.takeback;
  return rows.meta.started_at && row && row.version === rows.snapshot.version ? row : null;
}

/** The takeback as every seat sees it (none once the game has changed since). */
export function takebackShown(rows: RoomRows): TakebackShown | undefined {
  const row = currentOf(rows);
  if (!row) return undefined;
  const waiting =
    row.status === "asked" ? askedOf(rows, row.seat).filter((s) => !row.agreed.includes(s)) : [];
  return {
    status: row.status,
    seat: row.seat,
    move: row.n,
    agreed: row.agreed,
    waiting,
    ...(row.refusedBy === null ? {} : { refusedBy: row.refusedBy }),
  };
}

/** The seats asked to consent: every other claimed seat a person plays (not a bot's, not one that left). */
function askedOf(rows: RoomRows, asker: Seat): Seat[] {
  return rows.seats
    .filter((s) => s.seat !== asker && s.claimed_at !== null && !s.bot && !s.has_left)
    .map((s) => s.seat);
}

export function takeback(
  ledger: Ledger,
  rows: RoomRows,
  you: Caller | null,
  input: TakebackInput,
  answer: (rows: RoomRows) => GameResponse,
): Outcome {
  if (!isPlayer(you))
    return fail(403, "not_a_player", "Only a claimed seat can ask for or answer a takeback.");
  const key = `${you.seat}:${input.key}`;
  const last = rows.takeback;
  if (last?.keys.includes(key)) return changed(you); // a retry: applied once, answered again
  const status = statusOf(rows.meta);
  if (status === "open") return fail(409, "not_started", "The game has not started yet.");
  if (status === "finished") return fail(409, "game_over", "The game has ended.");
  if (input.version !== rows.snapshot.version)
    return fail(
      409,
      "stale_version",
      `You saw version ${input.version}; the game is at version ${rows.snapshot.version}.`,
      { game: answer(rows) },
    );
  const pending = currentOf(rows);
  const asked = pending?.status === "asked" ? pending : null;
  const version = rows.snapshot.version + 1;
  let row: TakebackRow;
  if (input.action === "ask") {
    if (asked) return fail(409, "takeback_pending", "A takeback is already asked; it is answered first.");
    const move = rows.recent[rows.recent.length - 1];
    const refusal = takebackRefusal(!!ledger.game(rows).secrets, rows, move, you.seat);
    if (refusal) return fail(409, refusal.code, refusal.message);
    row = { seat: you.seat, n: move.n, status: "asked", agreed: [], refusedBy: null, keys: [key], version };
    if (askedOf(rows, you.seat).length === 0) row.status = "taken";
  } else {
    if (!asked) return fail(409, "no_takeback", "No takeback is asked now.");
    if (input.action === "agree" && !askedOf(rows, asked.seat).includes(you.seat))
      return fail(
        409,
        "not_asked",
        "Only the other players answer a takeback; you may refuse (withdraw) your own.",
      );
    row = { ...asked, keys: [...asked.keys, key], version };
    if (input.action === "refuse") Object.assign(row, { status: "refused", refusedBy: you.seat });
    else {
      row.agreed = [...asked.agreed, you.seat];
      if (askedOf(rows, asked.seat).every((s) => row.agreed.includes(s))) row.status = "taken";
    }
  }
  if (row.status === "taken") ledger.takeBack(rows, row.n, row);
  else
    ledger.transaction(() => {
      ledger.bumpVersion();
      ledger.setTakeback(row);
      if (input.action === "ask") ledger.tellTakebackAsked(you.seat, askedOf(rows, you.seat), Date.now());
    });
  return changed(you);
}
