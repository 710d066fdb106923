/**
 * What the Mr. Natural tray shows, worked out from the view: the roll on the table (this turn's last,
 * or the last finished turn's until the next roll), the dice set aside before it, the six places.
 */
import type { MrNaturalView, Roll, TurnOutcome } from "#games/mr-natural/client";
import { FACE_NAMES } from "../../sheet/die-face";
import { fmt, shownFaces } from "./words";

/** How a finished turn ended, said after its last roll. */
const TURN_END: Record<TurnOutcome, (points: string) => string> = {
  banked: (p) => `Banked +${p}.`,
  ended: (p) => (p === "0" ? "Turn over." : `Kept +${p}.`),
  forfeited: () => "Turn forfeited.",
  "below-minimum": () => "Under 350: scores nothing.",
  "not-on-board": () => "Under 550: not on the board yet.",
  skipped: () => "Time ran out: turn skipped.",
  dropped: () => "Time ran out: left the game.",
};

/** One of the six places on the table: a die of the roll, a die set aside earlier, or empty. */
export interface Slot {
  face: number | null;
  index: number | null;
  kind: "scored" | "live" | "aside" | "empty";
  picked?: boolean;
}

/** The roll in the tray and what goes with it. */
export interface Shown {
  roll: Roll | null;
  /** Faces set aside earlier in the turn (scored by earlier rolls). */
  aside: number[];
  label: string;
  /** The roll belongs to a finished turn (shown until the next player rolls). */
  past: boolean;
  awaitingPick: boolean;
  key: string;
  /** For a finished turn's last roll: how the turn ended. */
  after?: string;
}

/** The dice of a roll that score. */
export function scoredIndices(roll: Roll): Set<number> {
  return new Set(roll.combos.flatMap((c) => c.dice));
}

/** The scoring faces set aside before the last roll of `rolls` (reset whenever six are thrown). */
function setAside(rolls: Roll[]): number[] {
  let aside: number[] = [];
  rolls.forEach((roll, r) => {
    if (roll.dice.length === 6) aside = [];
    if (r === rolls.length - 1) return;
    const faces = shownFaces(roll);
    for (const i of scoredIndices(roll)) aside.push(faces[i]);
  });
  return aside;
}

/** What the tray shows: the current turn's last roll, or the last finished turn's (until the next roll), or nothing yet. */
export function shownRoll(
  view: MrNaturalView,
  you: number | null,
  seatName: (seat: number) => string,
): Shown {
  const { turn } = view;
  if (turn.rolls.length > 0) {
    const roll = turn.rolls[turn.rolls.length - 1];
    const awaitingPick = turn.phase === "nothing" && view.winner === null;
    return {
      roll,
      aside: setAside(turn.rolls),
      label: `Turn ${turn.number} · roll ${turn.rolls.length}`,
      past: view.winner !== null,
      awaitingPick,
      key: `${turn.seat}/${turn.number}/${turn.rolls.length}/${roll.nothing?.rolled ?? "-"}`,
    };
  }
  const last = view.lastTurn;
  if (last && last.rolls.length > 0) {
    return {
      roll: last.rolls[last.rolls.length - 1],
      aside: setAside(last.rolls),
      label: `${last.seat === you ? "Your" : `${seatName(last.seat)}'s`} last roll`,
      past: true,
      awaitingPick: false,
      key: `h${last.seat}/${last.number}`,
      after: TURN_END[last.outcome](fmt(last.points)),
    };
  }
  return {
    roll: null,
    aside: [],
    label: `Turn ${turn.number} · no dice thrown yet`,
    past: false,
    awaitingPick: false,
    key: "none",
  };
}

/** The tray's six places: the roll's dice, then those set aside, then empty places. */
export function slotsOf(shown: Shown): Slot[] {
  const slots: Slot[] = [];
  const roll = shown.roll;
  if (roll) {
    const faces = shownFaces(roll);
    const scored = scoredIndices(roll);
    faces.forEach((face, i) =>
      slots.push({
        face,
        index: i,
        kind: scored.has(i) ? "scored" : "live",
        picked: roll.nothing?.picked === i && roll.nothing.rolled != null,
      }),
    );
    for (const face of shown.aside) slots.push({ face, index: null, kind: "aside" });
  }
  while (slots.length < 6) slots.push({ face: null, index: null, kind: "empty" });
  return slots.slice(0, 6);
}

/** The tray for a screen reader: the thrown dice (which score, which was re-rolled) and how many are set aside. */
export function diceLabel(slots: Slot[]): string {
  const thrown = slots.filter((s) => s.kind === "scored" || s.kind === "live");
  if (thrown.length === 0) return "No dice on the table";
  const parts = thrown.map(
    (s) =>
      `${FACE_NAMES[s.face ?? 0]}${s.kind === "scored" ? " (scores)" : ""}${s.picked ? " (re-rolled)" : ""}`,
  );
  const aside = slots.filter((s) => s.kind === "aside").length;
  return `Dice: ${parts.join(", ")}${aside ? `; ${aside} set aside` : ""}`;
}
