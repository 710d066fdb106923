/** Moved to worker/wire.ts. Kept only for importers outside the API and the room (web pages, bench, browser tests) until they follow. */
export type * from "../wire";
