/** Coal N' Write in the web registry: its sheet, rules and guide, each loaded when a page needs it. */
import { anyGame, anyRules } from "#engine/define";
import type { SheetEntry } from "../../sheet/sheet-types";

export const entry: SheetEntry = {
  tag: "bx-coal-n-write-sheet",
  load: () => import("./sheet"),
  rules: () => import("#games/coal-n-write/client").then((game) => game.loadRules()).then(anyRules),
  luckGame: () => import("#games/coal-n-write/client-luck").then((game) => game.loadGame()).then(anyGame),
  guide: () => import("./guide"),
};
