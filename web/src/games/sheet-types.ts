/** The types of the sheet contract (see games/index.ts): what the frame sets, and the move event. */
/** Properties every sheet element has (for the frame, which sets them). */
export interface SheetProperties {
  view: unknown;
  legalMoves: import("../../../worker/engine/types").Move[] | undefined;
  seat: number | null;
  seats: import("../../../worker/wire").SeatInfo[];
  busy: boolean;
}

export interface MoveEventDetail {
  move: import("../../../worker/engine/types").Move;
}
