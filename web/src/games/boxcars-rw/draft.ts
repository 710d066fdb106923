/**
 * Writes composed on the sheet before they are sent: the viewer's pad as it would be after them,
 * the boxes still open, and the one move that sends them all (`writes`: all or nothing, so nobody
 * sees a turn half written). Built on the scorepad's own rules (board.ts: where a number may go,
 * what completes); the server's `apply` still judges the batch when it arrives. Kept off the game's
 * rules module so the sheet stays light.
 */
import { loaderReady, openBoxes, writeBox, writeError } from "#games/boxcars-rw/client";
import type { BoxcarsMove, BoxcarsState, Sheet, WriteStep } from "#games/boxcars-rw/client";
import { powered } from "./words";

type WriteMove = Extract<BoxcarsMove, { type: "write" }>;

export interface Drafted {
  /** The viewer's pad after the draft. */
  sheet: Sheet;
  /** Dice still to write (the active player) or "half" (the second half of an Even Split). */
  left: number[];
  half: boolean;
  /** The writes the viewer could still add. */
  writes: WriteMove[];
}

export const stepOf = ({ type: _, ...step }: WriteMove): WriteStep => step;

/**
 * The viewer's pad after `draft` in `view` (the moves listed now are the first writes), or null when
 * the draft no longer fits (the game moved on).
 */
export function drafted(
  view: BoxcarsState,
  seat: number,
  draft: WriteStep[],
  listed: BoxcarsMove[],
): Drafted | null {
  const active = seat === view.active;
  let sheet = view.sheets[seat];
  const left = [...(view.pick?.left ?? [])];
  const answer = view.answers[seat];
  let half = answer?.status === "half";
  let done = !active && answer?.status === "done";
  for (const step of draft) {
    if (!view.pick || done) return null;
    let value: number;
    if (active) {
      value = step.value ?? -1;
      const at = left.indexOf(value);
      if (at < 0 || step.power) return null;
      left.splice(at, 1);
    } else {
      if (step.value !== undefined || (half && step.power)) return null;
      value = half ? view.pick.value / 2 : powered(view.pick.value, step.power);
    }
    const order = active ? loaderReady(sheet, "order7", view.turn) : step.power === "order";
    if (writeError(sheet, step.box, value, { order, solo: view.solo !== null })) return null;
    sheet = writeBox(sheet, step.box, value, view.turn, view.trainFirst, view.solo !== null).sheet;
    if (!active) [half, done] = step.power === "split" ? [true, false] : [false, true];
  }
  if (draft.length === 0)
    return { sheet, left, half, writes: listed.filter((m): m is WriteMove => m.type === "write") };
  // After an answer's first write, only the second half of an Even Split can follow.
  return {
    sheet,
    left,
    half,
    writes: done ? [] : active ? activeWrites(view, sheet, left) : half ? secondHalf(view, sheet) : [],
  };
}

/** The active player's writes: the next open box of each region for each die left (as the rules list them). */
function activeWrites(view: BoxcarsState, sheet: Sheet, left: number[]): WriteMove[] {
  const ctx = { order: loaderReady(sheet, "order7", view.turn), solo: view.solo !== null };
  return [...new Set(left)].flatMap((value) =>
    openBoxes(sheet, value, ctx).map((box) => ({ type: "write" as const, value, box })),
  );
}

/** The second half of an Even Split: half the picked number, in any open box. */
function secondHalf(view: BoxcarsState, sheet: Sheet): WriteMove[] {
  return openBoxes(sheet, view.pick!.value / 2, { order: false, solo: false }).map((box) => ({
    type: "write",
    box,
  }));
}

/** The move that sends the draft: the listed write itself when there is one, else the batch. */
export function sendMove(draft: WriteStep[], listed: BoxcarsMove[]): BoxcarsMove {
  if (draft.length === 1) {
    const [step] = draft;
    const same = listed.find(
      (m) => m.type === "write" && m.box === step.box && m.value === step.value && m.power === step.power,
    );
    if (same) return same;
  }
  return { type: "writes", writes: draft };
}
