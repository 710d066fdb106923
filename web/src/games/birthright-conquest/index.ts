/** Birthright Conquest in the web registry: its sheet, rules and guide, each loaded when a page needs it. */
import type { SheetEntry } from "../sheet-types";

export const entry: SheetEntry = {
  tag: "bx-birthright-conquest-sheet",
  load: () => import("./sheet"),
  rules: () => import("../../../../worker/games/birthright-conquest/definition"),
  guide: () => import("./guide"),
};
