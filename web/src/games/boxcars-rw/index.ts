/** Boxcars roll & write in the web registry: its sheet, rules and guide, each loaded when a page needs it. */
import { anyGame, anyRules } from "#engine/define";
import type { SheetEntry } from "../../sheet/sheet-types";

export const entry: SheetEntry = {
  tag: "bx-boxcars-rw-sheet",
  load: () => import("./sheet"),
  rules: () => import("#games/boxcars-rw/client").then((game) => game.loadRules()).then(anyRules),
  luckGame: () => import("#games/boxcars-rw/client-luck").then((game) => game.loadGame()).then(anyGame),
  guide: () => import("./guide"),
};
