/**
 * Writes composed on the sheet before they are sent: the game as it would be after them (by the
 * game's own `apply`, so the sheet never guesses a rule), the boxes still open, and the one move
 * that sends them all (`writes`, all or nothing: nobody sees a turn half written).
 */
import type { Random } from "../../../../worker/engine/random";
import { isMoveError } from "../../../../worker/engine/types";
import { activeWrites, answerWrites } from "../../../../worker/games/boxcars-rw/flow";
import { apply } from "../../../../worker/games/boxcars-rw/rules";
import type { BoxcarsMove, BoxcarsState, WriteStep } from "../../../../worker/games/boxcars-rw/types";

type WriteMove = Extract<BoxcarsMove, { type: "write" }>;

/** Writes draw no dice; a draw here would be a bug, not a roll. */
const noDice = { die: () => { throw new Error("a write drew a die"); } } as unknown as Random;

export interface Drafted {
  /** The game after the draft's writes (the view itself when the draft is empty). */
  state: BoxcarsState;
  /** The writes the seat could still add. */
  writes: WriteMove[];
}

export const stepOf = ({ type: _, ...step }: WriteMove): WriteStep => step;

/** The game after `draft`, or null when the draft no longer fits (the game moved on). */
export function drafted(view: BoxcarsState, seat: number, draft: WriteStep[], listed: BoxcarsMove[]): Drafted | null {
  if (draft.length === 0) return { state: view, writes: listed.filter((m): m is WriteMove => m.type === "write") };
  const state = apply(view, seat, { type: "writes", writes: draft }, noDice);
  if (isMoveError(state)) return null;
  return { state, writes: writesNow(state, seat) };
}

/** The writes `seat` may make in `s` (as `legalMoves` lists them). */
function writesNow(s: BoxcarsState, seat: number): WriteMove[] {
  if (s.phase === "over" || !s.pick) return [];
  if (seat === s.active) return s.phase === "write" ? activeWrites(s).map((w) => ({ type: "write", ...w })) : [];
  const answer = s.answers[seat];
  if (!answer || answer.status === "done") return [];
  return answerWrites(s, seat).map((w) => ({ type: "write", ...w }));
}

/** The move that sends the draft: the listed write itself when there is one, else the batch. */
export function sendMove(draft: WriteStep[], listed: BoxcarsMove[]): BoxcarsMove {
  if (draft.length === 1) {
    const [step] = draft;
    const same = listed.find((m) => m.type === "write" && m.box === step.box && m.value === step.value && m.power === step.power);
    if (same) return same;
  }
  return { type: "writes", writes: draft };
}
