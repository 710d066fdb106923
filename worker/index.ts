import { app } from "./app";
import { migrateSome } from "./archive/migrate";
import type { Env } from "./env";

export { GameRoom } from "./room/GameRoom";
export { LeagueRoom } from "./leagues/LeagueRoom";

export default {
  fetch: app.fetch,
  /** The cron (wrangler.toml): moves games archived before R2 to it, a few batches each time, until none is left. */
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(migrateSome(env));
  },
} satisfies ExportedHandler<Env>;
