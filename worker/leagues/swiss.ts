/**
 * Swiss pairing for two-player games, in the spirit of FIDE's Dutch system (Handbook C.04.1 basic
 * rules, C.04.3), simplified and written out in docs/leagues.md:
 * - players are ranked by points, then by entry (the first to join is the first seed);
 * - with an odd count, the lowest-ranked player who has had no bye sits out with one (a win's point);
 * - each score group's top half meets its bottom half in order (1st v (g/2+1)th, ...), a player left
 *   over floats down to the next group; no two players meet twice, searching back where a choice
 *   leaves the rest unpairable (only when no such pairing exists at all may a pair meet again);
 * - no player sits in the same seat three games running or has two more games in one seat than
 *   the other where any pairing allows it (FIDE's absolute colour rule);
 * - seat 0 ("white") goes to the player the absolute rule sends there, else to the player who has
 *   had it less, then to whoever did not have it last round, then to the higher-ranked player on
 *   even-numbered boards (counting from 0) and the lower-ranked one on odd boards.
 */
import type { Pairing, Table } from "./tables";

export interface SwissPlayer {
  /** Entry number: also the seed, and the last tiebreak of the ranking. */
  id: number;
  points: number;
  /** Opponents met so far (byes are not meetings). */
  opponents: number[];
  /** Seats taken so far, oldest first: 0 or 1 for each game played. */
  seats: (0 | 1)[];
  hadBye: boolean;
}

/** The ranking pairing uses: points, then entry. */
export function swissRank(players: SwissPlayer[]): SwissPlayer[] {
  return [...players].sort((a, b) => b.points - a.points || a.id - b.id);
}

/** One round: the pairs (seat order decided) and the bye, if any. */
export function swissRound(players: SwissPlayer[]): Pairing {
  const ranked = swissRank(players);
  const passes = [
    { rematch: false, colours: true },
    { rematch: false, colours: false },
    { rematch: true, colours: false },
  ];
  for (const pass of passes) {
    const byeCandidates = ranked.length % 2 === 0 ? [null] : byeOrder(ranked);
    for (const bye of byeCandidates) {
      const rest = ranked.filter((p) => p !== bye);
      const pairs = pairAll(rest, pass);
      if (pairs)
        return {
          tables: pairs.map(([a, b], board) => seatPair(a, b, board)),
          byes: bye ? [bye.id] : [],
        };
    }
  }
  throw new Error("no Swiss pairing"); // unreachable: with rematches allowed any even list pairs
}

/** Who may take the bye, in order: the lowest-ranked first, those without a bye before those with one. */
function byeOrder(ranked: SwissPlayer[]): SwissPlayer[] {
  const up = [...ranked].reverse();
  return [...up.filter((p) => !p.hadBye), ...up.filter((p) => p.hadBye)];
}

interface Pass {
  /** Pairs may meet again (only when no pairing without a rematch exists). */
  rematch: boolean;
  /** Pairs must be able to give both players a seat the absolute rule allows. */
  colours: boolean;
}

/** Pairs the ranked list top down, backtracking; null when it cannot be done within `pass`. */
function pairAll(ranked: SwissPlayer[], pass: Pass): [SwissPlayer, SwissPlayer][] | null {
  if (ranked.length === 0) return [];
  const [top, ...rest] = ranked;
  for (const opponent of preferences(top, rest)) {
    if (!pass.rematch && top.opponents.includes(opponent.id)) continue;
    const need = mustSit(top);
    if (pass.colours && need !== null && need === mustSit(opponent)) continue;
    const others = pairAll(
      rest.filter((p) => p !== opponent),
      pass,
    );
    if (others) return [[top, opponent], ...others];
  }
  return null;
}

/**
 * The order in which `top` (the highest-ranked unpaired player) looks for an opponent: first its
 * own score group, starting with the first of the bottom half (then down the bottom half, then
 * up the top half), then the lower groups in rank order.
 */
function preferences(top: SwissPlayer, rest: SwissPlayer[]): SwissPlayer[] {
  const group = rest.filter((p) => p.points === top.points);
  const lower = rest.filter((p) => p.points !== top.points);
  const half = Math.floor((group.length + 1) / 2); // `top` itself is the group's first
  const bottom = group.slice(half - 1);
  const upper = group.slice(0, half - 1).reverse();
  return [...bottom, ...upper, ...lower];
}

function whites(p: SwissPlayer): number {
  return p.seats.filter((s) => s === 0).length - p.seats.filter((s) => s === 1).length;
}

/**
 * The seat a player must have, by FIDE's absolute colour rule (C.04.1.f), or null: never more than
 * two more games in one seat than the other, never the same seat three games running.
 */
function mustSit(p: SwissPlayer): 0 | 1 | null {
  const w = whites(p);
  const [x, y] = p.seats.slice(-2);
  if (w >= 2 || (p.seats.length >= 2 && x === 0 && y === 0)) return 1;
  if (w <= -2 || (p.seats.length >= 2 && x === 1 && y === 1)) return 0;
  return null;
}

/** Seat order for a pair: `a` is the higher-ranked; `board` counts from 0. */
function seatPair(a: SwissPlayer, b: SwissPlayer, board: number): Table {
  const needA = mustSit(a);
  if (needA !== null) return needA === 0 ? [a.id, b.id] : [b.id, a.id];
  const needB = mustSit(b);
  if (needB !== null) return needB === 0 ? [b.id, a.id] : [a.id, b.id];
  const diff = whites(a) - whites(b);
  if (diff !== 0) return diff < 0 ? [a.id, b.id] : [b.id, a.id];
  const lastA = a.seats.at(-1);
  const lastB = b.seats.at(-1);
  if (lastA !== lastB && lastA !== undefined && lastB !== undefined)
    return lastA === 1 ? [a.id, b.id] : [b.id, a.id];
  return board % 2 === 0 ? [a.id, b.id] : [b.id, a.id];
}

/** The default number of Swiss rounds: enough to find a sole winner in a knockout, ceil(log2 n). */
export function swissRounds(n: number): number {
  return Math.max(1, Math.ceil(Math.log2(n)));
}
