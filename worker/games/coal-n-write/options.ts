/** Options: none. The seat count decides solo (1) or multiplayer (2-6), and with it the cards in play. */
import type { OptionsSpec } from "../../engine/options";

export const options: OptionsSpec = {};
