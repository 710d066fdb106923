/** Box Cars in the web registry: its sheet, rules and guide, each loaded when a page needs it. */
import { anyGame, anyRules } from "#engine/define";
import type { SheetEntry } from "../../sheet/sheet-types";

export const entry: SheetEntry = {
  tag: "bx-box-cars-d10-sheet",
  load: () => import("./sheet"),
  rules: () => import("#games/box-cars-d10/client").then((game) => game.loadRules()).then(anyRules),
  luckGame: () => import("#games/box-cars-d10/client-luck").then((game) => game.loadGame()).then(anyGame),
  guide: () => import("./guide"),
};
