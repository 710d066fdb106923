/**
 * BOXCARS in the web registry. Its board tables are asset files: its loaders (tables.ts, itself
 * loaded on demand) fetch them before its modules.
 */
import type { SheetEntry } from "../../sheet/sheet-types";

const tables = () => import("./tables");

export const entry: SheetEntry = {
  tag: "bx-boxcars-rails-sheet",
  load: () => tables().then((t) => t.sheet()),
  rules: (options) => tables().then((t) => t.rules(options)),
  luckGame: (options) => tables().then((t) => t.luckGame(options)),
  guide: () => import("./guide"),
  orders: true,
  drops: true,
};
