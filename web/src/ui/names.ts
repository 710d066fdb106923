/** People's names in sentences: a seat's display name, and "Ann, Gus and Kim". */
import type { GameResponse } from "../../../worker/wire";

export function seatName(game: GameResponse, seat: number): string {
  return game.seats[seat]?.name ?? `Seat ${seat + 1}`;
}

export function joinNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}
