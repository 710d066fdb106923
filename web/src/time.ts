/** Durations and moments in plain words: "2 days 3 hours left", "5 minutes ago". */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;

/** The two largest units of a duration: "2 days 3 hours", "4 hours 10 minutes", "1 minute". */
export function duration(ms: number): string {
  const total = Math.max(0, ms);
  const days = Math.floor(total / DAY);
  const hours = Math.floor((total % DAY) / HOUR);
  const minutes = Math.floor((total % HOUR) / MINUTE);
  if (days > 0) return hours > 0 ? `${plural(days, "day")} ${plural(hours, "hour")}` : plural(days, "day");
  if (hours > 0)
    return minutes > 0 ? `${plural(hours, "hour")} ${plural(minutes, "minute")}` : plural(hours, "hour");
  return minutes > 0 ? plural(minutes, "minute") : "less than a minute";
}

/** "5 minutes ago", "just now", "3 days ago". */
export function ago(at: string | number, now = Date.now()): string {
  const ms = now - new Date(at).getTime();
  if (ms < MINUTE) return "just now";
  const days = Math.floor(ms / DAY),
    hours = Math.floor(ms / HOUR),
    minutes = Math.floor(ms / MINUTE);
  return `${days > 0 ? plural(days, "day") : hours > 0 ? plural(hours, "hour") : plural(minutes, "minute")} ago`;
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

export function when(at: string | number): string {
  return dateTime.format(new Date(at));
}

/** A player's thinking time per move: seconds under a minute ("12 s", "under 1 s"), else the two largest units. */
export function perMove(ms: number): string {
  if (ms < 1000) return "under 1 s";
  return ms < MINUTE ? `${Math.round(ms / 1000)} s` : duration(ms);
}
