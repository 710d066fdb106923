/**
 * Clock time that does not run on weekends (pure): Saturday and Sunday are the local days of a
 * seat's own time zone, from local midnight to local midnight, so a weekend across a daylight-saving
 * change is 47 or 49 hours long. Time zones are IANA names (`Europe/Paris`), read with Intl.
 */

const DAY = 24 * 3600 * 1000;

/** A name Intl knows as a time zone (`UTC`, `America/New_York`). */
export function isTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const formats = new Map<string, Intl.DateTimeFormat>();

function format(zone: string): Intl.DateTimeFormat {
  let f = formats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formats.set(zone, f);
  }
  return f;
}

/** The local wall time at instant `t`, as if it were UTC (so its UTC date and weekday are the local ones). */
function wall(t: number, zone: string): number {
  const p = Object.fromEntries(
    format(zone)
      .formatToParts(t)
      .map((x) => [x.type, Number(x.value)]),
  );
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) + (((t % 1000) + 1000) % 1000);
}

/** The instant of local midnight starting the local day `day` (a UTC-midnight "wall" date). */
function midnight(day: number, zone: string): number {
  let t = day - (wall(day, zone) - day);
  t = day - (wall(t, zone) - t);
  return t;
}

/** The local date of `t` (as a UTC midnight) and its weekday (0 Sunday … 6 Saturday). */
function localDay(t: number, zone: string): { day: number; weekday: number } {
  const w = wall(t, zone);
  const day = w - (((w % DAY) + DAY) % DAY);
  return { day, weekday: new Date(day).getUTCDay() };
}

/** Where the clock stands at `t`: paused (a local weekend, with the instant it ends), or running until the next one. */
function span(t: number, zone: string): { paused: true; until: number } | { paused: false; until: number } {
  const { day, weekday } = localDay(t, zone);
  if (weekday === 6 || weekday === 0)
    return { paused: true, until: midnight(day + (weekday === 6 ? 2 : 1) * DAY, zone) };
  return { paused: false, until: midnight(day + (6 - weekday) * DAY, zone) };
}

/** Whether the clock is paused at `t` (a Saturday or Sunday in `zone`). */
export function pausedAt(t: number, zone: string): boolean {
  return span(t, zone).paused;
}

/** The instant when `amount` of running clock time, counted from `start`, has passed. */
export function addRunning(start: number, amount: number, zone: string): number {
  let t = start;
  let left = amount;
  for (;;) {
    const s = span(t, zone);
    if (s.paused) t = s.until;
    else if (t + left <= s.until) return t + left;
    else {
      left -= s.until - t;
      t = s.until;
    }
  }
}

/** Running clock time between `from` and `to` (0 when `to` is not later). */
export function runningBetween(from: number, to: number, zone: string): number {
  let total = 0;
  let t = from;
  while (t < to) {
    const s = span(t, zone);
    const end = Math.min(s.until, to);
    if (!s.paused) total += end - t;
    t = end;
  }
  return total;
}
