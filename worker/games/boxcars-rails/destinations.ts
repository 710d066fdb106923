/**
 * The destination tables of a board (rulings 3, 4 and 16): the region for a roll, a region's city for a
 * roll, and the one city of a region that has only one (British London: no second throw). Apart from
 * data.ts so the pages that only draw and move (the play page's route builder) do not carry them.
 */
import { perBoard, type Board, type Parity } from "./data";

/** The region table: the colored die's parity and the two white dice's sum (2..12). */
export function regionFor(board: Board, parity: Parity, sum: number): string {
  return board.destinations.region[parity][String(sum)];
}

/** A region's city table. */
export function cityFor(board: Board, region: string, parity: Parity, sum: number): number {
  const name = board.destinations.cities[region][parity][String(sum)];
  const index = board.cityByName(name);
  if (index === undefined) throw new Error(`${board.id} destinations: unknown city ${name}`);
  return index;
}

const onlyCities = perBoard(
  (board) =>
    new Map(
      board.regions.map((region) => {
        const names = new Set(
          (["odd", "even"] as const).flatMap((p) => Object.values(board.destinations.cities[region][p])),
        );
        return [region, names.size === 1 ? board.cityByName([...names][0])! : null];
      }),
    ),
);

/** The one city of a region that has only one, else null. */
export function onlyCity(board: Board, region: string): number | null {
  return onlyCities(board).get(region) ?? null;
}
