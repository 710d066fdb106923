/**
 * The room's one alarm serves every timer: bots and standing orders, reminders and deadlines,
 * notification deliveries, and the archive of a finished game (worker/archive: R2, then the D1
 * index, retried with backoff until both succeed), after which the room's storage is deleted at
 * once. Each step marks what it did, so an alarm that runs twice does nothing twice.
 */
import { nextTimerAt } from "../clock/timers";
import type { Env } from "../env";
import { viewKey } from "../archive/objects";
import { archiveFinished } from "../archive/writer";
import { AUTOPLAY_DELAY_MS, autoplayDue, runAutoplay } from "./autoplay";
import type { Ledger } from "./ledger";
import { reclaimAlarmAt, reclaimPolicy, runReclaim } from "./reclaim";
import { statusOf, type RoomRows } from "./rows";
import { runTimers } from "./timeouts";

/**
 * How long a finished game's room keeps answering before it is archived and deleted (default an
 * hour; `ARCHIVE_AFTER_MINUTES`): the players may still ask for a rematch and find their own link
 * to it on the old sheet, and the last turn's notifications may still be retried. Reads stay the
 * same after it (from the archive).
 */
export const ARCHIVE_AFTER_MS = 60 * 60 * 1000;

export function archiveAfterMs(env: Pick<Env, "ARCHIVE_AFTER_MINUTES">): number {
  const minutes = env.ARCHIVE_AFTER_MINUTES?.trim() ?? "";
  return /^\d{1,7}$/.test(minutes) ? Number(minutes) * 60_000 : ARCHIVE_AFTER_MS;
}

export interface AlarmDone {
  /** A move was made: the open sheets are told. */
  changed: boolean;
  /** The game is archived: the room's storage is to be deleted. */
  purge: boolean;
}

export async function alarmWork(ledger: Ledger, env: Env, now: number): Promise<AlarmDone> {
  let rows = ledger.rows();
  if (!rows) return { changed: false, purge: false };
  let changed = false;
  if (statusOf(rows.meta) === "playing") {
    changed = runAutoplay(ledger, now) > 0;
    changed = runTimers(ledger, now) || changed;
  }
  changed = runReclaim(ledger, reclaimPolicy(env), now) || changed;
  rows = ledger.rows()!;
  const timers = rows.timers;
  await ledger.deliverDue(env, (seat) => timers[seat]?.since !== null);
  rows = ledger.rows()!;
  const due = rows.meta.ended_at && Date.parse(rows.meta.ended_at) + archiveAfterMs(env) <= now;
  return { changed, purge: due ? await archive(ledger, env, rows) : false };
}

/** When the alarm is next needed, or null. */
export function nextAlarmAt(ledger: Ledger, rows: RoomRows, env: Env, now: number): number | null {
  const graceMs = archiveAfterMs(env);
  const { meta } = rows;
  const times: (number | null)[] = [ledger.nextDue(), reclaimAlarmAt(rows, reclaimPolicy(env), now)];
  if (statusOf(meta) === "playing") {
    times.push(nextTimerAt(rows.clock, rows.timers));
    if (autoplayDue(ledger, rows)) times.push(now + AUTOPLAY_DELAY_MS);
  }
  // Archive when due, then after a failure back off 2 s, 4 s, ... up to 10 minutes between attempts.
  if (meta.ended_at) {
    const due = Date.parse(meta.ended_at) + graceMs;
    const retry = meta.archive_attempts ? now + Math.min(1000 * 2 ** meta.archive_attempts, 600_000) : 0;
    times.push(meta.archived_at ? now : Math.max(due, retry));
  }
  const next = times.filter((t): t is number => t !== null);
  return next.length ? Math.min(...next) : null;
}

/**
 * Archives the finished game (R2, then D1; both idempotent) unless that was confirmed already;
 * answers whether the room may now delete its storage. A failure is counted, for the backoff.
 */
export async function archive(ledger: Ledger, env: Env, rows: RoomRows): Promise<boolean> {
  try {
    // Archived and not yet deleted. A room the code before R2 archived (its record in D1's
    // `finished_games`, the room kept 30 days for late talk) has no view in R2: archived again
    // below, with that talk; the migration then leaves what the room wrote (migrate.ts).
    if (rows.meta.archived_at && (await env.ARCHIVE.head(viewKey(rows.meta.game_id)))) return true;
    await archiveFinished(env, {
      record: ledger.finishedRecord(rows),
      view: ledger.response(rows, null),
      listed: rows.meta.listed === 1,
    });
  } catch (error) {
    console.warn(
      `archive of ${rows.meta.game_id} failed (attempt ${rows.meta.archive_attempts + 1}):`,
      error,
    );
    ledger.archiveAttempted(null);
    return false;
  }
  ledger.archiveAttempted(new Date().toISOString());
  return true;
}
