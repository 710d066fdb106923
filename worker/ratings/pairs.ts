/**
 * A multi-player game as pairwise results by place: every seat played every other seat once, and
 * won (1) against each seat placed below it, drew (0.5) with each seat of the same place, lost (0)
 * to each seat above. The "full pair" decomposition of Weng and Lin, "A Bayesian Approximation
 * Method for Online Ranking", JMLR 12 (2011), section 3.3; docs/players.md says why.
 */

/** One seat's finishing place (1 = first; equal places share a number). */
export interface Placed {
  seat: number;
  place: number;
}

export interface Pair {
  seat: number;
  against: number;
  score: number;
}

/** For every seat, its result against every other seat of the game. */
export function pairsByPlace(seats: Placed[]): Pair[] {
  const pairs: Pair[] = [];
  for (const a of seats)
    for (const b of seats) {
      if (a.seat === b.seat) continue;
      pairs.push({
        seat: a.seat,
        against: b.seat,
        score: a.place < b.place ? 1 : a.place === b.place ? 0.5 : 0,
      });
    }
  return pairs;
}

/** Places from a game's ranking (groups of tied seats, best first): 1 + how many seats rank above. */
export function placesOf(ranking: number[][]): Map<number, number> {
  const place = new Map<number, number>();
  let next = 1;
  for (const group of ranking) {
    for (const seat of group) place.set(seat, next);
    next += group.length;
  }
  return place;
}
