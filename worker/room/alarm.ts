/**
 * The room's one alarm serves every timer: bots and standing orders, reminders and deadlines,
 * notification deliveries, the archive to D1 (retried until it succeeds) and the purge of an
 * archived room. Each step marks what it did, so an alarm that runs twice does nothing twice.
 */
import { nextTimerAt } from "../clock/timers";
import type { Env } from "../env";
import { archiveGame, saveChat } from "../archive/d1";
import { AUTOPLAY_DELAY_MS, autoplayDue, runAutoplay } from "./autoplay";
import type { Ledger } from "./ledger";
import { statusOf, type RoomRows } from "./rows";
import { runTimers } from "./timeouts";

/** How long a finished, archived game keeps its room before D1 alone serves it. */
export const PURGE_AFTER_MS = 30 * 24 * 3600 * 1000;

export interface AlarmDone {
  /** A move was made: the open sheets are told. */
  changed: boolean;
  /** The room's time is up: its storage is to be deleted. */
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
  rows = ledger.rows()!;
  const timers = rows.timers;
  await ledger.deliverDue(env, (seat) => timers[seat]?.since !== null);
  rows = ledger.rows()!;
  if (rows.meta.ended_at && !rows.meta.archived_at) await archive(ledger, env, rows);
  else if (rows.meta.archived_at && Date.parse(rows.meta.archived_at) + PURGE_AFTER_MS <= now) {
    await keepLateChat(ledger, env, rows);
    return { changed, purge: true };
  }
  return { changed, purge: false };
}

/** When the alarm is next needed, or null. */
export function nextAlarmAt(ledger: Ledger, rows: RoomRows, now: number): number | null {
  const { meta } = rows;
  const times: (number | null)[] = [ledger.nextDue()];
  if (statusOf(meta) === "playing") {
    times.push(nextTimerAt(rows.clock, rows.timers));
    if (autoplayDue(ledger, rows)) times.push(now + AUTOPLAY_DELAY_MS);
  }
  // Not archived yet: try now, then back off 2 s, 4 s, ... up to 10 minutes between attempts.
  if (meta.ended_at && !meta.archived_at)
    times.push(now + (meta.archive_attempts ? Math.min(1000 * 2 ** meta.archive_attempts, 600_000) : 0));
  if (meta.archived_at) times.push(Date.parse(meta.archived_at) + PURGE_AFTER_MS);
  const next = times.filter((t): t is number => t !== null);
  return next.length ? Math.min(...next) : null;
}

/** Talk written after the archive goes into the archived record before the room is deleted (a failure loses only that talk). */
async function keepLateChat(ledger: Ledger, env: Env, rows: RoomRows): Promise<void> {
  const chat = ledger.chat(0, 10_000);
  if (!chat.some((m) => m.at > rows.meta.archived_at!)) return;
  try {
    await saveChat(env.DB, rows.meta.game_id, chat);
  } catch (error) {
    console.warn(`saving the late table talk of ${rows.meta.game_id} failed:`, error);
  }
}

async function archive(ledger: Ledger, env: Env, rows: RoomRows): Promise<void> {
  const game = ledger.game(rows);
  let archivedAt: string | null = null;
  try {
    await archiveGame(
      env.DB,
      game,
      ledger.finishedRecord(rows),
      ledger.started(rows),
      rows.meta.listed === 1,
    );
    archivedAt = new Date().toISOString();
  } catch (error) {
    console.warn(
      `archive of ${rows.meta.game_id} failed (attempt ${rows.meta.archive_attempts + 1}):`,
      error,
    );
  }
  ledger.archiveAttempted(archivedAt);
}
