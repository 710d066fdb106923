/** Birthright Conquest in the web registry: its sheet, rules and guide, each loaded when a page needs it. */
import { anyGame, anyRules } from "#engine/define";
import type { SheetEntry } from "../../sheet/sheet-types";

export const entry: SheetEntry = {
  tag: "bx-birthright-conquest-sheet",
  load: () => import("./sheet"),
  rules: () => import("#games/birthright-conquest/client").then((game) => game.loadRules()).then(anyRules),
  luckGame: () =>
    import("#games/birthright-conquest/client-luck").then((game) => game.loadGame()).then(anyGame),
  guide: () => import("./guide"),
  cards: true,
  concedes: true,
};
