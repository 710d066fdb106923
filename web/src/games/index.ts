/**
 * The game sheets, by game id. Adding a game's sheet is one folder here and one line below.
 *
 * THE SHEET CONTRACT (every game follows it exactly):
 *
 * - `web/src/games/<id>/sheet.ts` defines a `GameSheet` (ui/game-sheet.ts: a LitElement with the
 *   properties below, `play(move)`, `seatName(seat)` and a live region) registered as
 *   `<bx-<id>-sheet>` (the `tag` below), beside its `styles.ts`, `words.ts` and parts; it is loaded
 *   lazily with `load()`, so a page only downloads the sheet it shows. Dice sheets share
 *   ui/die-face.ts and ui/die-styles.ts.
 * - The page (the common frame around the sheet) sets these reactive properties:
 *     `view`        the game's view for this viewer (`GameResponse.view`: that game's own type);
 *     `legalMoves`  `Move[] | undefined`: the moves the viewer may make now; undefined when the
 *                   viewer may not act (not their turn, a spectator, or the game has ended);
 *     `seat`        `number | null`: the viewer's seat, null for spectators and the host;
 *     `seats`       `SeatInfo[]`: every seat with its display name (`name` may be null);
 *     `busy`        `boolean`: a move is on its way; disable the move buttons meanwhile;
 *     `recentMoves` `RecentMove[]`: the answer's last few moves, oldest first (`GameResponse.recentMoves`),
 *                   for a sheet that shows what the others did since the viewer's last move; empty
 *                   on the replay page. A sheet may ignore it.
 * - To play, the sheet calls `play(move)`, which dispatches
 *     `new CustomEvent("move", { detail: { move }, bubbles: true, composed: true })`
 *   with one of `legalMoves` (the object passed through unchanged). The frame submits it with the
 *   version the viewer saw and an idempotency key, then hands the sheet the new properties.
 * - The frame shows the game title, status, whose turn it is, the live indicator, rename, errors
 *   and the game-over banner; the sheet shows the game itself: the board, the dice, the totals,
 *   the buttons for `legalMoves`, and a log. A sheet never fetches anything.
 * - Sheets are read-only when `legalMoves` is undefined (the spectator page sets only `view`,
 *   `seats` and `seat = null`). Use real buttons, visible focus, an aria-live region for what just
 *   happened, and keep areas that change during play at a fixed size (no layout jumps).
 * - `web/src/games/<id>/guide.ts` exports `guide: Guide` (sheet-types.ts): how to play, in our own words,
 *   shown at `/rules/<id>` and linked from the create form, the claim page and the sheet's frame.
 *   It is loaded lazily with `guide()`, so no other page carries its text.
 */

import type { Guide } from "./sheet-types";

export interface SheetEntry {
  /** The custom element name, `bx-<id>-sheet`. */
  tag: string;
  /** Loads the module that defines the element. */
  load: () => Promise<unknown>;
  /**
   * Loads the game's rules (a `GameRules`: worker/games/<id>/definition.ts), for replay and verification in
   * the page; `options` are the record's (the rail game fetches the tables of the record's board).
   */
  rules: (options?: unknown) => Promise<Record<string, unknown>>;
  /** Loads the game's rules page text (`guide.ts`, exporting `guide: Guide`). */
  guide?: () => Promise<{ guide: Guide }>;
  /** The game has standing orders (its rules' `orders` hook): only then does a seat page ask for them. */
  orders?: true;
}

const rails = () => import("./boxcars-rails/tables");

export const sheets: Record<string, SheetEntry> = {
  "mr-natural": {
    tag: "bx-mr-natural-sheet",
    load: () => import("./mr-natural/sheet"),
    rules: () => import("../../../worker/games/mr-natural/definition"),
    guide: () => import("./mr-natural/guide"),
    orders: true,
  },
  "boxcars-rw": {
    tag: "bx-boxcars-rw-sheet",
    load: () => import("./boxcars-rw/sheet"),
    rules: () => import("../../../worker/games/boxcars-rw/definition"),
    guide: () => import("./boxcars-rw/guide"),
  },
  "box-cars-d10": {
    tag: "bx-box-cars-d10-sheet",
    load: () => import("./box-cars-d10/sheet"),
    rules: () => import("../../../worker/games/box-cars-d10/definition"),
    guide: () => import("./box-cars-d10/guide"),
  },
  "coal-n-write": {
    tag: "bx-coal-n-write-sheet",
    load: () => import("./coal-n-write/sheet"),
    rules: () => import("../../../worker/games/coal-n-write/definition"),
    guide: () => import("./coal-n-write/guide"),
  },
  "birthright-conquest": {
    tag: "bx-birthright-conquest-sheet",
    load: () => import("./birthright-conquest/sheet"),
    rules: () => import("../../../worker/games/birthright-conquest/definition"),
    guide: () => import("./birthright-conquest/guide"),
  },
  // Its board tables are asset files: its loaders (tables.ts) fetch them before its modules.
  "boxcars-rails": {
    tag: "bx-boxcars-rails-sheet",
    load: () => rails().then((r) => r.sheet()),
    rules: (options) => rails().then((r) => r.rules(options)),
    guide: () => import("./boxcars-rails/guide"),
    orders: true,
  },
};
