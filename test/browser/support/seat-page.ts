/** Opening a seat's link in a browser page as its player would: saying "Continue as …" when the page asks. */
import type { Locator, Page } from "playwright-core";

export async function openSeat(page: Page, url: string): Promise<void> {
  await page.goto(url);
  const proceed = page.getByRole("button", { name: /^Continue as / });
  await page.locator("[data-version]").or(proceed).first().waitFor({ timeout: 60_000 });
  if (await proceed.count()) await proceed.click();
  await page.locator("[data-version]").waitFor();
}

/**
 * Scrolls `target` into view and waits until it stops moving. What lies low on a seat's page (leave,
 * concede) moves down when the table talk above it loads, which it does on coming into view: a tap
 * aimed before that lands on something else (seen: the concede question never opened).
 */
export async function settled(target: Locator): Promise<Locator> {
  await target.scrollIntoViewIfNeeded();
  let last = Number.NaN;
  // Still for three looks in a row; at most 40 looks (6 s), then the tap tells.
  for (let still = 0, looks = 0; still < 3 && looks < 40; looks++) {
    await target.page().waitForTimeout(150);
    const y = (await target.boundingBox())?.y ?? Number.NaN;
    still = y === last ? still + 1 : 0;
    last = y;
  }
  return target;
}
