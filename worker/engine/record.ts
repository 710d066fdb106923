/**
 * The game record: everything needed to replay a game and check every die. The server seed is
 * `null` until the game has ended. `stateHash` lets a verifier say exactly where a replay first
 * differs. Format 2 (`boxcars-record/2`) keys the state hashes with the server seed, so nobody can
 * test a guess of a running game's hidden state against them; format 1 hashed the state alone and
 * its records still verify.
 */
import type { RulesOf } from "./define";
import { canonical } from "./canonical";
import { replayMove, startFork, startGame, type Played, type Snapshot } from "./play";
import { commitmentOf, keyedHex, sha256Hex, type Entropy } from "./random";
import type { Draw } from "./dice";
import type { SeatPlayer } from "./seat-keys";
import { isMoveError, type GameResult, type Move, type MoveError, type Seat } from "./types";

export const RECORD_FORMAT = "boxcars-record/2";
/** Records made before state hashes were keyed. */
export const RECORD_FORMAT_1 = "boxcars-record/1";
export type RecordFormat = typeof RECORD_FORMAT | typeof RECORD_FORMAT_1;

export interface RecordSeat {
  seat: Seat;
  name: string;
  clientSeed: string;
  /** A seat the host gave to the bot at creation (absent: a person). */
  bot?: boolean;
  /** The player key the seat was claimed with, and the claim's signature (absent: claimed without a key). */
  player?: SeatPlayer;
}

/**
 * Who made a move: the seat's player; the bot (a bot seat, or standing in at a timeout); the clock
 * (a `$skip`/`$drop` at a timeout); the player's standing order, played by the room; the host (a
 * `$drop` of a vanished player).
 */
export type MoveBy = "player" | "bot" | "clock" | "order" | "host";

/**
 * A draw as a viewer of a running game sees it: a private draw that is not theirs has no value.
 * A finished game's record holds every value.
 */
export type ShownDraw = Draw | Omit<Draw, "value">;

export interface RecordMove<D extends ShownDraw = Draw> {
  n: number;
  seat: Seat;
  move: Move;
  by: MoveBy;
  at: string;
  /** Every draw's value once the game has ended; while it runs, a private draw shows its value to its seat alone. */
  draws: D[];
  stateHash: string;
}

/** A whole record (every draw's value); `ShownRecord` is one as a reader of a running game may get it. */
export interface GameRecord<D extends ShownDraw = Draw> {
  format: RecordFormat;
  /** The game's rules version the record was made with (absent: 1). */
  rules?: number;
  id: string;
  game: string;
  options: unknown;
  seats: RecordSeat[];
  commitment: string;
  serverSeed: string | null;
  createdAt: string;
  startedAt: string | null;
  endedAt: string | null;
  setup: { draws: D[]; stateHash: string } | null;
  moves: RecordMove<D>[];
  result: GameResult | null;
  /** When the host aborted the game, or it was abandoned (it ended without a result). */
  aborted?: string;
  /** The game ended at the room's inactivity deadline (nobody claimed or moved), not by the host. */
  abandoned?: true;
  /**
   * A fork (docs/sharing.md, "Forks"): the finished game it started from, the move of that game
   * whose position it took (0: the setup) and that position's state hash in the parent's record.
   * Its `setup` is then the fork's start: the position with its secrets dealt again.
   */
  forkedFrom?: ForkedFrom;
  /** The host made the game rated (docs/players.md). */
  rated?: boolean;
  /** The table talk, for the replay (not part of what is verified). */
  chat?: { n: number; seat: Seat; at: string; text: string }[];
}

export interface ForkedFrom {
  id: string;
  move: number;
  stateHash: string;
}

/**
 * The state hash a format-2 record carries: HMAC-SHA256 under a key derived from the server seed,
 * of the state's canonical JSON. Without the seed, a hash cannot be checked against a guessed state.
 */
export type StateHasher = (state: unknown) => string;

export type ShownRecord = GameRecord<ShownDraw>;

/** The derived keys of the seeds in use (a memo of a pure function: a room hashes a state per move). */
const keys = new Map<string, string>();

export function stateHasher(serverSeed: string): StateHasher {
  let key = keys.get(serverSeed);
  if (key === undefined) {
    key = keyedHex(serverSeed, "boxcars/state-hash");
    if (keys.size >= 32) keys.delete(keys.keys().next().value!);
    keys.set(serverSeed, key);
  }
  const k = key;
  return (state) => keyedHex(k, canonical(state));
}

/** The hash a format-2 record of `game` stores for a state: of the part its `hashed` names. */
export function gameStateHasher<S>(
  game: { hashed?(state: S): unknown },
  serverSeed: string,
): (state: S) => string {
  const keyed = stateHasher(serverSeed);
  const hashed = game.hashed;
  return hashed ? (state) => keyed(hashed(state)) : keyed;
}

/** Format 1's state hash: SHA-256 of the canonical JSON (anyone could test a guess against it). */
export function plainStateHash(state: unknown): string {
  return sha256Hex(canonical(state));
}

export type Verdict =
  | { ok: true; moves: number; result: GameResult | null }
  | { ok: false; at: string; message: string };

export interface ReplayStep<S> {
  /** 0 for the setup, then the move number. */
  n: number;
  seat: Seat | null;
  move: Move | null;
  state: S;
}

function entropyOf(record: ShownRecord, serverSeed: string): Entropy {
  return { serverSeed, gameId: record.id, clientSeeds: record.seats.map((s) => s.clientSeed) };
}

function firstDrawDifference(expected: ShownDraw[], actual: Draw[]): string | null {
  for (let i = 0; i < Math.max(expected.length, actual.length); i++) {
    const e = expected[i],
      a = actual[i];
    if (
      !e ||
      !a ||
      e.stream !== a.stream ||
      e.sides !== a.sides ||
      !("value" in e) ||
      e.value !== a.value ||
      e.to !== a.to
    ) {
      const owner = (d: ShownDraw) =>
        d.to === undefined ? "" : d.to === null ? ", hidden from everyone" : `, dealt to seat ${d.to + 1}`;
      const show = (d?: ShownDraw) =>
        d
          ? `${"value" in d ? d.value : "a hidden value"} (d${d.sides}, stream ${d.stream}${owner(d)})`
          : "no roll";
      return `roll ${i + 1}: the record says ${show(e)}, the replay gives ${show(a)}`;
    }
  }
  return null;
}

/** The rules version of a game (what new records carry). */
export function rulesVersion(game: { rulesVersion?: number }): number {
  return game.rulesVersion ?? 1;
}

/**
 * The state hash a record stored: keyed by the seed (format 2) or plain (format 1), of the state;
 * records made before a change of the state's shape hash the game's `legacy` form of it (threaded
 * through the replay, for old shapes that held a growing history).
 */
function hasher<S>(game: RulesOf<S>, record: ShownRecord, serverSeed: string): (state: S) => string {
  const keyed = record.format === RECORD_FORMAT_1 ? plainStateHash : stateHasher(serverSeed);
  const hashed = game.hashed;
  const hash = hashed ? (state: S) => keyed(hashed(state)) : keyed;
  const legacy = game.legacy;
  if (!legacy || (record.rules ?? 1) >= legacy.before) return hash;
  let previous: unknown = null;
  return (state) => {
    previous = legacy.hashState(state, previous);
    return keyed(previous);
  };
}

/**
 * Replays a record step by step, checking each step's rolls and state against the record.
 * Yields every state; returns the verdict.
 */
export function* replay<S>(
  game: RulesOf<S>,
  record: ShownRecord,
  serverSeed: string,
  /** A fork's starting position, from its parent (parentPosition). */
  from?: S,
): Generator<ReplayStep<S>, Verdict> {
  if (record.format !== RECORD_FORMAT && record.format !== RECORD_FORMAT_1)
    return { ok: false, at: "format", message: `Unknown record format ${String(record.format)}.` };
  if ((record.rules ?? 1) > rulesVersion(game))
    return {
      ok: false,
      at: "rules",
      message: `The record is of rules version ${record.rules}; this verifier knows up to ${rulesVersion(game)}.`,
    };
  if (!/^[0-9a-f]{64}$/.test(serverSeed))
    return { ok: false, at: "seed", message: "The server seed is not 64 hex characters." };
  if (commitmentOf(serverSeed) !== record.commitment) {
    return {
      ok: false,
      at: "commitment",
      message: "sha256(server seed) does not match the commitment published at creation.",
    };
  }
  if (!record.setup) return { ok: false, at: "setup", message: "The game never started." };
  const entropy = entropyOf(record, serverSeed);
  const hash = hasher(game, record, serverSeed);
  let start: Played<S>;
  try {
    start =
      from === undefined
        ? startGame(game, record.seats.length, record.options, entropy)
        : startFork(game, from, entropy);
  } catch (error) {
    return {
      ok: false,
      at: "options",
      message: `The record's options are not valid for ${game.title}: ${(error as Error).message}.`,
    };
  }
  const setupDiff = firstDrawDifference(record.setup.draws, start.draws);
  if (setupDiff) return { ok: false, at: "setup", message: `Setup ${setupDiff}.` };
  if (hash(start.state) !== record.setup.stateHash)
    return { ok: false, at: "setup", message: "The state after setup differs." };
  yield { n: 0, seat: null, move: null, state: start.state };
  let snapshot: Snapshot<S> = start;
  for (const entry of record.moves) {
    const where = `move ${entry.n}`;
    let played: Played<S> | MoveError;
    try {
      played = replayMove(game, snapshot, entropy, entry.seat, entry.move, entry.by);
    } catch (error) {
      // Without a move schema (the pages' rules), a record from outside may hold a move the rules cannot read.
      return {
        ok: false,
        at: where,
        message: `Move ${entry.n} cannot be played by the rules: ${(error as Error).message}.`,
      };
    }
    if (isMoveError(played))
      return {
        ok: false,
        at: where,
        message: `Move ${entry.n} is refused on replay: ${played.error.message}`,
      };
    const diff = firstDrawDifference(entry.draws, played.draws);
    if (diff) return { ok: false, at: where, message: `Move ${entry.n}, ${diff}.` };
    if (hash(played.state) !== entry.stateHash)
      return { ok: false, at: where, message: `The state after move ${entry.n} differs.` };
    snapshot = played;
    yield { n: entry.n, seat: entry.seat, move: entry.move, state: played.state };
  }
  const result = game.result(snapshot.state);
  if (canonical(result) !== canonical(record.result))
    return { ok: false, at: "result", message: "The replayed result differs from the recorded one." };
  return { ok: true, moves: record.moves.length, result };
}

/**
 * Checks the commitment and replays every roll and state of a finished game's record. A fork needs
 * its parent's record (and a fork of a fork its parent's, and so on) among `parents`: each is
 * verified in turn and the fork starts from the parent's position at `forkedFrom.move`.
 */
export function verifyRecord<S>(
  games: Readonly<Record<string, RulesOf<S>>>,
  record: ShownRecord,
  parents: readonly ShownRecord[] = [],
): Verdict {
  const game = games[record.game];
  if (!game) return { ok: false, at: "game", message: `Unknown game ${String(record.game)}.` };
  if (!record.serverSeed)
    return { ok: false, at: "seed", message: "The server seed is revealed only when the game has ended." };
  let from: S | undefined;
  if (record.forkedFrom) {
    const position = parentPosition(games, record, parents);
    if ("ok" in position) return position;
    from = position.state;
  }
  const steps = replay(game, record, record.serverSeed, from);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * A fork's starting position: its parent verified up to `forkedFrom.move`, whose state hash must be
 * the one the fork names. The parent must be the same game and options, with the same seats.
 */
export function parentPosition<S>(
  games: Readonly<Record<string, RulesOf<S>>>,
  record: ShownRecord,
  parents: readonly ShownRecord[],
): { state: S } | (Verdict & { ok: false }) {
  const fork = record.forkedFrom!;
  const parent = parents.find((p) => p.id === fork.id);
  if (!parent)
    return {
      ok: false,
      at: "parent",
      message: `A fork verifies with its parent's record (game ${fork.id}).`,
    };
  if (parent.game !== record.game || canonical(parent.options) !== canonical(record.options))
    return { ok: false, at: "parent", message: "The parent is another game, or has other options." };
  if (parent.seats.length !== record.seats.length)
    return { ok: false, at: "parent", message: "The parent has another number of seats." };
  const whole = verifyRecord(
    games,
    parent,
    parents.filter((p) => p.id !== parent.id),
  );
  if (!whole.ok)
    return { ok: false, at: "parent", message: `The parent ${parent.id} does not verify: ${whole.message}` };
  const hash = fork.move === 0 ? parent.setup?.stateHash : parent.moves[fork.move - 1]?.stateHash;
  if (hash === undefined || hash !== fork.stateHash)
    return {
      ok: false,
      at: "parent",
      message: `The parent's state after move ${fork.move} is not the one the fork names.`,
    };
  const steps = replay(games[parent.game], parent, parent.serverSeed!, positionOf(games, parent, parents));
  for (;;) {
    const step = steps.next();
    if (step.done) break;
    if (step.value.n === fork.move) return { state: step.value.state };
  }
  return { ok: false, at: "parent", message: `The parent has no move ${fork.move}.` };
}

/** The starting position of `record` when it is itself a fork (already verified by the caller). */
function positionOf<S>(
  games: Readonly<Record<string, RulesOf<S>>>,
  record: ShownRecord,
  parents: readonly ShownRecord[],
): S | undefined {
  if (!record.forkedFrom) return undefined;
  const position = parentPosition(games, record, parents);
  return "ok" in position ? undefined : position.state;
}
