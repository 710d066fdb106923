/**
 * Pairing vocabulary shared by every format: players are numbered by entry (0 = the first to join,
 * who is also the first seed); a table is the players at one game, in seat order.
 */

/** The players at one game, in seat order (seat 0 moves first: "white" in a two-player game). */
export type Table = number[];

/** One round's games, and the players who sit it out with a bye. */
export interface Pairing {
  tables: Table[];
  byes: number[];
}

/** Sizes of `tables` tables that seat `n` players as evenly as possible, larger tables first. */
export function tableSizes(n: number, tables: number): number[] {
  const base = Math.floor(n / tables);
  const extra = n % tables;
  return Array.from({ length: tables }, (_, t) => base + (t < extra ? 1 : 0));
}

/**
 * Orders a table's players so seats even out over the league: seat 0 goes to the player who has
 * sat there least, then seat 1 among the rest, and so on; ties go to the earlier entry.
 * `seatCounts[p][s]` is how often player p has sat in seat s so far; it is updated.
 */
export function balanceSeats(players: number[], seatCounts: number[][]): Table {
  const rest = [...players].sort((a, b) => a - b);
  const table: Table = [];
  for (let seat = 0; rest.length; seat++) {
    let best = 0;
    for (let i = 1; i < rest.length; i++)
      if ((seatCounts[rest[i]][seat] ?? 0) < (seatCounts[rest[best]][seat] ?? 0)) best = i;
    const [p] = rest.splice(best, 1);
    seatCounts[p][seat] = (seatCounts[p][seat] ?? 0) + 1;
    table.push(p);
  }
  return table;
}
