/** Fetches the rail game's board tables (asset files, once); the registry awaits it before loading the game's modules. */
export { ready } from "virtual:rail-tables";
