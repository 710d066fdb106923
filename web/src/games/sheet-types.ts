/** The types of the sheet contract (see games/index.ts): what the frame sets, and the move event. */
/** Properties every sheet element has (for the frame, which sets them). */
export interface SheetProperties {
  view: unknown;
  legalMoves: import("../../../worker/engine/types").Move[] | undefined;
  seat: number | null;
  seats: import("../../../worker/wire").SeatInfo[];
  busy: boolean;
  /** The answer's last moves (`GameResponse.recentMoves`), oldest first; empty where there is no answer (replay). */
  recentMoves: import("../../../worker/wire").RecentMove[];
}

export interface MoveEventDetail {
  move: import("../../../worker/engine/types").Move;
}

/**
 * A game's rules page, as data: sections of paragraphs and lists. Text only (no markup), so any
 * page can render it; `terms` are short definitions shown as a glossary.
 */
export interface Guide {
  /** The game's name, as the catalog gives it. */
  title: string;
  /** One sentence: what the game is about. */
  summary: string;
  /** Players, time, what you need: e.g. "1–6 players · about 20 minutes". */
  facts: string;
  sections: GuideSection[];
  /** Words a newcomer meets on the sheet, with what they mean. */
  terms?: { term: string; means: string }[];
}

export interface GuideSection {
  heading: string;
  /** A string is a paragraph; an array of strings is a bulleted list. */
  body: (string | string[])[];
}
