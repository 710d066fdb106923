/**
 * The service section's peer: boardgame.io 0.50's own server, run as a self-hosting operator runs
 * it: `Server` from boardgame.io/server with its defaults (storage: InMemory, as no FLATFILE_DIR is
 * set; transport: socket.io), serving the Mr. Natural of `boardgameio-mr-natural.ts`.
 * The Lobby API runs on its own port (`lobbyConfig.apiPort`, a documented option): on the game
 * server's port it answers 404 with today's dependencies, since koa-socket-2 builds the HTTP
 * server from the app's middleware at `Server()` and koa-compose 4.2 copies that list, so the
 * routes `run()` adds later never serve. `run` listens on every interface (it takes no host); the
 * bench talks to it on 127.0.0.1 only.
 *   tsx bench/boardgameio-server.ts --port 8001 --game-port 8000   (--port: the Lobby API's)
 */
import { parseArgs } from "node:util";
import { Origins, Server } from "boardgame.io/server";
import { mrNaturalGame } from "./boardgameio-mr-natural";

const { values } = parseArgs({
  options: { port: { type: "string", default: "8001" }, "game-port": { type: "string", default: "8000" } },
});
const server = Server({ games: [mrNaturalGame()], origins: [Origins.LOCALHOST] });
await server.run({ port: Number(values["game-port"]), lobbyConfig: { apiPort: Number(values.port) } });
