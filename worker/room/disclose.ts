/**
 * Disclosure: the one module that reads a room's raw state, moves and draws for output. Everything
 * that leaves a room for a viewer (an answer, the paged log, the record, a notification's text, the
 * link preview, the widget's feed) is made here, for that viewer:
 * - the state only as the game's `view` for the viewer's seat (standings and headlines from views);
 * - a sealed move (`Secrets.seal`) as its `shown` form to everyone but its author, until its scope
 *   opens or the game ends;
 * - a private draw (`Random.deal`) without its value to everyone but its seat, until the game ends;
 * - state hashes keyed by the seed (record format 2), so no guess of a hidden state can be tested.
 * Once the game has ended everything is revealed with the seed.
 */
import type { GameOf } from "../engine/define";
import {
  RECORD_FORMAT,
  RECORD_FORMAT_1,
  rulesVersion,
  type GameRecord,
  type ShownDraw,
  type ShownRecord,
} from "../engine/record";
import type { Draw } from "../engine/dice";
import type { GameDefinition, Move, Seat, Sealed, Viewed } from "../engine/types";
import { shownTimers } from "../clock/shown";
import type { Caller, GameResponse, HistoryMove, RecentMove } from "../wire";
import type { MoveRow } from "./storage/sql";
import { statusOf, type ChatRow, type RematchRow, type RoomRows } from "./rows";
import { claimNonce, seatPlayer } from "./claim-key";
import { takebackRefusal } from "./takeback-rule";

/** Who reads: a seat, or null for everyone else (spectators, the host, the widget, previews). */
export type Viewer = Seat | null;

export function viewerOf(you: Caller | null): Viewer {
  return you?.role === "player" ? you.seat : null;
}

/** The game's view of `state` for `viewer`: the only way a state reaches standings and headlines. */
export function viewFor<S, V>(
  game: Pick<GameDefinition<S, any, any, V>, "view">,
  state: S,
  viewer: Viewer,
): Viewed<V> {
  return game.view(state, viewer) as Viewed<V>;
}

/** The position in one line (the game's headline, from the viewer's view); "" when the game has none. */
export function headlineFor<S>(game: GameOf<S>, state: S | null, viewer: Viewer, names: string[]): string {
  return state === null || !game.headline ? "" : game.headline(viewFor(game, state, viewer), names);
}

type LoggedRow = Pick<MoveRow, "n" | "seat" | "by" | "at" | "move" | "sealed">;

/**
 * A logged move as `viewer` sees it: a still sealed move shows its `shown` form to all but its
 * author, until the game ends or its scope opens after it (`rows.opened`).
 */
function shownMove(rows: RoomRows, row: LoggedRow, viewer: Viewer): Move {
  if (row.sealed === null || rows.meta.ended_at || row.seat === viewer) return JSON.parse(row.move);
  const sealed = JSON.parse(row.sealed) as Sealed;
  return (rows.opened[sealed.until] ?? 0) >= row.n ? JSON.parse(row.move) : sealed.shown;
}

/** Draws as `viewer` sees them: a private draw keeps its value for its own seat until the game ends. */
export function shownDraws(rows: RoomRows, draws: Draw[], viewer: Viewer): ShownDraw[] {
  if (rows.meta.ended_at) return draws;
  return draws.map((d) =>
    d.to === undefined || (d.to !== null && d.to === viewer)
      ? d
      : { stream: d.stream, sides: d.sides, to: d.to },
  );
}

export function recentOf(rows: RoomRows, moves: LoggedRow[], viewer: Viewer): RecentMove[] {
  return moves.map((m) => ({ n: m.n, seat: m.seat, by: m.by, at: m.at, move: shownMove(rows, m, viewer) }));
}

export function historyOf(
  rows: RoomRows,
  moves: (LoggedRow & Pick<MoveRow, "draws">)[],
  viewer: Viewer,
): HistoryMove[] {
  return moves.map((m) => ({
    ...recentOf(rows, [m], viewer)[0],
    draws: shownDraws(rows, JSON.parse(m.draws), viewer),
  }));
}

/** `GET /api/games/:id` and every change's answer, for `you`. */
export function gameResponse<S>(
  game: GameOf<S>,
  rows: RoomRows,
  state: S | null,
  you: Caller | null,
  recent: (LoggedRow & { draws?: string })[],
): GameResponse {
  const { meta, seats, snapshot, clock, timers } = rows;
  const status = statusOf(meta);
  const viewer = viewerOf(you);
  const playing = status === "playing" && state !== null;
  const activeSeats = playing ? game.activeSeats(state) : [];
  const names = seats.map((s) => s.name ?? `Seat ${s.seat + 1}`);
  // One view per reader: the answer's view, its headline, and the standings (everyone's view) from it.
  const view = state === null ? null : viewFor(game, state, viewer);
  const publicView = state === null || viewer === null ? view : viewFor(game, state, null);
  const response: GameResponse = {
    id: meta.game_id,
    game: game.id,
    title: game.title,
    status,
    version: snapshot.version,
    commitment: meta.commitment,
    options: rows.options,
    seats: seats.map((s) => ({
      seat: s.seat,
      name: s.name,
      claimed: s.claimed_at !== null,
      ...(s.bot ? { bot: true as const } : {}),
      ...(s.has_left ? { left: true as const } : {}),
      ...(s.player ? { player: seatPlayer(s.player)!.fingerprint } : {}),
    })),
    you,
    activeSeats,
    view,
    result: state === null ? null : game.result(state),
    serverSeed: status === "finished" ? meta.server_seed : null,
    createdAt: meta.created_at,
    endedAt: meta.ended_at,
    clock,
    timers: status === "playing" ? shownTimers(clock, timers, Date.now()) : [],
    recentMoves: recentOf(rows, recent, viewer),
    standings: publicView === null ? null : game.standings(publicView),
    headline: view === null || !game.headline ? "" : game.headline(view, names),
    ...(meta.aborted_at ? { aborted: meta.aborted_at } : {}),
    ...(meta.abandoned ? { abandoned: true as const } : {}),
    ...(meta.rated ? { rated: true as const } : {}),
  };
  if (status === "open" && you?.role === "player" && you.seat !== null && !you.claimed)
    response.claimNonce = claimNonce(rows, you.seat);
  if (playing && viewer !== null && activeSeats.includes(viewer))
    response.legalMoves = game.legalMoves(state, viewer);
  if (playing && viewer !== null) response.canRename = game.canRename?.(state, viewer) ?? false;
  if (playing && viewer !== null && !takebackRefusal(!!game.secrets, rows, recent.at(-1), viewer))
    response.canTakeBack = true;
  return response;
}

/** The game record for `viewer`: while the game runs, sealed moves and others' private draws are hidden and the seed is not there. */
export function gameRecord<S>(
  game: GameOf<S>,
  rows: RoomRows,
  moves: MoveRow[],
  state: S | null,
  chat: ChatRow[],
  viewer: Viewer,
): ShownRecord {
  const { meta, seats, snapshot } = rows;
  const ended = statusOf(meta) === "finished";
  const setup: ShownRecord["setup"] = snapshot.setup ? JSON.parse(snapshot.setup) : null;
  return {
    format: meta.record_format >= 2 ? RECORD_FORMAT : RECORD_FORMAT_1,
    rules: rulesVersion(game),
    id: meta.game_id,
    game: meta.game,
    options: rows.options,
    seats: seats.map((s) => ({
      seat: s.seat,
      name: s.name ?? "",
      clientSeed: s.client_seed ?? "",
      ...(s.bot ? { bot: true } : {}),
      ...(s.player ? { player: seatPlayer(s.player)! } : {}),
    })),
    ...(meta.rated ? { rated: true } : {}),
    commitment: meta.commitment,
    serverSeed: ended ? meta.server_seed : null,
    createdAt: meta.created_at,
    startedAt: meta.started_at,
    endedAt: meta.ended_at,
    setup: setup && { ...setup, draws: shownDraws(rows, setup.draws as Draw[], viewer) },
    moves: historyOf(rows, moves, viewer).map((m, i) => ({ ...m, stateHash: moves[i].state_hash })),
    result: state === null ? null : game.result(state),
    ...(meta.aborted_at ? { aborted: meta.aborted_at } : {}),
    ...(meta.abandoned ? { abandoned: true as const } : {}),
    ...(chat.length ? { chat: chat.map(({ n, seat, at, text }) => ({ n, seat, at, text })) } : {}),
  };
}

/** A finished game's whole record, with the seed and every secret: what the archive keeps. */
export function finishedRecord<S>(
  game: GameOf<S>,
  rows: RoomRows,
  moves: MoveRow[],
  state: S | null,
  chat: ChatRow[],
): GameRecord {
  if (statusOf(rows.meta) !== "finished") throw new Error(`game ${rows.meta.game_id} has not ended`);
  return gameRecord(game, rows, moves, state, chat, null) as GameRecord;
}

/** The caller's link into the rematch: their own new seat, the host's new host link, else the new game's watch page. */
export function rematchLink(
  rows: RoomRows,
  rematch: RematchRow,
  you: Caller | null,
): { id: string; url: string } {
  const origin = rows.meta.origin;
  const id = rematch.game_id;
  const seats: (string | null)[] = JSON.parse(rematch.seat_tokens);
  if (you?.role === "host") return { id, url: `${origin}/host/${id}#${rematch.host_token}` };
  const token = you?.role === "player" && you.seat !== null ? seats[you.seat] : null;
  return { id, url: token ? `${origin}/play/${id}#${token}` : `${origin}/watch/${id}` };
}
