/** Box Cars has no options: the rulings leave nothing to choose. */
import type { OptionsSpec } from "../../engine/options";

export const options: OptionsSpec = {};
