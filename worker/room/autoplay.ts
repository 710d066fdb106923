/**
 * Seats that play without their player: bot seats, and seats whose standing order decides the move.
 * They play from the room's alarm, about a second after they become able to act (never inside
 * another player's request, so no request waits on them). Each move is recorded with `by: "bot"` or
 * `by: "order"`, and a player whose order played is told what it did.
 */
import type { AnyGame, GameState } from "../engine/define";
import { botMove } from "../engine/play";
import { isMoveError, type Move, type Seat } from "../engine/types";
import type { Ledger } from "./ledger";
import { statusOf, type RoomRows } from "./rows";
import { entropyOf } from "./tokens";

/** How long after a seat becomes able to act its bot or order plays. */
export const AUTOPLAY_DELAY_MS = 1000;
/**
 * Moves per alarm at most; the rest are played at the next alarm, a second later. It bounds an
 * alarm's CPU time (a rail bot's move takes up to a few tens of milliseconds; a Worker's clock does
 * not advance while it computes, so the bound is a count, not a time).
 */
const MAX_AUTO_MOVES = 60;

interface AutoMove {
  seat: Seat;
  move: Move;
  by: "bot" | "order";
}

/** The active seats that play by themselves now: bot seats, and seats whose order decides a move. */
function autoSeats(
  game: AnyGame,
  rows: RoomRows,
  state: GameState | null,
  standing: ReadonlyMap<Seat, unknown>,
): { seat: Seat; order?: Move }[] {
  if (statusOf(rows.meta) !== "playing" || state === null || game.result(state)) return [];
  return game.activeSeats(state).flatMap((seat) => {
    if (rows.seats[seat]?.bot) return [{ seat }];
    const order = standing.get(seat);
    const move = order === undefined ? null : (game.orders?.decide(state, seat, order) ?? null);
    return move ? [{ seat, order: move }] : [];
  });
}

/** Whether a bot or a standing order has a move to make now (the room then sets its alarm a second ahead). */
export function autoplayDue(ledger: Ledger, rows: RoomRows): boolean {
  return autoSeats(ledger.game(rows), rows, ledger.state(rows), rows.orders).length > 0;
}

/**
 * Plays every move bots and standing orders make now, one transaction each, until no seat plays by
 * itself (or the per-alarm limit). An order whose move is refused is switched off (the player is
 * told); a bot whose choice is refused falls back to its seat's first listed move. Returns the moves made.
 */
export function runAutoplay(ledger: Ledger, now: number): number {
  const played = new Map<Seat, string[]>(); // per seat whose order played: the move types, in order
  let count = 0;
  for (; count < MAX_AUTO_MOVES; count++) {
    const next = nextMove(ledger);
    if (!next) break;
    const { rows, auto } = next;
    const actor = { seat: auto.seat, by: auto.by };
    let result = ledger.play(rows, actor, auto.move);
    if (isMoveError(result) && auto.by === "bot") {
      console.error(
        `${rows.meta.game_id}: the bot of seat ${auto.seat} chose a refused move: ${result.error.message}`,
      );
      auto.move = ledger.game(rows).legalMoves(ledger.started(rows), auto.seat)[0] ?? auto.move;
      result = ledger.play(rows, actor, auto.move);
      if (isMoveError(result)) break; // a bug of the game's bot and its list; the seat's clock still runs
    }
    if (isMoveError(result)) {
      ledger.transaction(() => ledger.setStandingOrder(auto.seat, null));
      told(
        ledger,
        auto.seat,
        `was switched off: the move it chose was refused (${result.error.message})`,
        now,
      );
      continue;
    }
    if (auto.by === "order") played.set(auto.seat, [...(played.get(auto.seat) ?? []), auto.move.type]);
  }
  for (const [seat, types] of played) told(ledger, seat, `played ${inWords(types)} for you.`, now);
  return count;
}

function nextMove(ledger: Ledger): { rows: RoomRows; auto: AutoMove } | null {
  const rows = ledger.rows();
  if (!rows) return null;
  const game = ledger.game(rows);
  const state = ledger.state(rows);
  const [first] = autoSeats(game, rows, state, rows.orders);
  if (!first) return null;
  if (first.order) return { rows, auto: { seat: first.seat, move: first.order, by: "order" } };
  return {
    rows,
    auto: {
      seat: first.seat,
      move: botMove(game, state, entropyOf(rows), first.seat, rows.moveCount),
      by: "bot",
    },
  };
}

function told(ledger: Ledger, seat: Seat, did: string, now: number): void {
  ledger.transaction(() => ledger.tellOrder(seat, did, now));
}

/** Move types in words, repeats counted: ["roll", "roll", "bank"] → "roll ×2, bank". */
export function inWords(types: string[]): string {
  const runs: { type: string; times: number }[] = [];
  for (const type of types) {
    const last = runs.at(-1);
    if (last?.type === type) last.times++;
    else runs.push({ type, times: 1 });
  }
  return runs.map((r) => (r.times > 1 ? `${r.type} ×${r.times}` : r.type)).join(", ");
}
