/**
 * The rail board element (`<bx-rail-board>`, web/src/games/boxcars-rails/board.ts) in a real Chromium.
 * No page registers it yet (the rail game's sheet will), so the test builds the module with Vite and
 * serves it beside a product page from `wrangler dev`, which serves the board's static assets
 * (/rail/network.json, /rail/outline.json) as it will in production.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContextOptions, Page } from "playwright-core";
import { build } from "vite";
import { beforeAll, describe, expect, it } from "vitest";
import type { RailMap } from "../../web/src/games/boxcars-rails/map-data";
import { minifyLitCss } from "../../web/minify-css";
import { audit } from "./support/axe";
import { skipBrowser } from "./support/browser";
import { useWorld } from "./support/world";
import { smallTargets } from "./ui-checks";

const root = path.resolve(import.meta.dirname, "../..");
const MODULE = "/__test/rail-board.js";
const SHOTS = process.env.RAIL_BOARD_SHOTS; // a folder to keep the screenshots in, for looking at them
const map: RailMap = JSON.parse(readFileSync(path.join(root, "web/public/rail/network.json"), "utf8"));
const gb: RailMap = JSON.parse(readFileSync(path.join(root, "web/public/rail/gb/network.json"), "utf8"));
const cityOf = (m: RailMap, name: string) => m.cities.find((c) => c.name === name)!.dot;

const CHICAGO = map.cities.find((c) => c.name === "Chicago")!.dot;
const PHILADELPHIA = map.cities.find((c) => c.name === "Philadelphia")!.dot;
const LOS_ANGELES = map.cities.find((c) => c.name === "Los Angeles")!.dot;
const DENVER = map.cities.find((c) => c.name === "Denver")!.dot;
const TRAIN = "#00e5ff"; // no railroad wears it

/** The route along one railroad from one dot to another (breadth first), as the board's steps. */
function routeAlong(rr: string, from: number, to: number): { from: number; to: number; rr: string }[] {
  const index = map.railroads.findIndex((r) => r.id === rr);
  const prev = new Map<number, number>([[from, -1]]);
  const queue = [from];
  while (queue.length) {
    const dot = queue.shift()!;
    for (const [a, b, ...rrs] of map.segments) {
      if (!rrs.includes(index) || (a !== dot && b !== dot)) continue;
      const next = a === dot ? b : a;
      if (!prev.has(next)) prev.set(next, dot), queue.push(next);
    }
  }
  const steps = [];
  for (let dot = to; prev.get(dot) !== -1; dot = prev.get(dot)!)
    steps.unshift({ from: prev.get(dot)!, to: dot, rr });
  return steps;
}
const neighbours = (dot: number, m = map) =>
  m.segments.flatMap(([a, b]) => (a === dot ? [b] : b === dot ? [a] : []));

/** The text of the element focused, through shadow roots. */
const focusedText = (page: Page) =>
  page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return (el?.textContent ?? "").trim();
  });

describe.skipIf(skipBrowser)("the rail board", () => {
  const world = useWorld();
  let code = "";
  let lazy: [name: string, code: string][] = [];
  /** Serves the board's module and its lazily loaded chunks to `page`. */
  const serve = async (page: Page) => {
    await page.route(`${world.server!.url}${MODULE}`, (route) =>
      route.fulfill({ contentType: "text/javascript", body: code }),
    );
    for (const [name, body] of lazy)
      await page.route(`${world.server!.url}${MODULE.replace(/[^/]+$/, name)}`, (route) =>
        route.fulfill({ contentType: "text/javascript", body }),
      );
  };

  beforeAll(async () => {
    const result = await build({
      configFile: false,
      root: path.join(root, "web"),
      logLevel: "warn",
      plugins: [minifyLitCss()],
      build: {
        write: false,
        minify: true,
        target: "es2022",
        rolldownOptions: {
          input: path.join(root, "web/src/games/boxcars-rails/board.ts"),
          // Named as served, all in one folder: the lazily loaded chunks import the board's own (lit) by name.
          output: { format: "es", entryFileNames: path.basename(MODULE), chunkFileNames: "[name]-[hash].js" },
        },
      },
    });
    const output = (Array.isArray(result) ? result[0] : result) as {
      output: { type: string; code?: string; fileName: string; isEntry?: boolean }[];
    };
    // The board, and what it loads on demand (its gestures, on the first press), served beside it.
    const chunks = output.output.filter((o) => o.type === "chunk");
    expect(chunks.filter((c) => c.isEntry)).toHaveLength(1);
    code = chunks.find((c) => c.isEntry)!.code!;
    lazy = chunks.filter((c) => !c.isEntry).map((c) => [path.basename(c.fileName), c.code!]);
  });

  /** A product page with only the board (of `id`) on it, at `width` px; resolves once the map is drawn. */
  async function board(
    options: BrowserContextOptions = {},
    width = "100%",
    id = "us",
  ): Promise<{ page: Page; mapRequests: () => number }> {
    const context = await world.people.open(options);
    const page = context.pages()[0] ?? (await context.newPage());
    let requests = 0;
    page.on("request", (r) => void (new URL(r.url()).pathname === "/rail/network.json" && requests++));
    await serve(page);
    await page.goto(`${world.server!.url}/fairness`);
    await page.addScriptTag({ url: MODULE, type: "module" });
    await page.evaluate(
      ([w, id]) => {
        const b = document.createElement("bx-rail-board");
        b.style.width = w;
        b.setAttribute("board", id);
        document.body.replaceChildren(b);
      },
      [width, id],
    );
    await page.locator("bx-rail-board .seg").first().waitFor({ state: "attached", timeout: 30_000 });
    return { page, mapRequests: () => requests };
  }

  /** Sets properties on the board and waits for it to draw them. */
  async function set(page: Page, props: Record<string, unknown>): Promise<void> {
    await page.evaluate(async (p) => {
      const b = document.querySelector("bx-rail-board") as HTMLElement & { updateComplete: Promise<boolean> };
      Object.assign(b, p);
      await b.updateComplete;
    }, props);
  }

  /** Screen position (CSS px in the page) of a board dot at the current zoom. */
  async function dotOnScreen(page: Page, dot: number): Promise<{ x: number; y: number }> {
    return page.evaluate((d) => {
      const b = document.querySelector("bx-rail-board") as HTMLElement & {
        transform: { k: number; x: number; y: number };
        map: RailMap;
      };
      const r = b.shadowRoot!.querySelector("svg")!.getBoundingClientRect();
      const [x, y] = b.map.dots[d];
      return { x: r.left + x * b.transform.k + b.transform.x, y: r.top + y * b.transform.k + b.transform.y };
    }, dot);
  }

  /** Counts the pixels of a screenshot within `radius` of (x, y) whose colour is within `tolerance` of `hex`. */
  async function pixels(
    page: Page,
    at: { x: number; y: number },
    radius: number,
    hex: string,
    tolerance = 24,
  ): Promise<number> {
    const shot = await page.screenshot();
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `rail-board-${Date.now()}.png`) });
    return page.evaluate(
      async ({ png, at, radius, hex, tolerance }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${png}`;
        await image.decode();
        const canvas = document.createElement("canvas");
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext("2d")!;
        context.drawImage(image, 0, 0);
        const want = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
        const { data, width } = context.getImageData(
          Math.round(at.x - radius),
          Math.round(at.y - radius),
          2 * radius,
          2 * radius,
        );
        let n = 0;
        for (let i = 0; i < data.length; i += 4) {
          const dx = ((i / 4) % width) - radius,
            dy = Math.floor(i / 4 / width) - radius;
          if (
            dx * dx + dy * dy <= radius * radius &&
            want.every((c, j) => Math.abs(data[i + j] - c) <= tolerance)
          )
            n++;
        }
        return n;
      },
      { png: shot.toString("base64"), at, radius, hex, tolerance },
    );
  }

  it("draws every dot and every railroad on every segment from the static asset, fetched once", async () => {
    const response = await fetch(`${world.server!.url}/rail/network.json`);
    expect(response.headers.get("content-type")).toMatch(/json/);
    expect((await response.json()).dots).toHaveLength(529);

    const { page, mapRequests } = await board();
    const root = page.locator("bx-rail-board");
    expect(await root.locator(".dot").count()).toBe(529);
    const lines = map.segments.reduce((n, s) => n + s.length - 2, 0);
    expect(map.segments).toHaveLength(701);
    expect(await root.locator(".seg").count()).toBe(lines);
    expect(lines).toBeGreaterThan(701); // parallel railroads are drawn one line each
    const railroads = await root
      .locator(".seg")
      .evaluateAll((els) => new Set(els.map((e) => e.getAttribute("data-rr"))).size);
    expect(railroads).toBe(28);
    // Railroads sharing a segment are drawn side by side, not on top of each other.
    const shared = map.segments.find((s) => s.length === 4)!;
    const [first, second] = [map.railroads[shared[2]].id, map.railroads[shared[3]].id];
    const ends = await root
      .locator(".seg")
      .evaluateAll(
        (els, ids) =>
          els
            .filter((e) => ids.includes(e.getAttribute("data-rr")!))
            .map((e) => ["x1", "y1"].map((a) => Number(e.getAttribute(a)))),
        [first, second],
      );
    const [ax, ay] = map.dots[shared[0]];
    const near = ends.filter(([x, y]) => Math.hypot(x - ax, y - ay) < 3);
    expect(near.length).toBeGreaterThanOrEqual(2);
    expect(Math.hypot(near[0][0] - near[1][0], near[0][1] - near[1][1])).toBeGreaterThan(1);
    // City names, the outline and the credit line are there.
    await root.locator(".labels text", { hasText: "Chicago" }).waitFor();
    await root.locator(".land").waitFor({ state: "attached" });
    await expect.poll(() => root.locator(".credit").textContent()).toContain("rail_baron");
    // A second board on the same page reuses the fetched data.
    await page.evaluate(() => document.body.append(document.createElement("bx-rail-board")));
    await page.locator("bx-rail-board >> nth=1").locator(".seg").first().waitFor({ state: "attached" });
    expect(mapRequests()).toBe(1);
  });

  it("draws a train in its player's colour and a highlighted route, and shows a railroad's owner", async () => {
    const { page } = await board();
    const steps = routeAlong("PA", CHICAGO, PHILADELPHIA);
    expect(steps.length).toBeGreaterThan(3);
    const mid = steps[Math.floor(steps.length / 2)];
    const [fx, fy] = map.dots[mid.from],
      [tx, ty] = map.dots[mid.to];
    const middle = async () => {
      const a = await dotOnScreen(page, mid.from),
        b = await dotOnScreen(page, mid.to);
      return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    };
    expect(Math.hypot(tx - fx, ty - fy)).toBeGreaterThan(5);
    const darkBefore = await pixels(page, await middle(), 3, "#1b1511", 30);

    await set(page, {
      trains: [{ seat: 0, dot: CHICAGO, colour: TRAIN, name: "Ann" }],
      destinations: [{ seat: 0, dot: PHILADELPHIA }],
      homes: [{ seat: 0, dot: LOS_ANGELES }],
      highlightRoute: steps,
    });
    const root = page.locator("bx-rail-board");
    expect(await root.locator(".route-core").count()).toBe(steps.length);
    const pa = map.railroads.find((r) => r.id === "PA")!;
    expect(await root.locator(".route-core").first().getAttribute("stroke-dasharray")).toBe(
      pa.dashed ? "3.2 2" : null,
    );
    expect(await root.locator(".train circle").evaluate((c) => getComputedStyle(c).fill)).toBe(
      "rgb(0, 229, 255)",
    );
    expect(await root.locator(".train").getAttribute("aria-label")).toBe("Ann's train at Chicago");
    expect(await root.locator(".destination").getAttribute("stroke")).toBe(TRAIN);
    // The screenshot: the train's colour around Chicago (and the home square around Los Angeles), none at Denver;
    // the route's dark casing where it runs.
    expect(await pixels(page, await dotOnScreen(page, CHICAGO), 12, TRAIN)).toBeGreaterThan(60);
    expect(await pixels(page, await dotOnScreen(page, LOS_ANGELES), 12, TRAIN)).toBeGreaterThan(30);
    expect(await pixels(page, await dotOnScreen(page, DENVER), 12, TRAIN)).toBe(0);
    expect(await pixels(page, await middle(), 3, "#1b1511", 30)).toBeGreaterThan(darkBefore + 4);

    // The owner of a railroad: its lines over the rest on the owner's colour, and a caption naming them.
    await set(page, { owners: { PA: 0 }, selectedRailroad: "PA" });
    const ownLines = map.segments.filter((s) => s.slice(2).includes(map.railroads.indexOf(pa))).length;
    await expect.poll(() => root.locator(".sel").count()).toBe(ownLines); // its code loads with the first one pointed at
    expect(await root.locator(".sel-owner").first().getAttribute("stroke")).toBe(TRAIN);
    await expect.poll(() => root.locator(".caption").textContent()).toMatch(/PA\s+Pennsylvania.*Ann/s);
    await set(page, { selectedRailroad: "B&O" });
    await expect.poll(() => root.locator(".caption").textContent()).toMatch(/not owned/);
  });

  it("fires dot-tap when a reachable dot is tapped or activated from the keyboard, and only then", async () => {
    const { page } = await board({ hasTouch: true });
    const reachable = neighbours(CHICAGO).slice(0, 3);
    await set(page, { reachable });
    await page.evaluate(() => {
      (window as unknown as { taps: number[] }).taps = [];
      document.addEventListener("dot-tap", (e) =>
        (window as unknown as { taps: number[] }).taps.push((e as CustomEvent<{ dot: number }>).detail.dot),
      );
    });
    const taps = () => page.evaluate(() => (window as unknown as { taps: number[] }).taps);
    const targets = page.locator("bx-rail-board .reach");
    expect(await targets.count()).toBe(reachable.length);
    await targets.nth(0).click();
    await page.locator("bx-rail-board .reach").nth(1).tap();
    await expect.poll(taps).toEqual([reachable[0], reachable[1]]);
    // A plain dot is not a control.
    const plain = await dotOnScreen(page, LOS_ANGELES);
    await page.mouse.click(plain.x, plain.y);
    expect(await taps()).toHaveLength(2);
    // Keyboard: the reachable dots are in the tab order, and Enter or Space activates one.
    await targets.nth(2).focus();
    expect(await targets.nth(2).getAttribute("aria-label")).toMatch(/^(the dot near .+|[A-Z].+)$/);
    await page.keyboard.press("Enter");
    await targets.nth(0).focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press(" ");
    await expect.poll(taps).toEqual([reachable[0], reachable[1], reachable[2], reachable[1]]);
  });

  it("gives each offered dot a 40 px target in view at London on a phone, and asks which when a tap falls between two", async () => {
    const gb: RailMap = JSON.parse(readFileSync(path.join(root, "web/public/rail/gb/network.json"), "utf8"));
    const LONDON = gb.cities.find((c) => c.name === "London")!.dot;
    const offered = gb.segments.flatMap(([a, b]) => (a === LONDON ? [b] : b === LONDON ? [a] : []));
    expect(offered).toHaveLength(13); // the busiest hub of either board
    const context = await world.people.open({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = context.pages()[0] ?? (await context.newPage());
    await serve(page);
    await page.goto(`${world.server!.url}/fairness`);
    await page.addScriptTag({ url: MODULE, type: "module" });
    await page.evaluate(() => {
      const b = document.createElement("bx-rail-board");
      b.setAttribute("board", "gb");
      document.body.replaceChildren(b);
    });
    await page.locator("bx-rail-board .seg").first().waitFor({ state: "attached", timeout: 30_000 });
    await set(page, { trains: [{ seat: 0, dot: LONDON, colour: TRAIN, name: "Ann" }], reachable: offered });
    // As the sheet frames the next step: the train and every dot offered, parted as far as the zoom allows.
    await page.evaluate(
      (dots) =>
        (
          document.querySelector("bx-rail-board") as unknown as { show(d: number[], apart: number): void }
        ).show(dots, 48),
      [LONDON, ...offered],
    );
    await page.evaluate(
      () =>
        (document.querySelector("bx-rail-board") as HTMLElement & { updateComplete: Promise<boolean> })
          .updateComplete,
    );
    await page.evaluate(() => {
      (window as unknown as { taps: number[] }).taps = [];
      document.addEventListener("dot-tap", (e) =>
        (window as unknown as { taps: number[] }).taps.push((e as CustomEvent<{ dot: number }>).detail.dot),
      );
    });
    const taps = () => page.evaluate(() => (window as unknown as { taps: number[] }).taps);

    // Every offered dot: a whole 40 px target inside the map, clear of the + − ⤢ buttons.
    const view = (await page.locator("bx-rail-board svg.map").boundingBox())!;
    const tools = (await page.locator("bx-rail-board .tools").boundingBox())!;
    const hits = await page
      .locator("bx-rail-board .hit")
      .evaluateAll((cs) => cs.map((c) => c.getBoundingClientRect().toJSON() as DOMRect));
    expect(hits).toHaveLength(13);
    for (const h of hits) {
      expect(Math.min(h.width, h.height)).toBeGreaterThanOrEqual(39.5);
      expect(h.left).toBeGreaterThanOrEqual(view.x - 0.5);
      expect(h.right).toBeLessThanOrEqual(view.x + view.width + 0.5);
      expect(h.top).toBeGreaterThanOrEqual(view.y - 0.5);
      expect(h.bottom).toBeLessThanOrEqual(tools.y + 0.5);
    }
    // London's lines leave so close together that, with all 13 in view, some targets overlap.
    const at = await Promise.all(offered.map((d) => dotOnScreen(page, d)));
    const pairs = offered.flatMap((a, i) => offered.slice(i + 1).map((b, j) => ({ a, b, i, j: i + 1 + j })));
    const gap = (p: { i: number; j: number }) => Math.hypot(at[p.i].x - at[p.j].x, at[p.i].y - at[p.j].y);
    const close = pairs.reduce((m, p) => (gap(p) < gap(m) ? p : m));
    expect(gap(close)).toBeLessThan(40);

    // A tap between the two asks which, the map numbering them as the buttons do; nothing is taken yet.
    // (Each such tap comes after a tap away from the map: two taps in one place are a double tap, which zooms.)
    const chooser = page.locator("bx-rail-board bx-dot-chooser");
    const between = { x: (at[close.i].x + at[close.j].x) / 2, y: (at[close.i].y + at[close.j].y) / 2 };
    const ask = async () => {
      await page.touchscreen.tap(195, 820);
      await page.touchscreen.tap(between.x, between.y);
      await chooser.locator("button").first().waitFor();
    };
    const label = async (d: number) =>
      (await page.locator(`bx-rail-board g.reach[data-dot="${d}"]`).getAttribute("aria-label"))!;
    const [nameA, nameB] = [await label(close.a), await label(close.b)];
    await ask();
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, "rail-board-390-which.png"), fullPage: true });
    const names = (await chooser.locator("button:not(.quiet)").allTextContents()).map((t) => t.trim());
    expect(names.length).toBeGreaterThanOrEqual(2);
    expect(names.map((n) => n.replace(/^\d+/, ""))).toEqual(expect.arrayContaining([nameA, nameB]));
    const numbered = await page
      .locator("bx-rail-board g.reach.ask")
      .evaluateAll((gs) => gs.map((g) => [g.textContent!.trim(), g.getAttribute("aria-label")]));
    expect(numbered.sort()).toEqual(
      names.map((n, i) => [`${i + 1}`, `${i + 1} ${n.replace(/^\d+/, "")}`]).sort(),
    );
    await expect.poll(taps).toEqual([]);
    // The question is a keyboard's too (its first choice takes the focus), with 40 px buttons and nothing axe objects to.
    expect(await focusedText(page)).toBe(names[0]);
    expect(await smallTargets(page)).toEqual([]);
    expect(await audit(page)).toEqual([]);
    // The page drawing the same dots again (a new list each render) leaves the question open.
    await set(page, { reachable: [...offered] });
    expect(await chooser.count()).toBe(1);
    // Picking one takes that dot and closes the question.
    await chooser.getByRole("button", { name: nameB }).tap();
    await expect.poll(taps).toEqual([close.b]);
    expect(await chooser.count()).toBe(0);
    // A tap on a dot takes it, however close its neighbour.
    await page.touchscreen.tap(at[close.i].x, at[close.i].y);
    await expect.poll(taps).toEqual([close.b, close.a]);
    // Escape, Cancel and a zoom close the question, taking nothing.
    await ask();
    await page.keyboard.press("Escape");
    expect(await chooser.count()).toBe(0);
    await ask();
    await chooser.getByRole("button", { name: "Cancel" }).tap();
    expect(await chooser.count()).toBe(0);
    // So do the next step's dots.
    await ask();
    await set(page, { reachable: offered.slice(1) });
    expect(await chooser.count()).toBe(0);
    await set(page, { reachable: offered });
    await ask();
    await page.locator("bx-rail-board").getByRole("button", { name: "Zoom in" }).tap();
    await expect.poll(() => chooser.count()).toBe(0); // the buttons' zoom is in the gestures' code, loaded on use
    await expect.poll(taps).toEqual([close.b, close.a]);
    await context.close();
  });

  /** Sets properties, then frames the dots as the sheet does at a route decision (48 px apart). */
  async function frame(page: Page, props: Record<string, unknown>, dots: number[]) {
    await set(page, props);
    await page.evaluate(async (dots) => {
      const b = document.querySelector("bx-rail-board") as unknown as {
        show(d: number[], apart: number): void;
        updateComplete: Promise<boolean>;
      };
      b.show(dots, 48);
      await b.updateComplete;
    }, dots);
  }

  it("keeps its + − ⤢ buttons off every name and offered dot, and names its country, at 390 and 1280 px on both boards", async () => {
    for (const [id, data, corner, country] of [
      ["us", map, LOS_ANGELES, "the United States"],
      ["gb", gb, cityOf(gb, "Glasgow"), "Great Britain"],
    ] as const)
      for (const width of [390, 1280]) {
        const { page } = await board({ viewport: { width, height: 900 }, hasTouch: width < 600 }, "100%", id);
        const root = page.locator("bx-rail-board");
        // Each name and offered target as far as it shows in the map, against each button.
        const covered = () =>
          root.evaluate((host) => {
            const r = host.shadowRoot!;
            const view = r.querySelector("svg.map")!.getBoundingClientRect();
            const buttons = [...r.querySelectorAll(".tools button")].map((b) => b.getBoundingClientRect());
            return [...r.querySelectorAll(".labels text, .hit")].flatMap((mark) => {
              const m = mark.getBoundingClientRect();
              const [left, top] = [Math.max(m.left, view.left), Math.max(m.top, view.top)];
              const [right, bottom] = [Math.min(m.right, view.right), Math.min(m.bottom, view.bottom)];
              if (left >= right || top >= bottom) return []; // not in view
              return buttons.some((b) => left < b.right && b.left < right && top < b.bottom && b.top < bottom)
                ? [mark.textContent || `the dot at ${Math.round(m.x)},${Math.round(m.y)}`]
                : [];
            });
          });
        // Every city named (each is someone's home), on the whole map, then framed for a route from the city
        // in the corner where the buttons were (Glasgow and Hamilton's names were under them), then zoomed in.
        const homes = data.labels.map((l) => ({ seat: 0, dot: l.dot }));
        await set(page, { homes, reachable: neighbours(corner, data) });
        expect(await covered()).toEqual([]);
        await frame(page, { trains: [{ seat: 0, dot: corner, colour: TRAIN, name: "Ann" }] }, [
          corner,
          ...neighbours(corner, data),
        ]);
        if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `rail-board-${id}-${width}-corner.png`) });
        expect(await covered()).toEqual([]);
        const k = await root.evaluate((b) => (b as unknown as { transform: { k: number } }).transform.k);
        await root.getByRole("button", { name: "Zoom in" }).click();
        await expect
          .poll(() => root.evaluate((b) => (b as unknown as { transform: { k: number } }).transform.k))
          .toBeGreaterThan(k);
        expect(await covered()).toEqual([]);
        expect(await root.locator("svg.map").getAttribute("aria-label")).toBe(`Rail map of ${country}`);
        await page.context().close();
      }
  });

  it("points to the viewer's destination beyond the view on a phone, and shows it on a tap", async () => {
    const [aberdeen, penzance, inverness] = ["Aberdeen", "Penzance", "Inverness"].map((c) => cityOf(gb, c));
    const { page } = await board(
      { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
      "100%",
      "gb",
    );
    const root = page.locator("bx-rail-board");
    const inView = async (dot: number) => {
      const view = (await root.locator("svg.map").boundingBox())!;
      const at = await dotOnScreen(page, dot);
      return at.x >= view.x && at.x <= view.x + view.width && at.y >= view.y && at.y <= view.y + view.height;
    };
    // Ann, at Aberdeen bound for Penzance, sees her next step's dots a finger apart (as after a first
    // step: the sheet's first view of a decision frames the destination too); Bo's Inverness is off too.
    await frame(
      page,
      {
        seat: 0,
        trains: [{ seat: 0, dot: aberdeen, colour: TRAIN, name: "Ann" }],
        destinations: [
          { seat: 0, dot: penzance },
          { seat: 1, dot: inverness },
        ],
      },
      [aberdeen, ...neighbours(aberdeen, gb)],
    );
    expect([await inView(penzance), await inView(inverness)]).toEqual([false, false]);
    // An arrow at the map's edge names her destination (only hers).
    const arrow = root.locator(`g.off[data-off="${penzance}"]`);
    await arrow.waitFor(); // its code loads with the first destination beyond the view
    expect(await root.locator("g.off").count()).toBe(1);
    expect(await arrow.getAttribute("aria-label")).toBe(
      "Ann's destination, Penzance, is off the map: show it",
    );
    expect(await arrow.textContent()).toContain("Penzance");
    const view = (await root.locator("svg.map").boundingBox())!;
    const box = (await arrow.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(view.x);
    expect(box.y + box.height).toBeLessThanOrEqual(view.y + view.height + 0.5);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, "rail-board-390-off.png") });
    // A tap shows her train and her destination.
    await arrow.tap();
    await expect.poll(async () => [await inView(aberdeen), await inView(penzance)]).toEqual([true, true]);
    expect(await root.locator("g.off").count()).toBe(0);
    await page.context().close();
  });

  it("fits a 390 px phone without overflow or layout jumps, with 40 px controls", async () => {
    const context = await world.people.open({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = context.pages()[0] ?? (await context.newPage());
    // Hold the map back, to measure the frame before and after it is drawn.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${world.server!.url}/rail/network.json`, async (route) => {
      await held;
      await route.continue();
    });
    await serve(page);
    await page.goto(`${world.server!.url}/fairness`);
    await page.addScriptTag({ url: MODULE, type: "module" });
    await page.evaluate(() => document.body.replaceChildren(document.createElement("bx-rail-board")));
    const frame = page.locator("bx-rail-board .frame");
    await page.locator("bx-rail-board .status").waitFor();
    const before = [await frame.boundingBox(), await page.locator("bx-rail-board").boundingBox()];
    release();
    await page.locator("bx-rail-board .seg").first().waitFor({ state: "attached" });
    await set(page, {
      trains: [
        { seat: 0, dot: CHICAGO, colour: TRAIN, name: "Ann" },
        { seat: 1, dot: CHICAGO, colour: "#2a56c6", name: "Bob" },
      ],
      destinations: [{ seat: 0, dot: PHILADELPHIA }],
      highlightRoute: routeAlong("PA", CHICAGO, PHILADELPHIA),
      selectedRailroad: "PA",
    });
    const after = [await frame.boundingBox(), await page.locator("bx-rail-board").boundingBox()];
    expect(after).toEqual(before);
    expect(after[0]!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const button of await page.locator("bx-rail-board .tools button").all()) {
      const box = (await button.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(40);
    }
    // City names at a size one can read, none covering another: as many as fit the whole country on a phone,
    // more with each zoom step.
    const labels = page.locator("bx-rail-board .labels text");
    const legible = async () => {
      const boxes = await labels.evaluateAll((texts) =>
        texts.map((t) => ({
          text: t.textContent,
          size: parseFloat(getComputedStyle(t).fontSize),
          ...t.getBoundingClientRect().toJSON(),
        })),
      );
      const covered = boxes.flatMap((a, i) =>
        boxes
          .slice(i + 1)
          .filter(
            (b) =>
              a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1,
          )
          .map((b) => `${a.text} / ${b.text}`),
      );
      expect(covered).toEqual([]);
      expect(Math.min(...boxes.map((b) => b.size))).toBeGreaterThanOrEqual(11);
      return boxes.length;
    };
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, "rail-board-390.png") });
    const whole = await legible();
    expect(whole).toBeGreaterThanOrEqual(15);
    await page.locator("bx-rail-board").getByRole("button", { name: "Zoom in" }).tap();
    await expect.poll(() => labels.filter({ hasText: /^Chicago$/ }).count()).toBe(1);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, "rail-board-390-zoomed.png") });
    expect(await legible()).toBeGreaterThan(whole);
  });

  it("zooms with the wheel and the buttons, pans by dragging, and fits the whole map again", async () => {
    const { page } = await board();
    const transform = () =>
      page.evaluate(
        () =>
          (
            document.querySelector("bx-rail-board") as unknown as {
              transform: { k: number; x: number; y: number };
            }
          ).transform,
      );
    const fitted = await transform();
    const box = (await page.locator("bx-rail-board svg").boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -400);
    await expect.poll(async () => (await transform()).k).toBeGreaterThan(fitted.k * 1.5);
    // The point under the pointer stays put while zooming.
    const zoomed = await transform();
    const under = (t: { k: number; x: number; y: number }) => [
      (box.width / 2 - t.x) / t.k,
      (box.height / 2 - t.y) / t.k,
    ];
    expect(under(zoomed)[0]).toBeCloseTo(under(fitted)[0], 0);
    expect(await page.locator("bx-rail-board .zoom").getAttribute("transform")).toContain(
      `scale(${zoomed.k})`,
    );
    // Drag to pan.
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 120, box.y + box.height / 2 - 40, { steps: 5 });
    await page.mouse.up();
    const panned = await transform();
    expect(panned.k).toBe(zoomed.k);
    expect(panned.x).toBeCloseTo(zoomed.x - 120, 0);
    // The buttons.
    await page.locator("bx-rail-board").getByRole("button", { name: "Zoom out" }).click();
    await expect.poll(async () => (await transform()).k).toBeLessThan(panned.k);
    await page.locator("bx-rail-board").getByRole("button", { name: "Show the whole map" }).click();
    expect(await transform()).toEqual(fitted);
    // Never smaller than the whole map.
    await page.mouse.wheel(0, 2000);
    await expect.poll(async () => (await transform()).k).toBe(fitted.k);
  });

  it("pinches with two fingers and pans with one", async () => {
    const { page } = await board({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
    const transform = () =>
      page.evaluate(
        () =>
          (
            document.querySelector("bx-rail-board") as unknown as {
              transform: { k: number; x: number; y: number };
            }
          ).transform,
      );
    const fitted = await transform();
    const box = (await page.locator("bx-rail-board svg").boundingBox())!;
    const cx = box.x + box.width / 2,
      cy = box.y + box.height / 2;
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", points: [number, number][]) =>
      cdp.send("Input.dispatchTouchEvent", { type, touchPoints: points.map(([x, y], id) => ({ x, y, id })) });
    // Two fingers 40 px apart move to 160 px apart: four times the zoom, about the same middle.
    await touch("touchStart", [
      [cx - 20, cy],
      [cx + 20, cy],
    ]);
    for (let step = 1; step <= 6; step++)
      await touch("touchMove", [
        [cx - 20 - 10 * step, cy],
        [cx + 20 + 10 * step, cy],
      ]);
    await touch("touchEnd", []);
    const pinched = await transform();
    expect(pinched.k / fitted.k).toBeCloseTo(4, 1);
    const middle = (t: { k: number; x: number; y: number }) => (box.width / 2 - t.x) / t.k;
    expect(middle(pinched)).toBeCloseTo(middle(fitted), 0);
    // One finger pans.
    await touch("touchStart", [[cx, cy]]);
    for (let step = 1; step <= 5; step++) await touch("touchMove", [[cx + 12 * step, cy + 4 * step]]);
    await touch("touchEnd", []);
    const panned = await transform();
    expect(panned.k).toBe(pinched.k);
    expect(panned.x - pinched.x).toBeCloseTo(60, 0);
    expect(panned.y - pinched.y).toBeCloseTo(20, 0);
  });
});
