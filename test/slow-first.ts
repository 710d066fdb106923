/**
 * The test files in the order vitest would run them, but the slowest first: a clean clone has no
 * timings cached, and vitest then starts larger files first, which left the 46 s phone audit to run alone
 * at the end. These are the slowest of a full run (docs/testing.md); a file missing here only waits its turn.
 */
import { BaseSequencer, type TestSpecification } from "vitest/node";

const SLOWEST = [
  "browser/a11y.test.ts",
  "browser/page-weight.test.ts",
  "browser/rail-board.test.ts",
  "browser/mr-natural.test.ts",
  "browser/a11y-phone.test.ts",
  "browser/box-cars-d10.test.ts",
  "browser/coal-n-write.test.ts",
  "browser/boxcars-rw.test.ts",
  "browser/rails-pages.test.ts",
  "browser/players.test.ts",
  "browser/leagues.test.ts",
  "cli/verify.test.ts",
  "worker/games-http.test.ts",
  "cli/gb-board.test.ts",
  "worker/birthright-conquest-http.test.ts",
  "games/coal-n-write/properties.test.ts",
];

const rank = (spec: TestSpecification) => {
  const at = SLOWEST.findIndex((file) => spec.moduleId.endsWith(`/test/${file}`));
  return at < 0 ? SLOWEST.length : at;
};

export default class SlowestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const byProject = new Map<string, TestSpecification[]>();
    for (const spec of await super.sort(files)) {
      const group = byProject.get(spec.project.name) ?? [];
      group.push(spec);
      byProject.set(spec.project.name, group);
    }
    return [...byProject.values()].flatMap((group) => group.sort((a, b) => rank(a) - rank(b)));
  }
}
