/** Box Cars in the web registry: its sheet, rules and guide, each loaded when a page needs it. */
import type { SheetEntry } from "../sheet-types";

export const entry: SheetEntry = {
  tag: "bx-box-cars-d10-sheet",
  load: () => import("./sheet"),
  rules: () => import("../../../../worker/games/box-cars-d10/definition"),
  guide: () => import("./guide"),
};
