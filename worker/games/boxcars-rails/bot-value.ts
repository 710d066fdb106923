/**
 * What a railroad is worth to the strong bot, in dollars: the destinations its network reaches (the
 * destination tables give each city's chance), the trips it can make wholly on its own track (cities
 * joined by one connected network), the fees it can collect, and what it keeps from the opponent who
 * would gain most from it. Purchases, auction bids and forced sales all read this one valuation.
 */
import type { Seat } from "../../engine/types";
import { EXPRESS_PRICE, SUPER_CHIEF_PRICE, boardOf, perBoard, type Board } from "./data";
import { cityChances } from "./analysis";
import type { RailsState } from "./types";

/** Each city's chance, the segments of each railroad, and each railroad's own chance of a destination on its track. */
const tables = perBoard((board) => {
  const chance = cityChances(board);
  const segmentsOf: number[][] = board.railroads.map(() => []);
  board.segmentRailroads.forEach((rrs, segment) => rrs.forEach((r) => segmentsOf[r].push(segment)));
  const share = board.railroads.map((_, r) => {
    const dots = new Set(segmentsOf[r].flatMap((s) => board.segmentEnds[s]));
    return board.cities.reduce((sum, c, i) => sum + (dots.has(c.dot) ? chance[i] : 0), 0);
  });
  return { chance, segmentsOf, share };
});

/** Weights of the valuation, in dollars per unit; the bot's tuning knobs (see docs/notes.md, "The bot and its figures"). */
export const WEIGHTS = {
  /** Per unit of chance that a destination lies on the network. */
  cover: 40000,
  /** Per unit of chance that a whole trip (origin and destination drawn alike) stays on one connected network. */
  pairs: 200000,
  /** Per unit of the railroad's share, per opponent: fees collected from them over the rest of the game. */
  income: 40000,
  /** Share of an opponent's gain counted as denial. */
  denial: 0.3,
};

/** Reach by set of railroads (a bitmask): a pure function's memo, bounded. */
const reachMemo = new Map<string, { cover: number; pairs: number }>();

/** Chance a destination is on `railroads`' track (`cover`) and chance both ends of a trip are on one connected piece (`pairs`). */
export function networkReach(board: Board, railroads: readonly number[]): { cover: number; pairs: number } {
  if (railroads.length === 0) return { cover: 0, pairs: 0 };
  const key = `${board.id}:${railroads.reduce((mask, r) => mask + 2 ** r, 0)}`;
  let reach = reachMemo.get(key);
  if (!reach) {
    if (reachMemo.size >= 4096) reachMemo.clear();
    reach = computeReach(board, railroads);
    reachMemo.set(key, reach);
  }
  return reach;
}

function computeReach(board: Board, railroads: readonly number[]): { cover: number; pairs: number } {
  const { chance, segmentsOf } = tables(board);
  const parent = new Int16Array(board.dots).map((_, i) => i);
  const find = (x: number): number => {
    while (parent[x] !== x) x = parent[x] = parent[parent[x]];
    return x;
  };
  const onNetwork = new Uint8Array(board.dots);
  for (const r of railroads)
    for (const s of segmentsOf[r]) {
      const [a, b] = board.segmentEnds[s];
      onNetwork[a] = onNetwork[b] = 1;
      const ra = find(a),
        rb = find(b);
      if (ra !== rb) parent[ra] = rb;
    }
  const weight = new Map<number, number>();
  let cover = 0;
  board.cities.forEach((c, i) => {
    if (!onNetwork[c.dot]) return;
    cover += chance[i];
    const root = find(c.dot);
    weight.set(root, (weight.get(root) ?? 0) + chance[i]);
  });
  let pairs = 0;
  for (const w of weight.values()) pairs += w * w;
  return { cover, pairs };
}

const ownedBy = (state: RailsState, seat: Seat) => state.owners.flatMap((o, r) => (o === seat ? [r] : []));

function gain(board: Board, owned: number[], railroad: number): number {
  const before = networkReach(board, owned),
    after = networkReach(board, [...owned, railroad]);
  return WEIGHTS.cover * (after.cover - before.cover) + WEIGHTS.pairs * (after.pairs - before.pairs);
}

/**
 * The weights above were tuned for the text's 200,000 to win; a game to a smaller sum (the British
 * board's 100,000) has fewer trips left to earn back a purchase, so every value shrinks with it.
 */
const gameScale = (state: RailsState) => state.options.winningCash / 200000;

/** How far through the game the richest player still in is (0 at the start, 1 at the winning cash). */
export function progress(state: RailsState): number {
  const richest = Math.max(...state.players.filter((p) => p.out === null).map((p) => p.cash));
  return Math.min(1, Math.max(0, richest / state.options.winningCash));
}

/** What owning `railroad` is worth to `seat` now, in dollars (whoever owns it now). */
export function railroadValue(state: RailsState, seat: Seat, railroad: number): number {
  const board = boardOf(state.options);
  const mine = ownedBy(state, seat).filter((r) => r !== railroad);
  const opponents = state.players
    .map((p, s) => (s !== seat && p.out === null ? s : -1))
    .filter((s) => s >= 0);
  const left = 1 - progress(state);
  const income =
    WEIGHTS.income * tables(board).share[railroad] * opponents.length * (state.highFees ? 2 : 1) * left;
  const denial =
    WEIGHTS.denial *
    Math.max(
      0,
      ...opponents.map((o) =>
        gain(
          board,
          ownedBy(state, o).filter((r) => r !== railroad),
          railroad,
        ),
      ),
    );
  return ((gain(board, mine, railroad) + denial) * (0.4 + 0.6 * left) + income) * gameScale(state);
}

/**
 * Cash the bot keeps for fees: half a fee per opponent who owns a railroad. (A full fee each kept it
 * from buying at six players, where fees then sank it: 18 wins in 30 against the simple bots; half, 28.)
 */
export function reserve(state: RailsState, seat: Seat): number {
  const owners = new Set(state.owners.filter((o) => o !== null && o !== seat));
  return 2000 + (owners.size * (state.highFees ? 10000 : 5000)) / 2;
}

/**
 * With no railroad to sell, a turn's fees it cannot pay put it out: it keeps a whole turn's worth, as if
 * every opponent owned a railroad by then (a Super Chief bought down to 2,500 lost a 2-player game).
 */
function reserveWithoutRailroads(state: RailsState, seat: Seat): number {
  const opponents = state.players.filter((p, s) => s !== seat && p.out === null).length;
  return 1000 + opponents * (state.highFees ? 10000 : 5000);
}

/** The purchase after a payoff: the item worth most above its price, or null to pass. */
export function choosePurchase(state: RailsState, seat: Seat, items: readonly string[]): string | null {
  const p = state.players[seat];
  const win = state.options.winningCash;
  // Close to winning, cash is worth more than anything it could buy.
  if (p.cash >= win * 0.8) return null;
  const spare = p.cash - reserve(state, seat);
  // A train is never sold: bought by a player without railroads, it must leave a whole turn's fees.
  const spareForTrain = state.owners.includes(seat)
    ? spare
    : Math.min(spare, p.cash - reserveWithoutRailroads(state, seat));
  const left = 1 - progress(state);
  let best: string | null = null,
    bestScore = 0;
  for (const item of items) {
    let price: number,
      value: number,
      room = spare;
    if (item === "superchief")
      (price = SUPER_CHIEF_PRICE), (value = 90000 * left * gameScale(state)), (room = spareForTrain);
    else if (item === "express")
      (price = EXPRESS_PRICE), (value = 14000 * left * gameScale(state)), (room = spareForTrain);
    else {
      const railroads = boardOf(state.options).railroads;
      const railroad = railroads.findIndex((r) => r.id === item);
      (price = railroads[railroad].price), (value = railroadValue(state, seat, railroad));
    }
    if (price > room) continue;
    const score = value - price;
    if (score > bestScore) (best = item), (bestScore = score);
  }
  return best;
}

/** A sealed maximum bid: the railroad's worth to the bot, within its spare cash; null to pass. */
export function chooseBid(state: RailsState, seat: Seat, railroad: number): number | null {
  const spare = state.players[seat].cash - reserve(state, seat);
  const max = Math.floor(Math.min(railroadValue(state, seat, railroad), spare) / 500) * 500;
  return max >= boardOf(state.options).railroads[railroad].price / 2 ? max : null;
}

/** The railroad to put up when short: the one whose loss costs least beyond the half price it fetches at worst. */
export function chooseSale(state: RailsState, seat: Seat): number {
  const mine = ownedBy(state, seat);
  let best = mine[0],
    bestLoss = Infinity;
  for (const r of mine) {
    const loss = railroadValue(state, seat, r) - boardOf(state.options).railroads[r].price / 2;
    if (loss < bestLoss) (best = r), (bestLoss = loss);
  }
  return best;
}
