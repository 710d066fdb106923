/** Boxcars roll & write in the web registry: its sheet, rules and guide, each loaded when a page needs it. */
import type { SheetEntry } from "../sheet-types";

export const entry: SheetEntry = {
  tag: "bx-boxcars-rw-sheet",
  load: () => import("./sheet"),
  rules: () => import("../../../../worker/games/boxcars-rw/definition"),
  guide: () => import("./guide"),
};
