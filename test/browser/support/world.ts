/**
 * The product and a set of browser contexts for one test file, closed with it. The product is the
 * run's shared `wrangler dev` (./shared-server.ts): files run two at a time against it, so each makes
 * its own games and never assumes it is alone on the server. A file that must be (its assertions count
 * everything the server holds) asks for its own server on a fresh database.
 */
import { afterAll, beforeAll, beforeEach, inject } from "vitest";
import { contexts } from "./browser";
import { type DevServer, startServer } from "./server";

export interface ServerOptions {
  /** A server of the file's own, on a fresh database (10 to 20 s more). */
  own?: boolean;
  /** Variables for a server of the file's own (`--var NAME:value`), such as `ARCHIVE_AFTER_MINUTES`. */
  vars?: Record<string, string>;
}

export interface WorldOptions extends ServerOptions {
  /** People whose browser shows notifications (the full Chromium: browser.ts). */
  notifications?: boolean;
}

/** The server a test file talks to; `stop` stops only a server of its own. */
export async function fileServer(options: ServerOptions = {}): Promise<DevServer> {
  if (!options.own) return { url: inject("boxcarsServer"), stop: async () => {} };
  return startServer(inject("boxcarsTemplateDb"), options.vars);
}

export function useWorld(options: WorldOptions = {}) {
  const world = {
    server: undefined as DevServer | undefined,
    people: contexts({ notifications: options.notifications }),
  };
  beforeAll(async () => {
    world.server = await fileServer(options);
  });
  // A failed test prints what its pages reported: a CI failure is then more than a timeout.
  beforeEach(({ onTestFailed }) =>
    onTestFailed(() => {
      const reported = world.people.reported();
      if (reported.length) console.log(`What the pages reported (newest last):\n${reported.join("\n")}`);
    }),
  );
  afterAll(async () => {
    await world.people.close();
    await world.server?.stop();
  });
  return world;
}
