/** The checks a new game's or league's request passes, shared by a create, a fork and a league: game, options, clock, bot seats. */
import { clockOptions, timeoutPolicies, type ClockOptions } from "../clock/options";
import type { AnyGame } from "../engine/define";
import { readOptions, type OptionsSpec } from "../engine/options";
import { games } from "../games";
import { ApiError } from "./http";

/** The game a create names, or a 400 that lists the games this server knows. */
export function gameNamed(id: string): AnyGame {
  const game = games[id];
  if (!game)
    throw new ApiError(400, "unknown_game", `Unknown game '${id}'; known: ${Object.keys(games).join(", ")}.`);
  return game;
}

export function parseOptions(
  spec: OptionsSpec,
  raw: Record<string, unknown> | undefined,
  code: string,
): Record<string, unknown> {
  const read = readOptions(spec, raw);
  if (read.ok) return read.options;
  throw new ApiError(
    400,
    code,
    `${code === "bad_clock" ? "Clock option" : "Option"} ${read.key || "?"} ${read.message}.`,
  );
}

/**
 * The clock a create (or a fork, or a league) asks for, with the timeout policies the game allows.
 * `untimed`, where given, is the refusal of a clock with no time per move (a league cannot wait for ever).
 */
export function clockFor(
  game: AnyGame,
  raw: Record<string, unknown> | undefined,
  untimed?: string,
): ClockOptions {
  const clock = parseOptions(clockOptions, raw, "bad_clock") as unknown as ClockOptions;
  if (untimed && clock.perMoveDays === 0) throw new ApiError(400, "bad_clock", untimed);
  if (!timeoutPolicies(game).includes(clock.onTimeout)) {
    throw new ApiError(
      400,
      "bad_clock",
      `${game.title} allows these timeout policies: ${timeoutPolicies(game).join(", ")}.`,
    );
  }
  return clock;
}

/** The bot seats, sorted; each seat at most once, in range, and never every seat (a game of bots alone is not played). */
export function botSeats(bots: number[], seats: number): number[] {
  const sorted = [...bots].sort((a, b) => a - b);
  const bad = (message: string) => new ApiError(400, "bad_bots", message);
  if (sorted.some((s) => s < 0 || s >= seats)) throw bad(`Bot seats are numbered 0 to ${seats - 1}.`);
  if (sorted.some((s, i) => s === sorted[i - 1])) throw bad("A seat is named twice in bots.");
  if (sorted.length >= seats)
    throw bad("At least one seat must be a person's: a game of bots alone is not played.");
  return sorted;
}
