/**
 * Mr. Natural's one-tap decisions (the notification's buttons): roll or bank ("Roll 3 dice", "Bank
 * 650"), "Roll all six again" or bank, and on a Nothing which single to re-roll. Every decision of
 * the game is one tap; the dice are all in the open.
 */
import type { OneTapChoice, Seat } from "../../engine/types";
import { legalMoves } from "./legal";
import type { MrNaturalMove, MrNaturalState } from "./types";

const points = (n: number) => n.toLocaleString("en-US");

export function oneTap(state: MrNaturalState, seat: Seat): OneTapChoice<MrNaturalMove>[] | null {
  const { turn } = state;
  const dice = turn.rolls.at(-1)?.dice ?? [];
  const choices = legalMoves(state, seat).map((move) => ({
    move,
    label:
      move.type === "bank"
        ? `Bank ${points(turn.points)}`
        : move.type === "pick"
          ? `Re-roll the ${dice[move.die]}`
          : turn.phase === "all-scored"
            ? "Roll all six again"
            : `Roll ${turn.diceLeft} ${turn.diceLeft === 1 ? "die" : "dice"}`,
  }));
  return choices.length ? choices : null;
}
