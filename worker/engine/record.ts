/**
 * The game record (format `boxcars-record/1`): everything needed to replay a game and check every
 * die. The server seed is `null` until the game has ended. `stateHash` lets a verifier say exactly
 * where a replay first differs.
 */
import { canonical } from "./canonical";
import { replayMove, startGame, type Played, type Snapshot } from "./play";
import { commitmentOf, sha256Hex, type Draw, type Entropy } from "./random";
import { isMoveError, type GameResult, type GameRules, type Move, type MoveError, type Seat } from "./types";

export const RECORD_FORMAT = "boxcars-record/1";

export interface RecordSeat {
  seat: Seat;
  name: string;
  clientSeed: string;
  /** A seat the host gave to the bot at creation (absent: a person). */
  bot?: boolean;
}

/**
 * Who made a move: the seat's player; the bot (a bot seat, or standing in at a timeout); the clock
 * (a `$skip`/`$drop` at a timeout); the player's standing order, played by the room; the host (a
 * `$drop` of a vanished player).
 */
export type MoveBy = "player" | "bot" | "clock" | "order" | "host";

export interface RecordMove {
  n: number;
  seat: Seat;
  move: Move;
  by: MoveBy;
  at: string;
  draws: Draw[];
  stateHash: string;
}

export interface GameRecord {
  format: typeof RECORD_FORMAT;
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
  setup: { draws: Draw[]; stateHash: string } | null;
  moves: RecordMove[];
  result: GameResult | null;
  /** When the host aborted the game (it ended without a result). */
  aborted?: string;
  /** The table talk, for the replay (not part of what is verified). */
  chat?: { n: number; seat: Seat; at: string; text: string }[];
}

export function stateHash(state: unknown): string {
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

function entropyOf(record: GameRecord, serverSeed: string): Entropy {
  return { serverSeed, gameId: record.id, clientSeeds: record.seats.map((s) => s.clientSeed) };
}

function firstDrawDifference(expected: Draw[], actual: Draw[]): string | null {
  for (let i = 0; i < Math.max(expected.length, actual.length); i++) {
    const e = expected[i], a = actual[i];
    if (!e || !a || e.stream !== a.stream || e.sides !== a.sides || e.value !== a.value) {
      const show = (d?: Draw) => (d ? `${d.value} (d${d.sides}, stream ${d.stream})` : "no roll");
      return `roll ${i + 1}: the record says ${show(e)}, the replay gives ${show(a)}`;
    }
  }
  return null;
}

/** The rules version of a game (what new records carry). */
export function rulesVersion(game: GameRules): number {
  return game.rulesVersion ?? 1;
}

/**
 * The state hash a record of its rules version stored: current records hash the state; records
 * made before a change of the state's shape hash the game's `legacy` form of it (threaded through
 * the replay, for old shapes that held a growing history).
 */
function hasher<S>(game: GameRules<S>, record: GameRecord): (state: S) => string {
  const legacy = game.legacy;
  if (!legacy || (record.rules ?? 1) >= legacy.before) return stateHash;
  let previous: unknown = null;
  return (state) => {
    previous = legacy.hashState(state, previous);
    return stateHash(previous);
  };
}

/**
 * Replays a record step by step, checking each step's rolls and state against the record.
 * Yields every state; returns the verdict.
 */
export function* replay<S>(game: GameRules<S>, record: GameRecord, serverSeed: string): Generator<ReplayStep<S>, Verdict> {
  if (record.format !== RECORD_FORMAT) return { ok: false, at: "format", message: `Unknown record format ${String(record.format)}.` };
  if ((record.rules ?? 1) > rulesVersion(game)) return { ok: false, at: "rules", message: `The record is of rules version ${record.rules}; this verifier knows up to ${rulesVersion(game)}.` };
  if (!/^[0-9a-f]{64}$/.test(serverSeed)) return { ok: false, at: "seed", message: "The server seed is not 64 hex characters." };
  if (commitmentOf(serverSeed) !== record.commitment) {
    return { ok: false, at: "commitment", message: "sha256(server seed) does not match the commitment published at creation." };
  }
  if (!record.setup) return { ok: false, at: "setup", message: "The game never started." };
  const entropy = entropyOf(record, serverSeed);
  const hash = hasher(game, record);
  let start: Played<S>;
  try {
    start = startGame(game, record.seats.length, record.options, entropy);
  } catch (error) {
    return { ok: false, at: "options", message: `The record's options are not valid for ${game.title}: ${(error as Error).message}.` };
  }
  const setupDiff = firstDrawDifference(record.setup.draws, start.draws);
  if (setupDiff) return { ok: false, at: "setup", message: `Setup ${setupDiff}.` };
  if (hash(start.state) !== record.setup.stateHash) return { ok: false, at: "setup", message: "The state after setup differs." };
  yield { n: 0, seat: null, move: null, state: start.state };
  let snapshot: Snapshot<S> = start;
  for (const entry of record.moves) {
    const where = `move ${entry.n}`;
    let played: Played<S> | MoveError;
    try {
      played = replayMove(game, snapshot, entropy, entry.seat, entry.move, entry.by);
    } catch (error) {
      // Without a move schema (the pages' rules), a record from outside may hold a move the rules cannot read.
      return { ok: false, at: where, message: `Move ${entry.n} cannot be played by the rules: ${(error as Error).message}.` };
    }
    if (isMoveError(played)) return { ok: false, at: where, message: `Move ${entry.n} is refused on replay: ${played.error.message}` };
    const diff = firstDrawDifference(entry.draws, played.draws);
    if (diff) return { ok: false, at: where, message: `Move ${entry.n}, ${diff}.` };
    if (hash(played.state) !== entry.stateHash) return { ok: false, at: where, message: `The state after move ${entry.n} differs.` };
    snapshot = played;
    yield { n: entry.n, seat: entry.seat, move: entry.move, state: played.state };
  }
  const result = game.result(snapshot.state);
  if (canonical(result) !== canonical(record.result)) return { ok: false, at: "result", message: "The replayed result differs from the recorded one." };
  return { ok: true, moves: record.moves.length, result };
}

/** Checks the commitment and replays every roll and state of a finished game's record. */
export function verifyRecord(games: Record<string, GameRules>, record: GameRecord): Verdict {
  const game = games[record.game];
  if (!game) return { ok: false, at: "game", message: `Unknown game ${String(record.game)}.` };
  if (!record.serverSeed) return { ok: false, at: "seed", message: "The server seed is revealed only when the game has ended." };
  const steps = replay(game, record, record.serverSeed);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
