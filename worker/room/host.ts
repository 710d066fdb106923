/**
 * The host's controls during a game (the room's RPC `host`): hand a seat to the bot, drop a vanished
 * player, set or extend the clock, abort. Each is checked, stored in one transaction and told to the
 * players it concerns; a drop is a recorded `$drop` move `by: "host"`, so records still replay.
 * A player leaving of their own accord (the RPC `leave`) is the same `$drop`, `by: "player"`;
 * conceding (the RPC `concede`, where the game has the hook) is the player's `$concede`: the game ends.
 */
import type { ClockOptions } from "../clock/options";
import { restartClocks } from "../clock/timers";
import { CLOCK_MOVES } from "../engine/play";
import { isMoveError, type Seat } from "../engine/types";
import { fail, type Caller, type HostAction } from "../wire";
import { isPlayer } from "./auth";
import { changed, type Ledger, type Outcome } from "./ledger";
import { statusOf, type RoomRows } from "./rows";

/** Why nothing can change the table now: the game has not started or has ended. */
function notPlaying(rows: RoomRows): Outcome | null {
  const status = statusOf(rows.meta);
  if (status === "playing") return null;
  return fail(
    409,
    status === "open" ? "not_started" : "game_over",
    status === "open" ? "The game has not started yet." : "The game has ended.",
  );
}

export function hostAction(ledger: Ledger, rows: RoomRows, you: Caller | null, input: HostAction): Outcome {
  if (you?.role !== "host") return fail(403, "not_host", "Only the host link can do this.");
  const stopped = notPlaying(rows);
  if (stopped) return stopped;
  switch (input.action) {
    case "bot":
      return handToBot(ledger, rows, you, input.seat);
    case "drop":
      return drop(ledger, rows, you, input.seat);
    case "clock":
      return setClock(ledger, rows, you, input.perMoveDays);
    case "abort":
      return abort(ledger, rows, you);
  }
}

function seatProblem(rows: RoomRows, seat: Seat, by: "host" | "player" = "host"): Outcome | null {
  if (!rows.seats[seat]) return fail(400, "bad_seat", `Seats are numbered 0 to ${rows.seats.length - 1}.`);
  if (rows.seats[seat].bot) return fail(409, "seat_is_bot", `Seat ${seat + 1} is already played by the bot.`);
  if (rows.seats[seat].has_left)
    return fail(409, "seat_left", `Seat ${seat + 1} has left the game: it takes no more turns.`);
  // Handing over or dropping the last person would leave a table of bots playing itself out.
  if (rows.seats.filter((s) => !s.bot && !s.has_left).length === 1) {
    return fail(
      409,
      "last_person",
      `This is the last seat a person plays: a game of bots alone is not played. ${by === "host" ? "Abort the game instead." : "Ask the host to abort the game instead."}`,
    );
  }
  return null;
}

function handToBot(ledger: Ledger, rows: RoomRows, you: Caller, seat: Seat): Outcome {
  const problem = seatProblem(rows, seat);
  if (problem) return problem;
  ledger.transaction(() => {
    ledger.tellHost(
      seat,
      "handed your seat to the bot; your link can still watch the game.",
      `bot:${rows.snapshot.version}`,
    );
    ledger.handToBot(seat);
    ledger.bumpVersion();
  });
  return changed(you);
}

function drop(ledger: Ledger, rows: RoomRows, you: Caller, seat: Seat): Outcome {
  return dropSeat(ledger, rows, you, seat, "host");
}

/** A player leaves the game of their own accord (where its rules let a seat leave): a `$drop` of their seat. */
export function leave(ledger: Ledger, rows: RoomRows, you: Caller | null): Outcome {
  if (!you) return fail(401, "unauthorized", "Leaving needs your seat link's token as a Bearer token.");
  if (!isPlayer(you))
    return fail(403, "not_a_player", "Only a claimed seat can leave; the host link has none.");
  return notPlaying(rows) ?? dropSeat(ledger, rows, you, you.seat, "player");
}

/** A player concedes (where the game's rules say how a concession ends it): their `$concede`; the game ends. */
export function concede(ledger: Ledger, rows: RoomRows, you: Caller | null): Outcome {
  if (!you) return fail(401, "unauthorized", "Conceding needs your seat link's token as a Bearer token.");
  if (!isPlayer(you))
    return fail(403, "not_a_player", "Only a claimed seat can concede; the host link has none.");
  const stopped = notPlaying(rows);
  if (stopped) return stopped;
  const game = ledger.game(rows);
  if (!game.concede)
    return fail(
      409,
      "cannot_concede",
      `${game.title} has no concession: the game plays on without a winner declared.`,
    );
  const played = ledger.transaction(() => {
    const conceded = ledger.play(rows, { seat: you.seat, by: "player" }, { type: CLOCK_MOVES.concede });
    if (!isMoveError(conceded)) {
      ledger.tellConceded(you.seat, Date.now());
    }
    return conceded;
  });
  if (isMoveError(played)) return fail(409, "cannot_concede", played.error.message);
  return changed(you);
}

function dropSeat(ledger: Ledger, rows: RoomRows, you: Caller, seat: Seat, by: "host" | "player"): Outcome {
  const problem = seatProblem(rows, seat, by);
  if (problem) return problem;
  const game = ledger.game(rows);
  if (!game.drop) {
    const instead =
      by === "host" ? "hand it to the bot instead" : "ask the host to hand your seat to the bot";
    return fail(409, "cannot_drop", `${game.title} cannot go on without a seat; ${instead}.`);
  }
  const played = ledger.transaction(() => {
    const dropped = ledger.play(rows, { seat, by }, { type: CLOCK_MOVES.drop });
    if (!isMoveError(dropped) && by === "host")
      ledger.tellHost(
        seat,
        "dropped you from the game; the others play on.",
        `drop:${rows.snapshot.version}`,
      );
    return dropped;
  });
  if (isMoveError(played)) return fail(409, "cannot_drop", played.error.message);
  return changed(you);
}

function setClock(
  ledger: Ledger,
  rows: RoomRows,
  you: Caller,
  perMoveDays: ClockOptions["perMoveDays"],
): Outcome {
  const clock = { ...rows.clock, perMoveDays };
  ledger.transaction(() => {
    ledger.setClock(clock);
    ledger.setTimers(restartClocks(clock, rows.timers, Date.now()));
    ledger.bumpVersion();
  });
  return changed(you);
}

function abort(ledger: Ledger, rows: RoomRows, you: Caller): Outcome {
  ledger.transaction(() => {
    ledger.abort(new Date().toISOString());
    for (const seat of rows.seats)
      if (!seat.bot) ledger.tellHost(seat.seat, "aborted the game: it ends here, without a result.", "abort");
  });
  return changed(you);
}
