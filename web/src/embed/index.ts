/** The blog widget's entry (built to dist/web/embed.js): defines `<boxcars-game>`. */
export { BoxcarsGame } from "./boxcars-game";
