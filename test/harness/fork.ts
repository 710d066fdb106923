/** Finished parents and forks for the fork tests (engine and CLI): moves picked at random from `legalMoves`. */
import type { GameOf } from "../../worker/engine/define";
import { playMove, startFork, type Played, type Snapshot } from "../../worker/engine/play";
import { commitmentOf, type Entropy } from "../../worker/engine/random";
import { gameStateHasher, type GameRecord } from "../../worker/engine/record";
import { isMoveError } from "../../worker/engine/types";
import { playRandomGame } from "./properties";

export const lcg = (seed: number) => {
  let x = seed;
  return () => (x = (x * 1103515245 + 12345) >>> 0) >>> 8;
};

/** A finished fork of `parent` at `move`, its moves picked at random. */
export function forkOf<S>(
  game: GameOf<S>,
  parent: GameRecord,
  states: S[],
  move: number,
  seed: string,
): GameRecord {
  const entropy: Entropy = { serverSeed: seed, gameId: `${parent.id}-fork`, clientSeeds: ["x", "y"] };
  const hash = gameStateHasher(game, seed);
  const start: Played<S> = startFork(game, states[move], entropy);
  const record: GameRecord = {
    ...structuredClone(parent),
    id: entropy.gameId,
    seats: entropy.clientSeeds.map((clientSeed, seat) => ({ seat, name: `F${seat + 1}`, clientSeed })),
    commitment: commitmentOf(seed),
    serverSeed: seed,
    setup: { draws: start.draws, stateHash: hash(start.state) },
    moves: [],
    result: null,
    forkedFrom: {
      id: parent.id,
      move,
      stateHash: move === 0 ? parent.setup!.stateHash : parent.moves[move - 1].stateHash,
    },
  };
  const choose = lcg(5);
  let snap: Snapshot<S> = start;
  while (!game.result(snap.state)) {
    const seat = game.activeSeats(snap.state)[0];
    const legal = game.legalMoves(snap.state, seat);
    const m = legal[choose() % legal.length];
    const next = playMove(game, snap, entropy, seat, m);
    if (isMoveError(next)) throw new Error(next.error.message);
    record.moves.push({
      n: record.moves.length + 1,
      seat,
      move: m,
      by: "player",
      at: "",
      draws: next.draws,
      stateHash: hash(next.state),
    });
    snap = next;
  }
  record.result = game.result(snap.state);
  return record;
}

export function parentGame<S>(game: GameOf<S>, options: object) {
  const entropy = { serverSeed: "7c".repeat(32), gameId: `parent-${game.id}`, clientSeeds: ["ann", "bob"] };
  return playRandomGame(game, entropy, options, lcg(3), 5000);
}
