/** Moved to worker/clock/ (options.ts, timers.ts). Kept only for importers outside the room (web pages, bench, app.ts) until they follow. */
export * from "../clock/options";
export * from "../clock/timers";
