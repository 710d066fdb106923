/** The clock's arithmetic (pure): banks, increments, caps, weekend pauses across time zones and daylight-saving changes, reminder points. */
import { describe, expect, it } from "vitest";
import type { ClockOptions } from "../../worker/clock/options";
import { afterChange, DAY, newTimers, reminded, reminderAt, timeLeft } from "../../worker/clock/timers";
import { addRunning, pausedAt, runningBetween } from "../../worker/clock/weekends";

const HOUR = 3600_000;
const clock = (more: Partial<ClockOptions>): ClockOptions => ({
  perMoveDays: 0,
  reminder: true,
  onTimeout: "bot",
  vacationDays: 7,
  ...more,
});
// Wednesday 2026-03-04 12:00 UTC.
const WED = Date.parse("2026-03-04T12:00:00Z");

/** Seat 0 becomes active at `start`, moves at `end` and its turn passes to seat 1: its timer after. */
function turn(c: ClockOptions, timers: ReturnType<typeof newTimers>, start: number, end: number) {
  const begun = afterChange(c, timers, [1], [0], 1, 1, start).timers;
  return { begun, ended: afterChange(c, begun, [0], [1], 0, 2, end).timers };
}

describe("time banks", () => {
  it("runs the bank down while the seat is to act, adds the increment after its turn, up to the cap", () => {
    const c = clock({ bankDays: 3, incrementDays: 1, capDays: 5 });
    const { begun, ended } = turn(c, newTimers(2), WED, WED + 2 * DAY);
    expect(begun[0].deadline).toBe(WED + 3 * DAY);
    expect(ended[0].bank).toBe(2 * DAY); // 3 - 2 used + 1
    const fast = turn(c, ended, WED + 3 * DAY, WED + 3 * DAY + HOUR).ended;
    expect(fast[0].bank).toBe(3 * DAY - HOUR);
    let t = fast;
    for (let i = 0; i < 5; i++) t = turn(c, t, WED + (4 + i) * DAY, WED + (4 + i) * DAY).ended;
    expect(t[0].bank).toBe(5 * DAY); // capped
  });

  it("charges each move of a turn but adds the increment once, when the turn passes", () => {
    const c = clock({ bankDays: 3, incrementDays: 1, capDays: 0 });
    const begun = afterChange(c, newTimers(2), [1], [0], 1, 1, WED).timers;
    const mid = afterChange(c, begun, [0], [0], 0, 2, WED + DAY).timers; // a roll: still seat 0's turn
    expect([mid[0].bank, mid[0].deadline]).toEqual([2 * DAY, WED + 3 * DAY]);
    const done = afterChange(c, mid, [0], [1], 0, 3, WED + 2 * DAY).timers;
    expect(done[0].bank).toBe(2 * DAY);
  });

  it("gives a turn the lesser of the per-move limit and the bank", () => {
    const c = clock({ perMoveDays: 1, bankDays: 7, incrementDays: 0 });
    const { begun, ended } = turn(c, newTimers(2), WED, WED + 12 * HOUR);
    expect(begun[0].deadline).toBe(WED + DAY);
    expect(ended[0].bank).toBe(7 * DAY - 12 * HOUR);
  });

  it("empties the bank of a seat that ran out (the timeout's move) and gives it only the increment after", () => {
    const c = clock({ bankDays: 1, incrementDays: 1 });
    const { ended } = turn(c, newTimers(2), WED, WED + 2 * DAY);
    expect(ended[0].bank).toBe(DAY);
  });
});

describe("weekend pause", () => {
  it("stops the clock on Saturday and Sunday in the seat's own time zone", () => {
    const c = clock({ perMoveDays: 1, weekendPause: true });
    const fri = Date.parse("2026-03-06T12:00:00Z"); // Friday noon UTC
    const zones = ["Asia/Tokyo", "America/Los_Angeles"];
    const tokyo = afterChange(c, newTimers(2, zones), [], [0, 1], null, 0, fri).timers;
    // Tokyo: Friday 21:00, 3 h to midnight, then Monday 00:00 JST (Sunday 15:00 UTC) + 21 h.
    expect(new Date(tokyo[0].deadline!).toISOString()).toBe("2026-03-09T12:00:00.000Z");
    // Los Angeles: Friday 04:00 PST, 20 h to its weekend, which summer time (Sunday 8 March) makes 47 h.
    expect(new Date(tokyo[1].deadline!).toISOString()).toBe("2026-03-09T11:00:00.000Z");
    expect(pausedAt(Date.parse("2026-03-07T01:00:00Z"), "Asia/Tokyo")).toBe(true);
    expect(pausedAt(Date.parse("2026-03-07T01:00:00Z"), "America/Los_Angeles")).toBe(false);
    expect(timeLeft(c, tokyo[0], Date.parse("2026-03-08T00:00:00Z"))).toBe(21 * HOUR);
  });

  it("counts a weekend across a daylight-saving change as its real length (47 or 49 hours)", () => {
    // Europe/Paris moves to summer time on Sunday 29 March 2026: that weekend is 47 hours.
    const friParis = Date.parse("2026-03-27T22:00:00Z"); // Friday 23:00 CET
    const end = addRunning(friParis, 2 * HOUR, "Europe/Paris");
    expect(new Date(end).toISOString()).toBe("2026-03-29T23:00:00.000Z"); // Monday 01:00 CEST
    expect(end - friParis).toBe(2 * HOUR + 47 * HOUR);
    // New York leaves summer time on Sunday 1 November 2026: that weekend is 49 hours.
    const friNy = Date.parse("2026-10-31T03:00:00Z"); // Friday 23:00 EDT
    const ny = addRunning(friNy, 2 * HOUR, "America/New_York");
    expect(new Date(ny).toISOString()).toBe("2026-11-02T06:00:00.000Z"); // Monday 01:00 EST
    expect(runningBetween(friNy, ny, "America/New_York")).toBe(2 * HOUR);
    expect(ny - friNy).toBe(2 * HOUR + 49 * HOUR);
  });
});

describe("reminder points", () => {
  it("reminds at each point the player chose, in order, then no more", () => {
    const c = clock({ perMoveDays: 3 });
    const mine = newTimers(2).map((t, i) => (i === 0 ? { ...t, reminders: [50, 90] } : t));
    let t = afterChange(c, mine, [], [0], null, 0, WED).timers[0];
    expect(reminderAt(c, t)).toBe(WED + 1.5 * DAY);
    t = reminded(t);
    expect(reminderAt(c, t)).toBe(WED + 2.7 * DAY);
    t = reminded(t);
    expect(reminderAt(c, t)).toBeNull();
    expect(reminderAt(c, { ...t, reminders: [] })).toBeNull();
  });

  it("keeps the game's one reminder for a player who chose none: half the time, at most a day before", () => {
    const c = clock({ perMoveDays: 3 });
    const t = afterChange(c, newTimers(1), [], [0], null, 0, WED).timers[0];
    expect(reminderAt(c, t)).toBe(WED + 2 * DAY);
    expect(reminderAt(c, reminded(t))).toBeNull();
    expect(reminderAt({ ...c, reminder: false }, t)).toBeNull();
  });
});
