import type { AnyGame, AnyRules } from "#engine/define";

/** The types of the sheet contract (see games/index.ts): what the frame sets, and the move event. */
/** Properties every sheet element has (for the frame, which sets them). */
export interface SheetProperties {
  view: unknown;
  legalMoves: import("#engine/types").Move[] | undefined;
  seat: number | null;
  seats: import("#wire").SeatInfo[];
  busy: boolean;
  /** The answer's last moves (`GameResponse.recentMoves`), oldest first; empty where there is no answer (replay). */
  recentMoves: import("#wire").RecentMove[];
}

export interface MoveEventDetail {
  move: import("#engine/types").Move;
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
  /** What a seat plays, from the game's options, for the claim page ("You play Evil, and Evil moves first."). */
  seat?: (options: Record<string, unknown>, seat: number) => string;
}

export interface GuideSection {
  heading: string;
  /** A string is a paragraph; an array of strings is a bulleted list. */
  body: (string | string[])[];
}

/** A game's entry in the web registry (games/index.ts): `web/src/games/<id>/index.ts` exports one as `entry`. */
export interface SheetEntry {
  /** The custom element name, `bx-<id>-sheet`. */
  tag: string;
  /** Loads the module that defines the element. */
  load: () => Promise<unknown>;
  /**
   * Loads the game's rules (`rules` of worker/games/<id>/client.ts), for replay and verification in
   * the page; `options` are the record's (the rail game fetches the tables of the record's board).
   */
  rules: (options?: unknown) => Promise<AnyRules>;
  /**
   * Loads the whole game (its bot and `luck` hook: worker/games/<id>/client-luck.ts) for the luck
   * report of a finished game (docs/luck.md); `options` as for `rules`.
   */
  luckGame?: (options?: unknown) => Promise<AnyGame>;
  /** Loads the game's rules page text. */
  guide?: () => Promise<{ guide: Guide }>;
  /** The game has standing orders (its rules' `orders` hook): only then does a seat page ask for them. */
  orders?: true;
  /** A seat may leave the game and the others play on (its rules' `drop` hook): only then is "Leave" offered. */
  drops?: true;
  /** A player may concede and the game ends (its rules' `concede` hook): only then is "Concede" offered. */
  concedes?: true;
  /** Chance comes from shuffled decks, not dice: the pages say draws and deals, not rolls and dice. */
  cards?: true;
}
