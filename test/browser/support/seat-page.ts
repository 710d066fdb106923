/** Opening a seat's link in a browser page as its player would: saying "Continue as …" when the page asks. */
import type { Page } from "playwright-core";

export async function openSeat(page: Page, url: string): Promise<void> {
  await page.goto(url);
  const proceed = page.getByRole("button", { name: /^Continue as / });
  await page.locator("[data-version]").or(proceed).first().waitFor({ timeout: 60_000 });
  if (await proceed.count()) await proceed.click();
  await page.locator("[data-version]").waitFor();
}
