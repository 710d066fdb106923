/**
 * Bot-played games through our engine (startGame, botMove, playMove), deterministic per index,
 * and their records in the `boxcars-record/1` format for replay.
 */
import type { AnyGame } from "../worker/engine/define";
import { canonical } from "../worker/engine/canonical";
import { botMove, playMove, startGame, type Snapshot } from "../worker/engine/play";
import {
  RECORD_FORMAT,
  rulesVersion,
  gameStateHasher,
  type GameRecord,
  type RecordMove,
} from "../worker/engine/record";
import { commitmentOf, SeededRandom, sha256Hex, type Entropy } from "../worker/engine/random";
import { isMoveError, type Move, type Seat } from "../worker/engine/types";
import { bot as mrNaturalBot } from "../worker/games/mr-natural/bot";
import type { MrNaturalMove, MrNaturalState } from "../worker/games/mr-natural/types";

export interface PlayedGame {
  entropy: Entropy;
  seats: number;
  moves: { seat: Seat; move: Move }[];
}

export function benchEntropy(gameId: string, index: number, seats: number): Entropy {
  return {
    serverSeed: sha256Hex(`boxcars-bench/${gameId}/${index}`),
    gameId: `bench-${index}`,
    clientSeeds: Array.from({ length: seats }, (_, s) => `seat-${s}`),
  };
}

/** Plays one game to its end with the game's bot in every seat. */
export function playBotGame(game: AnyGame, seats: number, index: number): PlayedGame {
  const entropy = benchEntropy(game.id, index, seats);
  let snapshot: Snapshot = startGame(game, seats, {}, entropy);
  const moves: PlayedGame["moves"] = [];
  while (!game.result(snapshot.state)) {
    const seat = game.activeSeats(snapshot.state)[0];
    const move = botMove(game, snapshot.state, entropy, seat, moves.length);
    const next = playMove(game, snapshot, entropy, seat, move);
    if (isMoveError(next)) throw new Error(`${game.id}: the bot's move was refused: ${next.error.message}`);
    moves.push({ seat, move });
    snapshot = next;
  }
  return { entropy, seats, moves };
}

/** Applies a played game's moves again from the start (what a room does, move by move). */
export function applyMoves(game: AnyGame, played: PlayedGame): number {
  let snapshot: Snapshot = startGame(game, played.seats, {}, played.entropy);
  for (const { seat, move } of played.moves) {
    const next = playMove(game, snapshot, played.entropy, seat, move);
    if (isMoveError(next)) throw new Error(`${game.id}: a recorded move was refused: ${next.error.message}`);
    snapshot = next;
  }
  return played.moves.length;
}

/**
 * `applyMoves` with the check playMove made before commit b735608 put in front: the move's
 * canonical JSON compared with each legal move's (for the before/after figure in the same run).
 */
export function applyMovesWithListCheck(game: AnyGame, played: PlayedGame): number {
  let snapshot: Snapshot = startGame(game, played.seats, {}, played.entropy);
  for (const { seat, move } of played.moves) {
    const wanted = canonical(move);
    if (!game.legalMoves(snapshot.state, seat).some((legal) => canonical(legal) === wanted)) {
      throw new Error(`${game.id}: a recorded move is not in the legal list`);
    }
    const next = playMove(game, snapshot, played.entropy, seat, move);
    if (isMoveError(next)) throw new Error(`${game.id}: a recorded move was refused: ${next.error.message}`);
    snapshot = next;
  }
  return played.moves.length;
}

/** The full record of a played game (draws and state hashes), as a finished room would publish it. */
export function recordOf(game: AnyGame, played: PlayedGame): GameRecord {
  const { entropy } = played;
  const start = startGame(game, played.seats, {}, entropy);
  let snapshot: Snapshot = start;
  const at = new Date(0).toISOString();
  const stateHash = gameStateHasher(game, entropy.serverSeed);
  const moves: RecordMove[] = played.moves.map(({ seat, move }, i) => {
    const next = playMove(game, snapshot, entropy, seat, move);
    if (isMoveError(next)) throw new Error(`${game.id}: a recorded move was refused: ${next.error.message}`);
    snapshot = next;
    return { n: i + 1, seat, move, by: "bot", at, draws: next.draws, stateHash: stateHash(next.state) };
  });
  return {
    format: RECORD_FORMAT,
    rules: rulesVersion(game),
    id: entropy.gameId,
    game: game.id,
    options: {},
    seats: entropy.clientSeeds.map((clientSeed, seat) => ({ seat, name: `Bot ${seat + 1}`, clientSeed })),
    commitment: commitmentOf(entropy.serverSeed),
    serverSeed: entropy.serverSeed,
    createdAt: at,
    startedAt: at,
    endedAt: at,
    setup: { draws: start.draws, stateHash: stateHash(start.state) },
    moves,
    result: game.result(snapshot.state),
  };
}

/** Mr. Natural's bot never uses its rng; one throwaway instance serves every call. */
const unusedRng = new SeededRandom({ serverSeed: "0".repeat(64), gameId: "unused", clientSeeds: [] });

/** Mr. Natural's bot's move for `seat` (for drivers that hold only the state, not the seed). */
export function mrNaturalBotMove(state: MrNaturalState, seat: Seat): MrNaturalMove {
  return mrNaturalBot.chooseMove(state, seat, unusedRng);
}
