export { GameRoom } from "./room/GameRoom";
export default { fetch: () => new Response("ok") };
