/** The seat's own clock requests (loaded with the clocks): its settings, "away until" in every game of this browser, the nudge. */
import type { GameResponse, SeatClockInput } from "#wire";
import { ApiError, request } from "./api";
import { storage } from "./storage";

export interface SeatClockSettings {
  reminders: number[] | null;
  autoVacation: boolean;
  vacationDaysLeft: number;
}

const path = (id: string, rest: string) => `/api/games/${encodeURIComponent(id)}/${rest}`;

export const clockApi = {
  settings: (id: string, token: string) => request<SeatClockSettings>("GET", path(id, "clock"), { token }),
  save: (id: string, token: string, body: SeatClockInput) =>
    request<SeatClockSettings>("PUT", path(id, "clock"), { token, body }),
  nudge: (id: string, token: string) =>
    request<{ nudged: number[]; next: string }>("POST", path(id, "nudge"), { token, body: {} }),
};

/** What "away until" did across this browser's games. */
export interface AwayReport {
  /** Games whose vacation reaches the date. */
  whole: number;
  /** Games whose allowance ran out before it (their vacation ends earlier). */
  partly: number;
  /** Games in play that could take none (no clock, no days left). */
  none: number;
}

/** "I am away until …" for every seat this browser holds in a game in play: each game's vacation allowance, as far as it reaches. */
export async function awayEverywhere(until: Date): Promise<AwayReport> {
  const report: AwayReport = { whole: 0, partly: 0, none: 0 };
  const seats = storage.held(100).filter((g): g is typeof g & { seat: string } => g.seat !== null);
  await Promise.all(
    seats.map(async ({ id, seat }) => {
      try {
        const game = await request<GameResponse>("POST", path(id, "vacation"), {
          token: seat,
          body: { until: until.toISOString() },
        });
        const mine = game.you?.role === "player" ? game.timers[game.you.seat ?? -1] : undefined;
        const reached = mine?.vacationUntil && Date.parse(mine.vacationUntil) >= until.getTime();
        if (reached) report.whole++;
        else report.partly++;
      } catch (error) {
        // A finished or unstarted game is not counted; a game in play that can take no days is.
        if (!(error instanceof ApiError)) return;
        if (error.code === "bad_until")
          report.whole++; // already away at least that long
        else if (["no_clock", "no_vacation_left"].includes(error.code)) report.none++;
      }
    }),
  );
  return report;
}
