/**
 * The browser project's global setup: migrates one local database and starts one `wrangler dev` on a
 * copy of it, shared by every test file of the run (a start costs 10 to 20 s on a loaded machine).
 * Test files reach it through ./world.ts; a file whose assertions count what the whole server holds
 * starts its own server from another copy of the migrated database.
 */
import { rmSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { migratedDatabase, startServer } from "./server";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = migratedDatabase();
  const server = await startServer(template).catch((error) => {
    rmSync(template, { recursive: true, force: true });
    throw error;
  });
  project.provide("boxcarsServer", server.url);
  project.provide("boxcarsTemplateDb", template);
  return async () => {
    await server.stop();
    rmSync(template, { recursive: true, force: true });
  };
}
