/** The bindings wrangler.toml gives the Worker. */
import type { GameRoom } from "./room/GameRoom";

declare global {
  namespace Cloudflare {
    interface Env {
      GAME_ROOM: DurableObjectNamespace<GameRoom>;
      DB: D1Database;
      ASSETS: Fetcher;
    }
  }
}

export type Env = Cloudflare.Env;
