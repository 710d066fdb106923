/**
 * What the luck report in the pages loads of this game (docs/luck.md): the whole game, for its bot
 * plays the report's games and its `luck` hook measures the dice. Loaded on demand, never with a sheet.
 */
export const loadGame = () => import("./index").then((module) => module.game);
