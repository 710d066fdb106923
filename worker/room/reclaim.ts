/**
 * Rooms are reclaimed: a game nobody has touched for a while (no claim, no move by a person) ends as
 * abandoned at an inactivity deadline, the way the host's abort ends one, and is then archived like
 * any other. A week before (by default) each seat is told once, on its notification channel.
 * The deadline is computed from the rows already in memory, so an accepted move reads nothing more.
 */
import type { Env } from "../env";
import type { Ledger } from "./ledger";
import type { RoomRows } from "./rows";

const DAY = 24 * 3600 * 1000;

export interface ReclaimPolicy {
  /** Inactivity before the game ends as abandoned (0: never). */
  afterMs: number;
  /** How long before that deadline the seats are told. */
  noticeMs: number;
}

/** The operator's settings (wrangler.toml vars `RECLAIM_AFTER_DAYS`, `RECLAIM_NOTICE_DAYS`); a bad value falls back to the default. */
export function reclaimPolicy(env: Pick<Env, "RECLAIM_AFTER_DAYS" | "RECLAIM_NOTICE_DAYS">): ReclaimPolicy {
  const days = (value: unknown, fallback: number) => {
    const n = Number(value ?? fallback);
    return Number.isFinite(n) && n >= 0 ? n : fallback;
  };
  const after = days(env.RECLAIM_AFTER_DAYS, 30);
  return { afterMs: after * DAY, noticeMs: Math.min(days(env.RECLAIM_NOTICE_DAYS, 7), after) * DAY };
}

/** The last sign of a person: the creation, a claim, the start, a person's move (or the host's), or the end of a vacation. */
export function lastActivity(rows: RoomRows): number {
  const times = [rows.meta.created_at, rows.meta.started_at, ...rows.seats.map((s) => s.claimed_at)]
    .filter((t): t is string => t !== null)
    .map(Date.parse);
  // A room started before `movedAt` was kept counts from each seat's last turn instead, so no game in
  // play ends at the first alarm after an upgrade.
  const kept = rows.timers.some((t) => t.movedAt !== undefined);
  for (const t of rows.timers) times.push((kept ? t.movedAt : t.since) ?? 0, t.vacationUntil);
  return Math.max(...times);
}

/** When the game ends as abandoned, or null (ended already, or reclaiming is off). */
export function reclaimDeadline(rows: RoomRows, policy: ReclaimPolicy): number | null {
  if (rows.meta.ended_at || policy.afterMs === 0) return null;
  return lastActivity(rows) + policy.afterMs;
}

/** When the alarm is next needed for reclaiming: the notice's time until it has passed, then the deadline. */
export function reclaimAlarmAt(rows: RoomRows, policy: ReclaimPolicy, now: number): number | null {
  const deadline = reclaimDeadline(rows, policy);
  if (deadline === null) return null;
  const noticeAt = deadline - policy.noticeMs;
  return noticeAt > now ? noticeAt : deadline;
}

/**
 * The alarm's reclaiming: past the notice time, each seat is told (once: the outbox keys the notice by
 * its deadline); past the deadline, the game ends as abandoned. Returns whether it ended the game.
 */
export function runReclaim(ledger: Ledger, policy: ReclaimPolicy, now: number): boolean {
  const rows = ledger.rows();
  const deadline = rows && reclaimDeadline(rows, policy);
  if (!rows || deadline === null || deadline - policy.noticeMs > now) return false;
  if (deadline <= now) {
    ledger.transaction(() => ledger.abandon(new Date(now).toISOString()));
    return true;
  }
  ledger.transaction(() => ledger.tellReclaim(deadline, now));
  return false;
}
