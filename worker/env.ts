/** The bindings wrangler.toml gives the Worker. */
import type { GameRoom } from "./room/GameRoom";

declare global {
  namespace Cloudflare {
    interface Env {
      GAME_ROOM: DurableObjectNamespace<GameRoom>;
      DB: D1Database;
      ASSETS: Fetcher;
      /** Per client and game, for every change (claim, move, settings). */
      WRITE_LIMIT: RateLimit;
      /** Per client: new games. */
      CREATE_LIMIT: RateLimit;
      /** Per client: record checks (each replays up to 2 MB). */
      VERIFY_LIMIT: RateLimit;
      /** "production" (the deployed default) or "development" (set by `npm start` and the tests). */
      BOXCARS_ENV: string;
      /** Cloudflare email sending; optional. With MAIL_FROM set, turn emails go out through it. */
      EMAIL?: SendEmail;
      MAIL_FROM?: string;
    }
  }
}

export type Env = Cloudflare.Env;
