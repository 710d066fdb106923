/**
 * Round robin schedules, fixed when the league starts. Two-player games: the circle method (Berger
 * tables), every pair exactly once, seat 0 alternating. Multi-player games: tables of at most
 * `tableSize`, formed each round so players meet those they have met least, until every pair has
 * met at least once (a greedy choice, not the fewest rounds possible: at most three times the least); seats balanced by `balanceSeats`. See docs/leagues.md.
 */
import { balanceSeats, tableSizes, type Pairing, type Table } from "./tables";

/**
 * The circle method for `n` players: with an odd count a "ghost" makes it even and whoever meets
 * the ghost has the bye. Player m-1 stays put while the others rotate one place each round.
 */
export function circleRounds(n: number): Pairing[] {
  const m = n % 2 === 0 ? n : n + 1;
  const ghost = n % 2 === 0 ? -1 : m - 1;
  const rounds: Pairing[] = [];
  for (let r = 0; r < m - 1; r++) {
    const tables: Table[] = [];
    const byes: number[] = [];
    for (let i = 0; i < m / 2; i++) {
      const a = (r + i) % (m - 1);
      const b = i === 0 ? m - 1 : (r + m - 1 - i) % (m - 1);
      if (a === ghost || b === ghost) {
        byes.push(a === ghost ? b : a);
        continue;
      }
      // The fixed player alternates seats by round; the others' seat follows their place on the circle.
      tables.push(i === 0 && r % 2 === 1 ? [b, a] : [a, b]);
    }
    rounds.push({ tables, byes });
  }
  return rounds;
}

/** How many rounds a multi-player round robin needs at the least: each player meets `tableSize - 1` others a round. */
export function fewestRounds(n: number, tableSize: number): number {
  return Math.ceil((n - 1) / (tableSize - 1));
}

/**
 * Tables of at most `tableSize` for `n` players, round after round until every pair has met (at
 * most three times the fewest rounds). Each table is filled one player at a time with the player who has
 * met its members least, ties to the player with the most others still to meet, then the earlier entry.
 */
export function tableRounds(n: number, tableSize: number): Pairing[] {
  if (tableSize === 2) return circleRounds(n);
  const met = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const seatCounts = Array.from({ length: n }, () => new Array<number>(tableSize).fill(0));
  const unmet = () => met.some((row, p) => row.some((k, q) => p !== q && k === 0));
  const rounds: Pairing[] = [];
  const cap = 3 * fewestRounds(n, tableSize);
  while (rounds.length < cap && (rounds.length === 0 || unmet())) {
    const free = new Set(Array.from({ length: n }, (_, p) => p));
    const tables: Table[] = [];
    for (const size of tableSizes(n, Math.ceil(n / tableSize))) {
      const members: number[] = [];
      while (members.length < size) {
        let best = -1;
        let bestKey: number[] = [];
        for (const p of free) {
          const key = [
            members.reduce((s, q) => s + met[p][q], 0),
            // Then the player with the most others still to meet.
            -met[p].filter((k, q) => k === 0 && q !== p).length,
            p,
          ];
          if (best < 0 || compare(key, bestKey) < 0) [best, bestKey] = [p, key];
        }
        members.push(best);
        free.delete(best);
      }
      for (const p of members) for (const q of members) if (p !== q) met[p][q]++;
      tables.push(balanceSeats(members, seatCounts));
    }
    rounds.push({ tables, byes: [] });
  }
  return rounds;
}

function compare(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}
