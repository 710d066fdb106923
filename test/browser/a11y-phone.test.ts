/**
 * The accessibility audit of a11y.test.ts on a 390x844 touch phone, in a file of its own so that it runs
 * beside the 1280 px one: every page kind and every game's sheet once (support/a11y-pages.ts, ON_PHONE).
 */
import { describe, expect, it } from "vitest";
import { auditPages } from "./support/a11y-pages";
import { skipBrowser } from "./support/browser";
import { useWorld } from "./support/world";

describe.skipIf(skipBrowser)("accessibility (axe-core, WCAG 2.2 AA) on a phone", () => {
  const world = useWorld();

  it("finds no serious or critical violation on any page kind or sheet at 390 px", async () => {
    expect(await auditPages(world.server!.url, world.people, "390")).toEqual([]);
  }, 900_000);
});
