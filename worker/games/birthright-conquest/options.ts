/** One option (ruling 1): who plays Evil and so moves first, the first seat, the second, or drawn at random from the committed seed. */
import { choice, type OptionsSpec } from "../../engine/options";

export const options: OptionsSpec = {
  evil: choice("Evil (moves first)", ["first seat", "second seat", "random"], "first seat"),
};
