/**
 * `tsx scripts/make-fixture-records.ts`: writes test/fixtures/records/<game>-format2.json, one
 * finished `boxcars-record/2` game per game, played by the game's own bot in every seat with a fixed
 * seed (the archive's migration test and the archive bench read them beside the older format-1
 * records). Run again after a rules change that makes an old fixture stop verifying.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import type { AnyGame } from "../worker/engine/define";
import { checkedOptions } from "../worker/engine/options";
import { botMove, playMove, startGame } from "../worker/engine/play";
import { commitmentOf } from "../worker/engine/random";
import {
  RECORD_FORMAT,
  rulesVersion,
  gameStateHasher,
  verifyRecord,
  type GameRecord,
} from "../worker/engine/record";
import { isMoveError } from "../worker/engine/types";
import { games } from "../worker/games";

/** Ids as the service makes them (12 of [a-km-np-z2-9]), so the records can be served by id. */
const IDS: Record<string, string> = {
  "mr-natural": "fixturemrnat",
  "box-cars-d10": "fixturebxcrs",
  "boxcars-rw": "fixturebxcrw",
  "coal-n-write": "fixturecwrte",
  "boxcars-rails": "fixturerais2",
  "birthright-conquest": "fixturebrthc",
};

const SHAPES: Record<string, { seats: number; options: Record<string, unknown> }> = {
  "mr-natural": { seats: 3, options: { target: 2000 } },
  "box-cars-d10": { seats: 3, options: {} },
  "boxcars-rw": { seats: 2, options: {} },
  "coal-n-write": { seats: 2, options: {} },
  "boxcars-rails": { seats: 3, options: { startingCash: 50000, winningCash: 150000 } },
  "birthright-conquest": { seats: 2, options: {} },
};

export function botRecord(
  game: AnyGame,
  seats: number,
  options: Record<string, unknown>,
  id: string,
): GameRecord {
  const serverSeed = Buffer.from(`${id}`.padEnd(32, "-")).toString("hex").slice(0, 64);
  const entropy = {
    serverSeed,
    gameId: id,
    clientSeeds: Array.from({ length: seats }, (_, i) => `fixture-${i}`),
  };
  const hash = gameStateHasher(game, serverSeed);
  const start = startGame(game, seats, options, entropy);
  const t0 = Date.parse("2026-06-01T12:00:00.000Z");
  const at = (n: number) => new Date(t0 + n * 60_000).toISOString();
  const record: GameRecord = {
    format: RECORD_FORMAT,
    rules: rulesVersion(game),
    id,
    game: game.id,
    options: checkedOptions(game.options, options),
    seats: entropy.clientSeeds.map((clientSeed, seat) => ({ seat, name: `Player ${seat + 1}`, clientSeed })),
    commitment: commitmentOf(serverSeed),
    serverSeed,
    createdAt: at(-1),
    startedAt: at(0),
    endedAt: null,
    setup: { draws: start.draws, stateHash: hash(start.state) },
    moves: [],
    result: null,
  };
  let snapshot = start;
  while (!game.result(snapshot.state)) {
    if (record.moves.length > 5000) throw new Error(`${game.id}: no result after 5000 moves`);
    const seat = game.activeSeats(snapshot.state)[0]!;
    const move = botMove(game, snapshot.state, entropy, seat, record.moves.length + 1);
    const played = playMove(game, snapshot, entropy, seat, move);
    if (isMoveError(played))
      throw new Error(`${game.id}: the bot's move was refused: ${played.error.message}`);
    snapshot = played;
    const n = record.moves.length + 1;
    record.moves.push({
      n,
      seat,
      move,
      by: "bot",
      at: at(n),
      draws: played.draws,
      stateHash: hash(played.state),
    });
  }
  record.result = game.result(snapshot.state);
  record.endedAt = at(record.moves.length);
  const verdict = verifyRecord(games, record);
  if (!verdict.ok) throw new Error(`${game.id}: the fixture does not verify: ${verdict.message}`);
  return record;
}

const dir = path.resolve(import.meta.dirname, "../test/fixtures/records");
for (const game of Object.values(games)) {
  const shape = SHAPES[game.id] ?? { seats: game.players.min, options: {} };
  const record = botRecord(game, shape.seats, shape.options, IDS[game.id]!);
  writeFileSync(path.join(dir, `${game.id}-format2.json`), `${JSON.stringify(record)}\n`);
  console.log(`${game.id}: ${record.moves.length} moves, ${JSON.stringify(record).length} bytes`);
}
