/**
 * Plays bot games of one game and prints distributions, to calibrate data and measure bots.
 *   npm run simulate -- <game> [--players 3] [--games 1000] [--seats bot,random,...] [--options '{"target":2000}']
 * `--seats` names the player for each seat (default: all "bot"; "random" is the generic random bot).
 */
import { parseArgs } from "node:util";
import { randomBot } from "../worker/engine/bot";
import { botMove, playMove, startGame, type Snapshot } from "../worker/engine/play";
import { Random, type Entropy } from "../worker/engine/random";
import { isMoveError, type GameDefinition, type Seat } from "../worker/engine/types";
import { games } from "../worker/games";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    players: { type: "string", default: "2" },
    games: { type: "string", default: "1000" },
    seats: { type: "string" },
    options: { type: "string", default: "{}" },
    seed: { type: "string", default: "1" },
  },
});
const game = games[positionals[0] ?? ""];
if (!game) {
  console.error(`usage: npm run simulate -- <${Object.keys(games).join("|")}> [--players N] [--games N] [--seats bot,random] [--options JSON]`);
  process.exit(2);
}
const players = Number(values.players), count = Number(values.games);
const kinds = (values.seats ?? Array(players).fill("bot").join(",")).split(",");
if (kinds.length !== players || kinds.some((k) => k !== "bot" && k !== "random")) {
  console.error("--seats needs one of bot|random per player");
  process.exit(2);
}
const options = JSON.parse(values.options);
const random = randomBot(game.legalMoves);

function playOne(def: GameDefinition, i: number) {
  const entropy: Entropy = { serverSeed: (values.seed + i.toString(16)).padStart(64, "0").slice(-64), gameId: `sim-${i}`, clientSeeds: kinds.map((_, s) => `s${s}`) };
  let snap: Snapshot = startGame(def, players, options, entropy);
  let moves = 0;
  while (!def.result(snap.state)) {
    const seat: Seat = def.activeSeats(snap.state)[0];
    const move = kinds[seat] === "random"
      ? random.chooseMove(snap.state, seat, new Random({ ...entropy, gameId: `${entropy.gameId}/r/${moves}` }))
      : botMove(def, snap.state, entropy, seat, moves);
    const next = playMove(def, snap, entropy, seat, move);
    if (isMoveError(next)) throw new Error(`${def.id}: bot move refused: ${next.error.message}`);
    snap = next;
    if (++moves > 100_000) throw new Error("game did not end");
  }
  return { moves, result: def.result(snap.state)!, stats: def.stats?.(snap.state) ?? {} };
}

const series = new Map<string, number[]>();
const add = (name: string, value: number) => series.set(name, [...(series.get(name) ?? []), value]);
const wins = Array(players).fill(0);
for (let i = 0; i < count; i++) {
  const { moves, result, stats } = playOne(game, i);
  add("moves", moves);
  result.scores.forEach((score, seat) => add(`score seat ${seat + 1} (${kinds[seat]})`, score));
  for (const seat of result.ranking[0]) wins[seat]++;
  for (const [name, value] of Object.entries(stats)) add(name, value);
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
console.log(`${game.title}: ${count} games, ${players} players (${kinds.join(", ")}), options ${JSON.stringify(options)}`);
console.log(["figure", "mean", "min", "p10", "p50", "p90", "max"].map((h) => h.padStart(10)).join(""));
for (const [name, list] of series) {
  const sorted = [...list].sort((a, b) => a - b);
  const mean = list.reduce((a, b) => a + b, 0) / list.length;
  console.log([name.padEnd(28), mean.toFixed(1), sorted[0], pct(sorted, 0.1), pct(sorted, 0.5), pct(sorted, 0.9), sorted.at(-1)].map((v, j) => (j ? String(v).padStart(10) : v)).join(""));
}
console.log(`wins (shared wins count for each): ${wins.map((w, s) => `seat ${s + 1} ${w}`).join(", ")}`);
