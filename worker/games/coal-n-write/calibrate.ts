/**
 * Calibration by simulation (ruling 8), with diagnostics `npm run simulate` does not give (where the
 * cash comes from, the bottom tenth, the rank bands):
 *   npx tsx worker/games/coal-n-write/calibrate.ts [--players 1] [--games 500] [--seats bot,random] [--seed 1]
 * Prints the cash distribution (solo: against the text's rank bands), the winner's cash, throws per
 * game and the share of games in which each Boom Town card was visited.
 */
import { parseArgs } from "node:util";
import { randomBot } from "../../engine/bot";
import { botMove, playMove, startGame, type Snapshot } from "../../engine/play";
import { SeededRandom, type Entropy } from "../../engine/random";
import { isMoveError } from "../../engine/types";
import { CARDS } from "./data/cards";
import { soloRank } from "./data/tables";
import { game } from ".";
import type { CoalState } from "./types";

const { values } = parseArgs({
  options: {
    players: { type: "string", default: "1" },
    games: { type: "string", default: "300" },
    seats: { type: "string" },
    seed: { type: "string", default: "1" },
  },
});
const players = Number(values.players),
  count = Number(values.games);
const kinds = (values.seats ?? Array(players).fill("bot").join(",")).split(",");
const random = randomBot(game.legalMoves);

function playOne(i: number): CoalState {
  const entropy: Entropy = {
    serverSeed: `${values.seed}${i.toString(16)}`.padStart(64, "0").slice(-64),
    gameId: `cal-${i}`,
    clientSeeds: kinds.map((_, s) => `s${s}`),
  };
  let snap: Snapshot<CoalState> = startGame(game, players, {}, entropy);
  for (let moves = 0; !game.result(snap.state); moves++) {
    const seat = game.activeSeats(snap.state)[0];
    const move =
      kinds[seat] === "random"
        ? random.chooseMove(
            snap.state,
            seat,
            new SeededRandom({ ...entropy, gameId: `${entropy.gameId}/r/${moves}` }),
          )
        : botMove(game, snap.state, entropy, seat, moves);
    const next = playMove(game, snap, entropy, seat, move);
    if (isMoveError(next)) throw new Error(`move ${JSON.stringify(move)} refused: ${next.error.message}`);
    snap = next as Snapshot<CoalState>;
    if (moves > 50_000) throw new Error("game did not end");
  }
  return snap.state;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
const line = (name: string, list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  const mean = list.reduce((a, b) => a + b, 0) / list.length;
  console.log(
    `${name.padEnd(24)} mean ${mean.toFixed(1).padStart(7)}  p10 ${pct(sorted, 0.1)}  p50 ${pct(sorted, 0.5)}  p90 ${pct(sorted, 0.9)}  min ${sorted[0]}  max ${sorted.at(-1)}`,
  );
};

const cash: number[][] = kinds.map(() => []),
  winners: number[] = [],
  throws: number[] = [];
const visitCount = new Map<string, number>();
const visited = new Map<string, number>(),
  ranks = new Map<string, number>();
const parts: Record<string, number[]> = {
  delivered: [],
  bonuses: [],
  "end pay": [],
  "town net": [],
  stolen: [],
  burros: [],
};
const started = Date.now();
for (let i = 0; i < count; i++) {
  const s = playOne(i);
  s.sheets.forEach((sh, seat) => cash[seat].push(sh.cash));
  const sh = s.sheets[0];
  const delivered = sh.deliveries.reduce((v, d) => v + d.value, 0),
    bonuses = sh.deliveries.reduce((v, d) => v + d.bonus, 0);
  const end = sh.endPay ? sh.endPay.pony + sh.endPay.geodes + sh.endPay.sheriff + sh.endPay.mule : 0;
  parts.delivered.push(delivered);
  parts.bonuses.push(bonuses);
  parts["end pay"].push(end);
  parts["town net"].push(sh.cash - delivered - bonuses - end);
  parts.stolen.push(sh.deliveries.filter((d) => d.stolen).length);
  parts.burros.push(sh.deliveries.length);
  winners.push(Math.max(...s.sheets.map((sh) => sh.cash)));
  throws.push(s.throws);
  for (const [card, n] of Object.entries(s.visits)) {
    if (n) visited.set(card, (visited.get(card) ?? 0) + 1);
    visitCount.set(card, (visitCount.get(card) ?? 0) + (n ?? 0));
  }
  if (players === 1) ranks.set(soloRank(s.sheets[0].cash), (ranks.get(soloRank(s.sheets[0].cash)) ?? 0) + 1);
}
console.log(
  `${count} games, ${players} player(s): ${kinds.join(", ")} (${((Date.now() - started) / count).toFixed(0)} ms a game)`,
);
cash.forEach((list, seat) => line(`cash seat ${seat + 1} (${kinds[seat]})`, list));
if (players > 1) line("winner's cash", winners);
line("throws", throws);
for (const [name, list] of Object.entries(parts)) line(`seat 1: ${name}`, list);
const cut = [...cash[0]].sort((a, b) => a - b)[Math.floor(count / 10)];
const low = cash[0].map((c, i) => (c < cut ? i : -1)).filter((i) => i >= 0);
console.log(
  `bottom 10% (under ${cut}):`,
  Object.entries(parts)
    .map(([name, list]) => `${name} ${(low.reduce((v, i) => v + list[i], 0) / low.length).toFixed(1)}`)
    .join(", "),
);
if (players === 1)
  console.log("ranks:", [...ranks].map(([r, n]) => `${r} ${((100 * n) / count).toFixed(0)}%`).join(", "));
const mode = players === 1 ? "solo" : "multi";
console.log(
  "card visited in % of games:",
  CARDS.filter((c) => c.mode === "both" || c.mode === mode)
    .map(
      (c) =>
        `${c.id} ${((100 * (visited.get(c.id) ?? 0)) / count).toFixed(0)} (${((visitCount.get(c.id) ?? 0) / count).toFixed(1)} a game)`,
    )
    .join(", "),
);
