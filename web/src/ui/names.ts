/** People's names and amounts in sentences: a seat's display name, "Ann, Gus and Kim", "1 point". */
import type { GameResponse } from "#wire";

export function seatName(game: GameResponse, seat: number): string {
  return game.seats[seat]?.name ?? `Seat ${seat + 1}`;
}

/** A number with its unit, singular for one: "1 point", "2,400 points", "1 turn". */
export function amount(n: number, unit: string): string {
  return `${n.toLocaleString()} ${n === 1 && unit.endsWith("s") ? unit.slice(0, -1) : unit}`;
}

export function joinNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}
