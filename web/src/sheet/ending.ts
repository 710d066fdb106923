/**
 * A game's optional words on why it ended, shown with the final standings (ui/game-over.ts): a
 * game folder may add `ending.ts` exporting `endReason: EndReason`; it is loaded only on a finished
 * game's page. Null when the view says nothing worth telling.
 */
export type EndReason = (view: unknown, name: (seat: number) => string) => string | null;
