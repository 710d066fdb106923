/** Page checks shared by the issue-15 browser tests: focus and touch targets through shadow roots. */
import type { Page } from "playwright-core";

/** The focused element through shadow roots: its tag, its text, and whether it sits in `.controls`. */
export function focusedControl(page: Page): Promise<{ tag: string; text: string; inControls: boolean }> {
  return page.evaluate(`(() => {
    let el = document.activeElement;
    while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
    return { tag: el ? el.tagName.toLowerCase() : "", text: el ? (el.textContent || "").replace(/\\s+/g, " ").trim() : "", inControls: Boolean(el && el.closest(".controls")) };
  })()`);
}

/**
 * Visible controls smaller than `min` px in either dimension, through shadow roots: buttons, button-like
 * links, fields, summaries, tabs and radios (a checkbox counts by its label). Inline text links are
 * exempt (as in WCAG 2.5.8).
 */
export function smallTargets(page: Page, min = 40): Promise<string[]> {
  return page.evaluate(`(() => {
    const out = [];
    const visit = (root) => {
      for (const el of root.querySelectorAll("*")) {
        if (el.shadowRoot) visit(el.shadowRoot);
        const tag = el.tagName.toLowerCase();
        const role = el.getAttribute("role");
        const control = tag === "button" || tag === "select" || tag === "summary" || (tag === "input" && el.type !== "hidden")
          || (tag === "a" && el.classList.contains("btn")) || role === "tab" || role === "radio";
        if (!control) continue;
        const target = tag === "input" && (el.type === "checkbox" || el.type === "radio") ? (el.closest("label") || el) : el;
        const box = target.getBoundingClientRect();
        const style = getComputedStyle(el);
        if (box.width === 0 || box.height === 0 || style.visibility === "hidden" || el.closest("[hidden]")) continue;
        if (box.width < ${min} - 0.5 || box.height < ${min} - 0.5) {
          out.push(tag + (el.className ? "." + String(el.className).trim().split(/\\s+/).join(".") : "") + " '" + (el.getAttribute("aria-label") || el.textContent || "").trim().slice(0, 30) + "' " + Math.round(box.width) + "x" + Math.round(box.height));
        }
      }
    };
    visit(document);
    return out;
  })()`);
}

/** How far the page scrolls sideways (0: nothing sticks out). */
export function overflowX(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
