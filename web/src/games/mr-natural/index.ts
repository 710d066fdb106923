/** BOXCAR (Mr. Natural) in the web registry: its sheet, rules and guide, each loaded when a page needs it. */
import { anyGame, anyRules } from "#engine/define";
import type { SheetEntry } from "../../sheet/sheet-types";

export const entry: SheetEntry = {
  tag: "bx-mr-natural-sheet",
  load: () => import("./sheet"),
  rules: () => import("#games/mr-natural/client").then((game) => game.loadRules()).then(anyRules),
  luckGame: () => import("#games/mr-natural/client-luck").then((game) => game.loadGame()).then(anyGame),
  guide: () => import("./guide"),
  orders: true,
  drops: true,
};
