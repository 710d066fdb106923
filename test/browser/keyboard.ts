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
  /** Some part of it is on screen with nothing (a sticky panel) on top of it. */
  seen: boolean;
  /** Where it is and what lies on top of it, for a failure message. */
  where: string;
  /** It is in the frame's confirm bar (a move held for Send). */
  bar: boolean;
  /** It is one of the sheet's controls or in the confirm bar: where a sticky panel could hide it. */
  play: boolean;
}

/** The focused element through shadow roots, its name, and whether it can be seen. */
export function focus(page: Page): Promise<Focus> {
  return page.evaluate(`(async () => {
    // Let the scroll that focusing started settle first.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    let el = document.activeElement;
    while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
    if (!el || el === document.body) return { tag: "body", name: "", seen: true, where: "", bar: false, play: false };
    const inside = (node) => { for (let n = node; n; n = n.parentNode || n.host) if (n === el) return true; return false; };
    const hitAt = (x, y) => {
      let hit = document.elementFromPoint(x, y);
      while (hit && hit.shadowRoot) {
        const inner = hit.shadowRoot.elementFromPoint(x, y);
        if (!inner || inner === hit) break;
        hit = inner;
      }
      return hit;
    };
    // Seen: some part of it (one of its line boxes' centres) is on screen with nothing on top.
    const boxes = [...el.getClientRects()];
    const seen = boxes.some((b) => {
      const x = b.left + b.width / 2, y = b.top + b.height / 2;
      return y >= 0 && y <= innerHeight && x >= 0 && x <= innerWidth && inside(hitAt(x, y));
    });
    const first = boxes[0];
    const where = first ? Math.round(first.left) + "," + Math.round(first.top) + " " + Math.round(first.width) + "x" + Math.round(first.height) + " under " + (hitAt(first.left + first.width / 2, first.top + first.height / 2)?.outerHTML || "").slice(0, 80) : "no box";
    const name = (el.getAttribute("aria-label") || (el.labels && el.labels.length ? el.labels[0].textContent : el.textContent) || "").replace(/\\s+/g, " ").trim();
    let play = false;
    for (let n = el; n; n = n.parentNode || n.host) if (n.localName && n.localName.endsWith("-sheet")) play = true;
    const bar = Boolean(el.closest(".confirm-bar"));
    return { tag: el.tagName.toLowerCase(), name, seen, where, bar, play: play || bar };
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

/**
 * Presses Tab until the focused control's name matches; every stop on the way in the sheet or the confirm
 * bar must be seen. (Below the sheet, the table talk loads when it comes on screen and can push the
 * record's links down after focus reached them: not checked here, see docs/accessibility.md.)
 */
export async function tabTo(page: Page, name: RegExp, limit = 150): Promise<Focus> {
  const already = await focus(page);
  if (name.test(already.name)) return already;
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    const now = await focus(page);
    if (now.play)
      expect(now.seen, `focus on ${now.tag} "${now.name}" is hidden or off screen: ${now.where}`).toBe(true);
    if (name.test(now.name)) return now;
  }
  throw new Error(`Tab never reached a control named ${name}`);
}

const version = async (page: Page) =>
  Number(await page.locator("[data-version]").first().getAttribute("data-version"));

/**
 * Plays until `over()` says so, by keyboard only: each step takes the first pattern of `plan` that names an
 * enabled button of the sheet, Tabs to that button and presses Enter, then waits for the page to change.
 * Returns the names pressed.
 */
export async function keyboardTurn(
  page: Page,
  sheetTag: string,
  plan: RegExp[],
  over: () => Promise<boolean>,
  steps = 40,
): Promise<string[]> {
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
    // Wait for the page to change. With "confirm moves" on (touch screens) the move first waits in the
    // frame's bar, with focus on its Send: press it.
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (
        (await over()) ||
        `${await version(page)} ${(await sheetButtons(page, sheetTag)).join("|")}` !== before
      )
        break;
      const now = await focus(page);
      if (now.bar && now.name === "Send") {
        expect(now.seen, `the confirm bar's Send is hidden: ${now.where}`).toBe(true);
        await page.keyboard.press("Enter");
        pressed.push("Send (confirm bar)");
      }
      if (Date.now() > deadline) throw new Error(`${sheetTag}: nothing changed after ${pressed.join(" → ")}`);
      await page.waitForTimeout(200);
    }
  }
  throw new Error(`the turn did not end in ${steps} steps by keyboard (pressed: ${pressed.join(" → ")})`);
}
