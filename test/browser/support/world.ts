/** One running product and a set of browser contexts per test file, started and stopped with it. */
import { afterAll, beforeAll } from "vitest";
import { contexts } from "./browser";
import { startServer, type DevServer } from "./server";

export function useWorld() {
  const world = { server: undefined as DevServer | undefined, people: contexts() };
  beforeAll(async () => {
    world.server = await startServer();
  });
  afterAll(async () => {
    await world.people.close();
    await world.server?.stop();
  });
  return world;
}
