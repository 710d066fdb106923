/** The blog widget's entry (built to dist/web/embed.js): defines `<boxcars-game>` and `<boxcars-league>`. */
export { BoxcarsGame } from "./boxcars-game";
export { BoxcarsLeague } from "./boxcars-league";
