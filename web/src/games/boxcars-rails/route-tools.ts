/** What a route decision needs (the suggested routes, the route builder and their panel): loaded only when the viewer has one. */
export { routePanel, styles } from "./route-panel";
export { build, drawn, suggestions } from "./routes";
