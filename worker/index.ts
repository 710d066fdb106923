import { app } from "./app";
import "./env";

export { GameRoom } from "./room/GameRoom";
export { LeagueRoom } from "./leagues/LeagueRoom";
export default app;
