/** Coal N' Write in the web registry: its sheet, rules and guide, each loaded when a page needs it. */
import type { SheetEntry } from "../sheet-types";

export const entry: SheetEntry = {
  tag: "bx-coal-n-write-sheet",
  load: () => import("./sheet"),
  rules: () => import("../../../../worker/games/coal-n-write/definition"),
  guide: () => import("./guide"),
};
