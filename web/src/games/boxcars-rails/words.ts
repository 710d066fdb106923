/** The rail sheet's words: money, rolls, the turn line, fees and routes as players read them, on the game's board. */
import { boardOf, type Board } from "#games/boxcars-rails/client";
import type { Player, RailsView, Roll } from "#games/boxcars-rails/client";
import { placeNear } from "./map-data";

/** "18,000": the chart's way, without the currency sign. */
export const amount = (n: number) => n.toLocaleString("en-US");

export const cityName = (board: Board, city: number | null) =>
  city === null ? "—" : board.cities[city].name;

/** "5 + 3 = 8" (move), "the bonus die: 4", or the dice of a destination roll. */
export function rollWords(roll: Roll): string {
  const [first, ...white] = roll.dice;
  switch (roll.kind) {
    case "move":
      return `${roll.dice.join(" + ")} = ${roll.result}`;
    case "bonus":
      return `bonus die ${roll.result}`;
    default:
      return `${roll.kind === "city" ? "city" : "region"} ${roll.result} (red ${first}, ${white.join(" + ")})`;
  }
}

/** "Tucumcari (from Washington: pays $18,000)", or the home city while declared. */
export function destinationWords(board: Board, p: Player): string {
  if (p.declared && p.home !== null)
    return `home to ${cityName(board, p.home)} (declared${p.dest !== null ? `; alternate ${cityName(board, p.dest)}` : ""})`;
  if (p.dest === null) return "none yet";
  const from =
    p.origin !== null
      ? ` (from ${cityName(board, p.origin)}: pays ${board.money(board.payoff(p.origin, p.dest))})`
      : "";
  return `${cityName(board, p.dest)}${from}`;
}

/**
 * The turn line: "Destination: Tucumcari (from Washington: pays $18,000) · you rolled 5 + 3 = 8".
 * `who` is "you" or a player's name.
 */
export function turnLine(view: RailsView, who: string): string {
  const { turn } = view;
  const p = view.players[turn.seat];
  const parts: string[] = [];
  if (p.home === null) {
    const home = turn.rolls.find((r) => r.kind === "home");
    parts.push(home ? `Home region: ${home.result}` : "Choosing a home city");
  } else parts.push(`Destination: ${destinationWords(boardOf(view.options), p)}`);
  // At the purchase the trip is over: its roll is old news.
  const move =
    turn.step === "purchase"
      ? undefined
      : [...turn.rolls].reverse().find((r) => r.kind === "move" || r.kind === "bonus");
  if (move) parts.push(`${who} rolled ${rollWords(move)}`);
  // A decision needs the cash at hand: on a phone the players' table is two screens down.
  if (who === "you") parts.push(`you have ${boardOf(view.options).money(p.cash)}`);
  return parts.join(" · ");
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "Tucumcari", or for a plain dot where it is once the map has loaded ("near Okeechobee, FL"), else "dot 212". */
export function dotWords(board: Board | null, dot: number): string {
  if (!board) return `dot ${dot}`;
  const city = board.citiesAt[dot]?.[0];
  if (city !== undefined) return board.cities[city].name;
  return placeNear(board.id, dot) ?? `dot ${dot}`;
}

/** A move in words, after the player's name (the move list's `describe`): "moved 8 steps to Denver (AT&SF)". */
export function moveWords(board: Board | null, move: { type: string } & Record<string, unknown>): string {
  switch (move.type) {
    case "home":
      return `chose ${String(move.city)} as home`;
    case "declare":
      return "declared for home";
    case "pass":
      return "passed";
    case "region":
      return `chose the ${String(move.region)}`;
    case "route": {
      const steps = (move.steps as { rr: string; to: number }[]) ?? [];
      if (steps.length === 0) return "could not move";
      return `moved ${plural(steps.length, "step")} to ${dotWords(board, steps[steps.length - 1].to)} (${[...new Set(steps.map((s) => s.rr))].join(", ")})`;
    }
    case "buy":
      return move.item === "express"
        ? "bought an Express"
        : move.item === "superchief"
          ? "bought a Super Chief"
          : `bought the ${String(move.item)}`;
    case "sell":
      return `put the ${String(move.rr)} up for sale`;
    // Others see an auction answer sealed ({type: "bid"}) until the game ends; its author sees the maximum.
    case "bid":
      return typeof move.max === "number"
        ? `bid up to ${board ? board.money(move.max) : amount(move.max)} (sealed)`
        : "answered the auction (sealed)";
    default:
      return move.type;
  }
}
