/** What a route decision needs (the planner, the route builder and their panel): loaded only when the viewer has one. */
export { routePanel } from "./route-panel";
export { build, drawn, planOf, suggestions } from "./routes";
