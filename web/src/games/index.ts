/**
 * The game sheets, by game id. Adding a game's sheet is one folder here (its index.ts exports
 * `entry: SheetEntry`, sheet-types.ts) and one line below.
 *
 * THE SHEET CONTRACT (every game follows it exactly):
 *
 * - `web/src/games/<id>/sheet.ts` defines a `GameSheet` (sheet/game-sheet.ts: a LitElement with the
 *   properties below, `play(move)`, `seatName(seat)` and a live region) registered as
 *   `<bx-<id>-sheet>` (the `tag` below), beside its `styles.ts`, `words.ts` and parts; it is loaded
 *   lazily with `load()`, so a page only downloads the sheet it shows. Dice sheets share
 *   sheet/die-face.ts and sheet/die-styles.ts.
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

import { entry as birthrightConquest } from "./birthright-conquest";
import { entry as boxCarsD10 } from "./box-cars-d10";
import { entry as boxcarsRails } from "./boxcars-rails";
import { entry as boxcarsRw } from "./boxcars-rw";
import { entry as coalNWrite } from "./coal-n-write";
import { entry as mrNatural } from "./mr-natural";
import type { SheetEntry } from "../sheet/sheet-types";

export const sheets: Record<string, SheetEntry> = {
  "mr-natural": mrNatural,
  "boxcars-rw": boxcarsRw,
  "box-cars-d10": boxCarsD10,
  "coal-n-write": coalNWrite,
  "boxcars-rails": boxcarsRails,
  "birthright-conquest": birthrightConquest,
};
