/**
 * Coal N' Write's luck (docs/luck.md): the throws and the cards are the table's, the same for
 * everyone, so they make no one luckier than another. What is a seat's own is its personal dice;
 * the report counts those where a higher face is plainly better (gambles and geodes) against the
 * average face. Wrestling (a die each side), bandits and drinks are left out.
 */
import { diceTallies, streamSeat } from "../../engine/luck/measure";
import type { LuckHook } from "../../engine/luck/types";
import type { CoalState } from "./types";

const GOOD_HIGH = /\/(gamble|geodes)$/;

export const luck: LuckHook<CoalState> = {
  measures(steps, seats) {
    const own = diceTallies(
      seats,
      steps.flatMap((step) =>
        step.draws
          .filter((draw) => GOOD_HIGH.test(draw.stream))
          .map((draw) => ({ seat: streamSeat(draw.stream) ?? -1, draw })),
      ),
    );
    return own.map((t) => [t.measure("own dice (gambles, geodes): faces", { unit: "pips", of: "dice" })]);
  },
};
