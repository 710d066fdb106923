/** The static web app: served for every page path, with security headers. */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { games } from "../../worker/games";
import { CARDS } from "../../worker/pages/cards";
import { api } from "./support";

describe("static assets", () => {
  it.each(["/", "/play/abcdefghijkm", "/watch/abcdefghijkm", "/verify/abcdefghijkm", "/host/abcdefghijkm"])(
    "serves the app at %s with security headers",
    async (path) => {
      const res = await env.ASSETS.fetch(`https://boxcars.test${path}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<script type="module"');
      expect(res.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
      expect(res.headers.get("X-Frame-Options")).toBe("DENY");
    },
  );

  it.each(Object.keys(games))(
    "has link-preview cards for %s, each of its stated size (npx tsx scripts/make-cards.ts)",
    async (id) => {
      for (const size of CARDS) {
        const res = await env.ASSETS.fetch(`https://boxcars.test/cards/${id}${size.suffix}.png`);
        expect(res.status, size.suffix).toBe(200);
        expect(res.headers.get("Content-Type")).toBe("image/png");
        const png = new DataView(await res.arrayBuffer());
        expect([png.getUint32(16), png.getUint32(20)], size.suffix).toEqual([size.width, size.height]); // the IHDR chunk's width and height
      }
    },
  );

  it("answers unknown API routes with a JSON 404, never the app", async () => {
    const res = await api("GET", "/api/nothing-here");
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe("not_found");
  });
});
