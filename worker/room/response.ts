/** Builds the API's view of a room (GameResponse) and its record (GameRecord) from stored rows. */
import type { ClockOptions } from "../clock/options";
import { DAY, type Timers } from "../clock/timers";
import { RECORD_FORMAT, rulesVersion, type GameRecord } from "../engine/record";
import type { GameDefinition, Move, Seat } from "../engine/types";
import type { Caller, GameResponse, GameStatus, HistoryMove, RecentMove } from "../wire";
import type { MetaRow, MoveRow, SeatRow, SnapshotRow } from "./sql";
import type { ChatRow, RematchRow } from "./store";

export interface RoomRows {
  meta: MetaRow;
  seats: SeatRow[];
  snapshot: SnapshotRow;
}

export function statusOf(meta: MetaRow): GameStatus {
  return meta.ended_at ? "finished" : meta.started_at ? "playing" : "open";
}

export function gameResponse(game: GameDefinition, rows: RoomRows, state: unknown, you: Caller | null, recent: RecentMove[]): GameResponse {
  const { meta, seats, snapshot } = rows;
  const status = statusOf(meta);
  const seat: Seat | null = you?.role === "player" ? you.seat : null;
  const playing = status === "playing" && state !== null;
  const activeSeats = playing ? game.activeSeats(state) : [];
  const clock: ClockOptions = JSON.parse(meta.clock);
  const timers: Timers = snapshot.timers ? JSON.parse(snapshot.timers) : [];
  const response: GameResponse = {
    id: meta.game_id,
    game: game.id,
    title: game.title,
    status,
    version: snapshot.version,
    commitment: meta.commitment,
    options: JSON.parse(meta.options),
    seats: seats.map((s) => ({ seat: s.seat, name: s.name, claimed: s.claimed_at !== null, ...(s.bot ? { bot: true as const } : {}) })),
    you,
    activeSeats,
    view: state === null ? null : game.view(state, seat),
    result: state === null ? null : game.result(state),
    serverSeed: status === "finished" ? meta.server_seed : null,
    createdAt: meta.created_at,
    endedAt: meta.ended_at,
    clock,
    timers: status === "playing" ? timers.map((t, seat) => ({
      seat,
      deadline: t.deadline === null ? null : new Date(t.deadline).toISOString(),
      vacationUntil: t.vacationUntil > Date.now() ? new Date(t.vacationUntil).toISOString() : null,
      vacationDaysLeft: Math.floor((clock.vacationDays * DAY - t.vacationUsed) / DAY),
    })) : [],
    recentMoves: recent,
    standings: state === null ? null : game.standings(game.view(state, null)),
    ...(meta.aborted_at ? { aborted: meta.aborted_at } : {}),
  };
  if (playing && seat !== null && activeSeats.includes(seat)) response.legalMoves = game.legalMoves(state, seat);
  if (playing && seat !== null) response.canRename = game.canRename?.(state, seat) ?? false;
  return response;
}

export function gameRecord(game: GameDefinition, rows: RoomRows, moves: MoveRow[], state: unknown, chat: ChatRow[] = []): GameRecord {
  const { meta, seats, snapshot } = rows;
  const ended = statusOf(meta) === "finished";
  return {
    format: RECORD_FORMAT,
    rules: rulesVersion(game),
    id: meta.game_id,
    game: meta.game,
    options: JSON.parse(meta.options),
    seats: seats.map((s) => ({ seat: s.seat, name: s.name ?? "", clientSeed: s.client_seed ?? "", ...(s.bot ? { bot: true } : {}) })),
    commitment: meta.commitment,
    serverSeed: ended ? meta.server_seed : null,
    createdAt: meta.created_at,
    startedAt: meta.started_at,
    endedAt: meta.ended_at,
    setup: snapshot.setup ? JSON.parse(snapshot.setup) : null,
    moves: moves.map((m) => ({
      n: m.n, seat: m.seat, move: shown(game, rows, m.move), by: m.by, at: m.at, draws: JSON.parse(m.draws), stateHash: m.state_hash,
    })),
    result: state === null ? null : game.result(state),
    ...(meta.aborted_at ? { aborted: meta.aborted_at } : {}),
    ...(chat.length ? { chat: chat.map(({ n, seat, at, text }) => ({ n, seat, at, text })) } : {}),
  };
}

/** A stored move as others may see it: a sealed move (`game.sealed`) shows only its type until the game ends. */
export function shown(game: GameDefinition, rows: RoomRows, json: string): Move {
  const move: Move = JSON.parse(json);
  return !rows.meta.ended_at && game.sealed?.(move) ? { type: move.type } : move;
}

/** Logged moves as the answer lists them (`recentMoves`), or with their dice (the paged history). */
export function recentOf(game: GameDefinition, rows: RoomRows, moves: Pick<MoveRow, "n" | "seat" | "by" | "at" | "move">[]): RecentMove[] {
  return moves.map((m) => ({ n: m.n, seat: m.seat, by: m.by, at: m.at, move: shown(game, rows, m.move) }));
}

export function historyOf(game: GameDefinition, rows: RoomRows, moves: Pick<MoveRow, "n" | "seat" | "by" | "at" | "move" | "draws">[]): HistoryMove[] {
  return moves.map((m) => ({ n: m.n, seat: m.seat, by: m.by, at: m.at, move: shown(game, rows, m.move), draws: JSON.parse(m.draws) }));
}

/** The caller's link into the rematch: their own new seat, the host's new host link, else the new game's watch page. */
export function rematchLink(rows: RoomRows, rematch: RematchRow, you: Caller | null): { id: string; url: string } {
  const origin = rows.meta.origin;
  const id = rematch.game_id;
  const seats: (string | null)[] = JSON.parse(rematch.seat_tokens);
  if (you?.role === "host") return { id, url: `${origin}/host/${id}#${rematch.host_token}` };
  const token = you?.role === "player" && you.seat !== null ? seats[you.seat] : null;
  return { id, url: token ? `${origin}/play/${id}#${token}` : `${origin}/watch/${id}` };
}
