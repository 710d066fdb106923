/**
 * What only the purchase panel uses of BOXCARS (docs/adding-a-game.md, "The boundary"): each
 * railroad's share of destination chances and the railroads at a city. A surface of its own, so the
 * sheet's first screen does not carry them: the bundler puts every module behind one surface in one chunk.
 */
export { railroadShares, railroadsAtCity } from "./analysis";
