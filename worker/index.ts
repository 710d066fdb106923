import { app } from "./app";
import "./env";

export { GameRoom } from "./room/GameRoom";
export default app;
