/**
 * Playing with the keyboard only (issue 26): Tab to a control by its accessible name, press Enter, and
 * at every focus stop check that the focused control is on screen and not covered (WCAG 2.4.11).
 */
import type { Page } from "playwright-core";
import { expect } from "vitest";

export interface Focus {
  tag: string;
  /** The accessible name as a reader says it: aria-label, else a field's label, else the text. */
  name: string;
  /** Its centre is on screen and nothing (a sticky panel) lies on top of it there. */
  seen: boolean;
}

/** The focused element through shadow roots, its name, and whether it can be seen. */
export function focus(page: Page): Promise<Focus> {
  return page.evaluate(`(() => {
    let el = document.activeElement;
    while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
    if (!el || el === document.body) return { tag: "body", name: "", seen: true };
    const box = el.getBoundingClientRect();
    const x = box.left + box.width / 2, y = box.top + box.height / 2;
    let hit = document.elementFromPoint(x, y);
    while (hit && hit.shadowRoot) {
      const inner = hit.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === hit) break;
      hit = inner;
    }
    const inside = (node) => { for (let n = node; n; n = n.parentNode || n.host) if (n === el) return true; return false; };
    const seen = y >= 0 && y <= innerHeight && x >= 0 && x <= innerWidth && Boolean(hit) && inside(hit);
    const name = (el.getAttribute("aria-label") || (el.labels && el.labels.length ? el.labels[0].textContent : el.textContent) || "").replace(/\\s+/g, " ").trim();
    return { tag: el.tagName.toLowerCase(), name, seen };
  })()`);
}

/** The names of the enabled buttons in the game's sheet (what a reader would offer), through shadow roots. */
export function sheetButtons(page: Page, sheetTag: string): Promise<string[]> {
  return page.evaluate(`(() => {
    const out = [];
    const visit = (root) => {
      for (const el of root.querySelectorAll("*")) {
        if (el.shadowRoot) visit(el.shadowRoot);
        if (el.tagName !== "BUTTON" || el.disabled || el.getAttribute("aria-disabled") === "true") continue;
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        out.push((el.getAttribute("aria-label") || el.textContent || "").replace(/\\s+/g, " ").trim());
      }
    };
    const sheet = [...(function* all(root) { for (const el of root.querySelectorAll("*")) { if (el.localName === ${JSON.stringify(sheetTag)}) yield el; if (el.shadowRoot) yield* all(el.shadowRoot); } })(document)][0];
    if (sheet && sheet.shadowRoot) visit(sheet.shadowRoot);
    return out;
  })()`);
}

/** Presses Tab until the focused control's name matches; every stop on the way must be seen. */
export async function tabTo(page: Page, name: RegExp, limit = 150): Promise<Focus> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    const now = await focus(page);
    expect(now.seen, `focus on ${now.tag} "${now.name}" is hidden or off screen`).toBe(true);
    if (name.test(now.name)) return now;
  }
  throw new Error(`Tab never reached a control named ${name}`);
}

const version = async (page: Page) => Number(await page.locator("[data-version]").first().getAttribute("data-version"));

/**
 * Plays until `over()` says so, by keyboard only: each step takes the first pattern of `plan` that names an
 * enabled button of the sheet, Tabs to that button and presses Enter, then waits for the page to change.
 * Returns the names pressed.
 */
export async function keyboardTurn(page: Page, sheetTag: string, plan: RegExp[], over: () => Promise<boolean>, steps = 40): Promise<string[]> {
  const pressed: string[] = [];
  for (let step = 0; step < steps; step++) {
    if (await over()) return pressed;
    const buttons = await sheetButtons(page, sheetTag);
    const want = plan.find((p) => buttons.some((b) => p.test(b)));
    if (!want) {
      // Nothing of ours to press yet (a move on its way, or the table catching up).
      await page.waitForTimeout(200);
      continue;
    }
    const target = await tabTo(page, want);
    const before = `${await version(page)} ${buttons.join("|")}`;
    await page.keyboard.press("Enter");
    pressed.push(target.name);
    await expect
      .poll(async () => (await over()) || `${await version(page)} ${(await sheetButtons(page, sheetTag)).join("|")}` !== before, { timeout: 30_000 })
      .toBe(true);
  }
  throw new Error(`the turn did not end in ${steps} steps by keyboard (pressed: ${pressed.join(" → ")})`);
}
