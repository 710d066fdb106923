/**
 * Records of rules version 1 hashed a state that kept every finished turn in `history`; version 2
 * keeps only the last one (`lastTurn`: the move log has the rest). The replay hands back the old
 * shape it built at the step before, so the history is rebuilt one finished turn at a time.
 */
import type { MrNaturalState, TurnRecord } from "./types";

export type MrNaturalStateV1 = Omit<MrNaturalState, "lastTurn"> & { history: TurnRecord[] };

/** A turn ends at most once, and no two turns share a seat and a number. */
const sameTurn = (a: TurnRecord | undefined, b: TurnRecord) =>
  a !== undefined && a.seat === b.seat && a.number === b.number;

export function stateV1(state: MrNaturalState, previous: unknown): MrNaturalStateV1 {
  const { lastTurn, ...rest } = state;
  const history = (previous as MrNaturalStateV1 | null)?.history ?? [];
  return {
    ...rest,
    history: lastTurn && !sameTurn(history.at(-1), lastTurn) ? [...history, lastTurn] : history,
  };
}

/** Version 2 keeps only the last finished turn in the state (version 1 kept them all). */
export const legacy = { before: 2, hashState: stateV1 };
