import "../../worker/env";
import { applyD1Migrations, env, type D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      /** An older index database (vitest.config.ts): ARCHIVE_INDEXES is "DB, DB_PREVIOUS". */
      DB_PREVIOUS: D1Database;
    }
  }
}

// Setup files may run more than once; applyD1Migrations skips what is already applied.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await applyD1Migrations(env.DB_PREVIOUS, env.TEST_MIGRATIONS);
