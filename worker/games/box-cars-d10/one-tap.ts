/**
 * Box Cars' one-tap decisions (the notification's buttons): starting a turn ("Roll ten cars"), and
 * in a re-roll phase "Roll again" or "Stop and keep 450". A re-roll needs its dice named, so "Roll
 * again" re-rolls the bot's pick for these dice (the plan alone when the bot would stop), and its
 * label names them; everything else (another choice of dice) is the sheet's.
 */
import type { OneTapChoice, Seat } from "../../engine/types";
import { decide, planned } from "./bot";
import { currentTurn, isFinished, TURNS } from "./rules";
import { FACE_NAMES, scoreDice } from "./scoring";
import type { BoxCarsMove, BoxCarsState, Face } from "./types";

/** Push actions show about 40 characters: a longer list of cars is said as a count. */
const SHORT = 40;

const plural = (name: string) => (name.endsWith("h") ? `${name}es` : `${name}s`);

/** The cars at `dice` of `faces`, grouped: "2 Breakdowns, Way Car". */
function carsWords(faces: readonly Face[], dice: readonly number[]): string {
  const counts = new Map<Face, number>();
  for (const i of dice) counts.set(faces[i], (counts.get(faces[i]) ?? 0) + 1);
  return [...counts]
    .map(([face, n]) => (n === 1 ? FACE_NAMES[face] : `${n} ${plural(FACE_NAMES[face])}`))
    .join(", ");
}

export function oneTap(state: BoxCarsState, seat: Seat): OneTapChoice<BoxCarsMove>[] | null {
  const s = state.seats[seat];
  if (!s || isFinished(s)) return null;
  const turn = currentTurn(s);
  if (!turn)
    return [{ move: { type: "roll" }, label: `Roll ten cars (turn ${s.turns.length + 1} of ${TURNS})` }];
  const total = scoreDice(turn.dice).total;
  const stop: OneTapChoice<BoxCarsMove> = {
    move: { type: "stop" },
    label: total > 0 ? `Stop and keep ${total}` : `Stop and score ${total}`,
  };
  // A seed from the position alone: the same version always offers (and plays) the same dice.
  const dice = decide(turn.dice, turn.phase, turn.number * 8 + turn.phase) ?? planned(turn.dice, turn.phase);
  if (!dice.length) return [stop];
  const named = `Roll again: ${carsWords(turn.dice, dice)}`;
  const label = named.length <= SHORT ? named : `Roll again: ${dice.length} cars`;
  return [{ move: { type: "reroll", dice }, label }, stop];
}
