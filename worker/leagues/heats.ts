/**
 * Heats and a final for multi-player games, as the World Boardgaming Championships run Rail Baron:
 * players are dealt into tables of at most `tableSize` (snake seeding by rank); from each round the
 * heat winners advance, and while the next round would be a single table with seats to spare, the
 * best of the rest fill it: by place in their heat, then by their game score, then by entry. The
 * round of one table is the final. See docs/leagues.md.
 */
import { tableSizes, type Table } from "./tables";

/** One player's finish in a heat: their place (1 = won; shared places allowed) and their game score. */
export interface HeatFinish {
  player: number;
  place: number;
  score: number;
}

/**
 * Deals `ranked` players (best first) into tables of at most `tableSize`, snaking: 1st, 2nd, ...
 * to tables 1, 2, ..., then back. Seat order within a table follows the deal order, rotated by
 * the table's number so the top seed does not always move first.
 */
export function dealHeats(ranked: number[], tableSize: number): Table[] {
  const sizes = tableSizes(ranked.length, Math.ceil(ranked.length / tableSize));
  const tables: Table[] = sizes.map(() => []);
  let t = 0;
  let step = 1;
  for (const p of ranked) {
    while (tables[t].length >= sizes[t]) [t, step] = next(t, step, sizes.length);
    tables[t].push(p);
    [t, step] = next(t, step, sizes.length);
  }
  return tables.map((table, i) => [...table.slice(i % table.length), ...table.slice(0, i % table.length)]);
}

function next(t: number, step: number, count: number): [number, number] {
  if (count === 1) return [0, 1];
  const n = t + step;
  if (n >= count) return [count - 1, -1];
  if (n < 0) return [0, 1];
  return [n, step];
}

/** Best first: place, then the higher game score, then the earlier entry. */
function byFinish(a: HeatFinish, b: HeatFinish): number {
  return a.place - b.place || b.score - a.score || a.player - b.player;
}

/**
 * Who advances from a round of heats, best first. Each table's winner advances (a shared first
 * place is settled by score, then entry); if there are no more winners than seats at one table,
 * the best of the rest join them until that table is full (or everyone has advanced).
 */
export function advancing(heats: HeatFinish[][], tableSize: number): number[] {
  const winners: HeatFinish[] = [];
  const rest: HeatFinish[] = [];
  for (const heat of heats) {
    const sorted = [...heat].sort(byFinish);
    if (sorted.length) winners.push(sorted[0]);
    rest.push(...sorted.slice(1));
  }
  winners.sort(byFinish);
  rest.sort(byFinish);
  const fill = winners.length <= tableSize ? Math.max(0, tableSize - winners.length) : 0;
  return [...winners, ...rest.slice(0, fill)].map((f) => f.player);
}
