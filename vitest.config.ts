import os from "node:os";
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
import SlowestFirst from "./test/slow-first";

// Four projects: the rules (engine and games, pure functions) run in Node, where a test file starts in
// well under a second; the Worker and Durable Object run inside workerd (each file gets its own runtime
// and storage, a few seconds to start); the CLI tests run the command-line verifier in Node; the
// browser tests run in Node and drive a real Chromium against `wrangler dev`.
// Vitest runs one file at a time by default on a 2-core machine (cores - 1); a workerd file spends most
// of its start waiting, so two at a time halve the wall time there.
const workers = Math.max(2, os.availableParallelism());

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "schema/migrations"));
  return {
    test: {
      sequence: { sequencer: SlowestFirst },
      projects: [
        {
          plugins: [
            cloudflareTest({
              wrangler: { configPath: "./wrangler.toml" },
              // A second index database, older than DB (the archive's index spans both: docs/operations.md).
              miniflare: {
                d1Databases: ["DB_PREVIOUS"],
                bindings: {
                  TEST_MIGRATIONS: migrations,
                  BOXCARS_ENV: "development",
                  ARCHIVE_INDEXES: "DB, DB_PREVIOUS",
                },
              },
            }),
          ],
          test: {
            name: "workers",
            include: ["test/worker/**/*.test.ts"],
            setupFiles: ["test/worker/apply-migrations.ts"],
            // 5 s (vitest's default) timed out two notification tests on a loaded machine (2.6 s alone).
            testTimeout: 30_000,
            maxWorkers: workers,
          },
        },
        {
          test: {
            name: "rules",
            include: ["test/{engine,games,leagues,ratings}/**/*.test.ts"],
            environment: "node",
            // Property tests run thousands of cases: 5 s (vitest's default) failed one on a loaded machine.
            testTimeout: 30_000,
            maxWorkers: workers,
          },
        },
        {
          test: {
            name: "cli",
            include: ["test/cli/**/*.test.ts"],
            environment: "node",
            testTimeout: 60_000,
            maxWorkers: workers,
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
