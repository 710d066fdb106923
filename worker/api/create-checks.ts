/** The checks a new game's request passes, shared by a create and a fork: options, clock, bot seats. */
import { clockOptions, timeoutPolicies, type ClockOptions } from "../clock/options";
import type { AnyGame } from "../engine/define";
import { readOptions, type OptionsSpec } from "../engine/options";
import { ApiError } from "./http";

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

/** The clock a create (or a fork) asks for, with the timeout policies the game allows. */
export function clockFor(game: AnyGame, raw: Record<string, unknown> | undefined): ClockOptions {
  const clock = parseOptions(clockOptions, raw, "bad_clock") as unknown as ClockOptions;
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
