/**
 * A push delivered to a page's service worker through DevTools, as a push service would deliver it,
 * and the notifications the worker then shows.
 */
import type { Page } from "playwright-core";
import { expect } from "vitest";

interface Version {
  versionId: string;
  registrationId: string;
  scriptURL: string;
  status: string;
  runningStatus: string;
}

export interface Shown {
  title: string;
  body: string;
  tag: string;
  url: string;
  actions: string[];
}

/**
 * Delivers `payload` to `base`'s service worker once it is activated and returns what it shows.
 * A worker counts as the registration's `active` (and `ready` resolves) while it is still activating;
 * DevTools' delivery to it then may be dropped without a word, and a real push service only ever
 * reaches an activated worker, so the delivery waits for that.
 */
export async function pushAndShow(page: Page, base: string, payload: unknown): Promise<Shown[]> {
  const cdp = await page.context().newCDPSession(page);
  const versions = new Map<string, Version>();
  cdp.on("ServiceWorker.workerVersionUpdated", (event: { versions: Version[] }) => {
    for (const v of event.versions) versions.set(v.versionId, v);
  });
  await cdp.send("ServiceWorker.enable");
  const ours = () =>
    [...versions.values()].find((v) => v.scriptURL === `${base}/sw.js` && v.status === "activated");
  await expect.poll(ours, { timeout: 15_000, message: "the service worker activated" }).toBeDefined();
  // Delivered again when nothing shows: headless Chromium now and then drops a delivery to a running,
  // activated worker (seen in two clean-clone runs of a dozen); a push service retries likewise. The
  // game's tag makes a second delivery replace the first, so what is shown is still one notification.
  const read = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        url: (n.data as { url: string }).url,
        actions: (n as Notification & { actions: { title: string }[] }).actions.map((a) => a.title),
      })),
    );
  let shown: Shown[] = [];
  for (let delivery = 1; delivery <= 3 && shown.length === 0; delivery++) {
    await cdp.send("ServiceWorker.deliverPushMessage", {
      origin: base,
      registrationId: ours()!.registrationId,
      data: JSON.stringify(payload),
    });
    const until = Date.now() + 8_000;
    while ((shown = await read()).length === 0 && Date.now() < until) await page.waitForTimeout(200);
  }
  expect(
    shown,
    `a notification shown after 3 deliveries (workers: ${JSON.stringify([...versions.values()])})`,
  ).not.toEqual([]);
  await cdp.detach();
  return shown;
}
