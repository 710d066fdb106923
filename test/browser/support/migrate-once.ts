/**
 * The browser project's global setup: migrates one local database for the whole run; every test
 * file's server starts from a copy of it (./server.ts) instead of running the migrations again.
 */
import { rmSync } from "node:fs";
import { migratedDatabase, TEMPLATE_DATABASE } from "./server";

export default function setup(): () => void {
  const template = migratedDatabase();
  // Set before the test workers start, so they inherit it.
  process.env[TEMPLATE_DATABASE] = template;
  return () => rmSync(template, { recursive: true, force: true });
}
