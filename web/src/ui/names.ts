/** People's names and amounts in sentences: a seat's display name, "Ann, Gus and Kim", "1 point". */
import { html, type TemplateResult } from "lit";
import type { GameResponse } from "#wire";

export function seatName(game: GameResponse, seat: number): string {
  return game.seats[seat]?.name ?? `Seat ${seat + 1}`;
}

/** A seat's name, linked to its player's page when the seat was claimed with a player key. */
export function playerLink(game: GameResponse, seat: number): TemplateResult | string {
  const player = game.seats[seat]?.player;
  return player
    ? html`<a href=${`/players/${player}`} data-player=${player}>${seatName(game, seat)}</a>`
    : seatName(game, seat);
}

/** A number with its unit, singular for one: "1 point", "2,400 points", "1 turn". */
export function amount(n: number, unit: string): string {
  return `${n.toLocaleString()} ${n === 1 && unit.endsWith("s") ? unit.slice(0, -1) : unit}`;
}

export function joinNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}
