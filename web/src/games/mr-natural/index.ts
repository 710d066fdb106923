/** BOXCAR (Mr. Natural) in the web registry: its sheet, rules and guide, each loaded when a page needs it. */
import type { SheetEntry } from "../sheet-types";

export const entry: SheetEntry = {
  tag: "bx-mr-natural-sheet",
  load: () => import("./sheet"),
  rules: () => import("../../../../worker/games/mr-natural/definition"),
  guide: () => import("./guide"),
  orders: true,
};
