import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

// Three projects: everything that runs on the server (engine, games, Worker, Durable Object) runs
// inside workerd; the CLI tests run the command-line verifier in Node; the browser tests run in Node
// and drive a real Chromium against `wrangler dev`.
export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "schema/migrations"));
  return {
    test: {
      projects: [
        {
          plugins: [
            cloudflareTest({
              wrangler: { configPath: "./wrangler.toml" },
              miniflare: { bindings: { TEST_MIGRATIONS: migrations, BOXCARS_ENV: "development" } },
            }),
          ],
          test: {
            name: "workers",
            include: ["test/{engine,games,worker}/**/*.test.ts"],
            setupFiles: ["test/worker/apply-migrations.ts"],
          },
        },
        {
          test: {
            name: "cli",
            include: ["test/cli/**/*.test.ts"],
            environment: "node",
            testTimeout: 60_000,
          },
        },
        {
          test: {
            name: "browser",
            include: ["test/browser/**/*.test.ts"],
            // One `wrangler dev` for the whole run (./test/browser/support/shared-server.ts).
            globalSetup: ["test/browser/support/shared-server.ts"],
            environment: "node",
            testTimeout: 120_000,
            hookTimeout: 120_000,
            // Two files at a time: most of a browser test is waiting on the server or the page.
            maxWorkers: 2,
          },
        },
      ],
    },
  };
});
