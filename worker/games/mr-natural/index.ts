/** BOXCAR (Mr. Natural): the rules definition (definition.ts) with the hooks only the server uses. */
import type { GameDefinition } from "../../engine/types";
import { mrNaturalRules } from "./definition";
import { mrNaturalOrders } from "./orders";
import type { MrNaturalMove, MrNaturalOptions, MrNaturalState, MrNaturalView } from "./types";
import { headline } from "./view";

export const mrNatural: GameDefinition<MrNaturalState, MrNaturalMove, MrNaturalOptions, MrNaturalView> = {
  ...mrNaturalRules,
  headline,
  orders: mrNaturalOrders,
};
