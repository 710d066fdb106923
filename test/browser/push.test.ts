/**
 * Browser notifications and the installable app: the manifest and the service worker are served
 * as what they are, "Notify this browser" registers the service worker, the service worker shows
 * a pushed message, and a subscription's turn message goes through the development sink to
 * /dev/messages. Headless Chromium (run with --disable-background-networking, no Google push
 * service) cannot make a real subscription: the switch then says so, and the test saves a fake
 * but well-formed subscription through the page's own API, as the switch would.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { call, playingGame, playOne } from "./support/api";
import { skipBrowser } from "./support/browser";
import { useWorld } from "./support/world";
import { pushAndShow } from "./support/push";
import { openSeat } from "./support/seat-page";

interface DevMessage {
  channel: string;
  to: string;
  subject: string;
  body: string;
  headers: Record<string, string>;
}

describe.skipIf(skipBrowser)("push notifications", () => {
  const world = useWorld({ notifications: true });
  const people = world.people;

  it("serves the web app manifest, its icons and the service worker with the right types", async () => {
    const base = world.server!.url;
    const manifest = await fetch(`${base}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    const app = (await manifest.json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(app).toMatchObject({ name: "Boxcars", start_url: "/", display: "standalone" });
    for (const size of ["192x192", "512x512"])
      expect(app.icons.some((i) => i.sizes === size && i.type === "image/png" && i.purpose === "any")).toBe(
        true,
      );
    expect(app.icons.some((i) => i.purpose === "maskable")).toBe(true);
    for (const icon of app.icons) {
      const response = await fetch(base + icon.src);
      expect(response.status, icon.src).toBe(200);
      expect(response.headers.get("content-type"), icon.src).toBe(icon.type);
    }
    const worker = await fetch(`${base}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get("content-type")).toMatch(/^(text|application)\/javascript/);
    expect(await worker.text()).toContain('addEventListener("push"');
    const home = await (await fetch(`${base}/`)).text();
    expect(home).toContain('<link rel="manifest" href="/manifest.webmanifest"');
  });

  it("registers the service worker from the switch, shows a pushed message, and delivers a turn through the development sink", async () => {
    const base = world.server!.url;
    const game = await playingGame(base);
    // Bo (seat 1) will be told when Ada has played.
    const context = await people.open({ viewport: { width: 390, height: 844 } });
    await context.grantPermissions(["notifications"], { origin: base });
    const page: Page = context.pages()[0] ?? (await context.newPage());
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await openSeat(page, `${base}/play/${game.id}#${game.tokens[1]}`);

    await page.getByRole("button", { name: "Notify me" }).click();
    const dialog = page.getByRole("dialog", { name: "Notify me" });
    const toggle = dialog.getByRole("switch", { name: "Notify this browser" });
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(false);
    await toggle.click();
    await expect
      .poll(
        () =>
          page.evaluate(
            async () => (await navigator.serviceWorker.getRegistration("/"))?.active?.scriptURL ?? null,
          ),
        { timeout: 15_000 },
      )
      .toBe(`${base}/sw.js`);
    // Either the browser subscribed (a real push service) or it says plainly that it could not.
    await expect
      .poll(() => dialog.getByRole("status").textContent(), { timeout: 25_000, interval: 500 })
      .toMatch(/This browser will be notified\.|could not subscribe/);
    const subscribed = (await dialog.getByRole("status").textContent())!.includes("will be notified");

    let endpoint: string;
    if (subscribed) {
      endpoint = await page.evaluate(
        async () => (await (await navigator.serviceWorker.ready).pushManager.getSubscription())!.endpoint,
      );
    } else {
      expect(await toggle.isChecked()).toBe(false);
      // What the switch would save, with a fake endpoint on a public push service and a real P-256 key made in the page.
      endpoint = `https://fcm.googleapis.com/fcm/send/headless-${game.id}`;
      const saved = await page.evaluate(
        async ({ id, token, endpoint }) => {
          const b64 = (bytes: ArrayBuffer) =>
            btoa(String.fromCharCode(...new Uint8Array(bytes)))
              .replace(/\+/g, "-")
              .replace(/\//g, "_")
              .replace(/=+$/, "");
          const pair = await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, [
            "deriveBits",
          ]);
          const push = {
            endpoint,
            keys: {
              p256dh: b64(await crypto.subtle.exportKey("raw", pair.publicKey)),
              auth: b64(crypto.getRandomValues(new Uint8Array(16)).buffer),
            },
          };
          const response = await fetch(`/api/games/${id}/notifications`, {
            method: "PUT",
            headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
            body: JSON.stringify({ email: null, webhook: null, push, digestHours: 0, enabled: true }),
          });
          return { status: response.status, body: await response.json() };
        },
        { id: game.id, token: game.tokens[1], endpoint },
      );
      expect(saved.status).toBe(200);
      expect(saved.body.contact.push.endpoint).toBe(endpoint);
    }

    // The service worker shows what a push carries, tagged by the game page (a push delivered through DevTools).
    const payload = {
      title: "Your turn in BOXCAR (Mr. Natural)",
      body: "Bo, it is your turn.",
      url: `${base}/play/${game.id}`,
      kind: "turn",
    };
    expect(await pushAndShow(page, base, payload)).toEqual([
      { title: payload.title, body: payload.body, tag: `/play/${game.id}`, url: payload.url, actions: [] },
    ]);

    // Ada plays: Bo's subscription gets the turn message, captured on /dev/messages with no token in it.
    while ((await playOne(base, game))?.activeSeats.includes(0));
    let pushed: DevMessage | undefined;
    await expect
      .poll(
        async () => {
          const { messages } = await call<{ messages: DevMessage[] }>(base, "GET", "/dev/messages.json");
          pushed = messages.find(
            (m) =>
              m.channel === "push" &&
              m.body.includes(`/play/${game.id}"`) &&
              m.subject.startsWith("Your turn"),
          );
          return Boolean(pushed);
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(true);
    expect(pushed!.to).toBe(new URL(endpoint).host);
    expect(JSON.parse(pushed!.body)).toMatchObject({
      url: `${base}/play/${game.id}`,
      kind: "turn",
      body: expect.stringMatching(/^Bo, it is your turn/),
    });
    for (const token of game.tokens) expect(JSON.stringify(pushed)).not.toContain(token);
    const messages = await context.newPage();
    await messages.goto(`${base}/dev/messages`);
    expect(
      await messages
        .locator('article[data-channel="push"]')
        .filter({ hasText: `push to ${new URL(endpoint).host}` })
        .count(),
    ).toBeGreaterThan(0);
    await messages.close();

    // The sheet lists the delivery; switching off forgets the subscription for this game.
    await dialog.getByRole("button", { name: "Close" }).click();
    await page.getByRole("button", { name: "Notify me" }).click();
    await expect
      .poll(() => dialog.locator('[data-delivery="sent"]').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    if (subscribed) {
      expect(await toggle.isChecked()).toBe(true);
      await toggle.click();
      await expect
        .poll(() => dialog.getByRole("status").textContent())
        .toBe("This browser will not be notified for this game.");
    } else {
      // The saved subscription is not this browser's.
      await expect.poll(() => dialog.getByText("Another browser gets these notifications").count()).toBe(1);
      await page.evaluate(
        async ({ id, token }) => {
          await fetch(`/api/games/${id}/notifications`, {
            method: "PUT",
            headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
            body: JSON.stringify({ email: null, webhook: null, push: null }),
          });
        },
        { id: game.id, token: game.tokens[1] },
      );
    }
    const after = await call<{ contact: { push: unknown } }>(
      base,
      "GET",
      `/api/games/${game.id}/notifications`,
      game.tokens[1],
    );
    expect(after.contact.push).toBeNull();
    expect(errors).toEqual([]);
  });
});
