/**
 * Coal N' Write's one-tap decisions (the notification's buttons): at Backroom Gamblin', hit or stay;
 * a loaded burro facing bandits with a box of ammo and no tonic to drink, fight or send it to town.
 * Everything else (dice to place, a load, a card) is the sheet's. Nothing in it is hidden.
 */
import type { OneTapChoice, Seat } from "../../engine/types";
import { legalMoves } from "./legal";
import type { CoalMove, CoalState } from "./types";

const WORDS: Partial<Record<CoalMove["type"], (total: number) => string>> = {
  hit: (total) => `Hit (now ${total})`,
  stay: (total) => `Stay at ${total}`,
  fight: () => "Fight the bandits",
  deliver: () => "Send the burro to town",
};

export function oneTap(state: CoalState, seat: Seat): OneTapChoice<CoalMove>[] | null {
  const pending = state.sheets[seat].pending;
  const total = pending?.kind === "gamble" ? pending.total : 0;
  const moves = legalMoves(state, seat);
  if (!moves.length || moves.some((m) => !WORDS[m.type])) return null;
  return moves.map((move) => ({ move, label: WORDS[move.type]!(total) }));
}
