/**
 * Accessibility audits with axe-core (injected by the test into the page, never shipped): the WCAG 2.0,
 * 2.1 and 2.2 A and AA rules plus axe's best practices, through open shadow roots. A finding fails when
 * axe rates it serious or critical, or when it is one of the rules we hold to regardless of its rating
 * (heading order). The few false positives are suppressed below, each by rule and selector, with why.
 */
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"];

/** Rules whose findings fail at any rating. */
const ALWAYS = new Set(["heading-order"]);

/** Known false positives: [rule, what matches the element's selector, why it is not a failure]. */
export const SUPPRESSED: readonly [string, RegExp, string][] = [
  [
    "label-content-name-mismatch",
    /bx-box-cars-d10-sheet,button\[aria-label="Die \d+: (Locomotive|Caboose|Breakdown)\b/,
    "Box Cars shows long car names with a soft hyphen (Cab\u00adoose) so they break on a phone; axe compares the " +
      "text with the hyphen still in it. A reader and voice control hear and say the same word: the name contains it.",
  ],
];

export interface Finding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

function suppressed(rule: string, target: string): boolean {
  return SUPPRESSED.some(([r, where]) => r === rule && where.test(target));
}

/**
 * Runs axe on the page as it is now; returns the failing findings (empty when it passes).
 * One `axe.run` in the page (legacy mode), not the default's runs per frame finished in a second, blank
 * tab, which took about half of each audit: our pages have no frames (a same-origin one would still be
 * audited, a cross-origin one not). Only violations are reported in full: axe still runs every rule on
 * every node, but builds a selector for one node of each pass, not for all. Both checked against the
 * default on every audited page, 2026-12-01: the same violations (docs/testing.md).
 */
export async function audit(page: Page): Promise<Finding[]> {
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] }) // before withTags, which adds to the options
    .withTags(TAGS)
    .setLegacyMode(true)
    .analyze();
  const findings: Finding[] = [];
  for (const v of results.violations) {
    if (!(v.impact === "serious" || v.impact === "critical" || ALWAYS.has(v.id))) continue;
    const targets = v.nodes
      .map((n) => {
        const where = n.target.map(String).join(" >> ");
        // Contrast findings say their colours, so a failure names the colour to change.
        const data = n.any[0]?.data as
          | { fgColor?: string; bgColor?: string; contrastRatio?: number }
          | undefined;
        return data?.fgColor ? `${where} (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio})` : where;
      })
      .filter((t) => !suppressed(v.id, t));
    if (targets.length) findings.push({ rule: v.id, impact: v.impact ?? "", help: v.help, targets });
  }
  return findings;
}

/** One line per finding, for a failure message. */
export function describeFindings(where: string, findings: Finding[]): string[] {
  return findings.map(
    (f) =>
      `${where}: ${f.rule} (${f.impact}, ${f.help}) on ${f.targets.length}: ${f.targets.slice(0, 6).join(" | ")}`,
  );
}
