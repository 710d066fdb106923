/** Options: none (the seat count decides solo). */
import type { OptionsSpec } from "../../engine/options";

export const options: OptionsSpec = {};
