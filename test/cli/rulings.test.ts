/**
 * Every "ruling N" the code cites resolves to text in the repo: the cited game's
 * `worker/games/<id>/docs/rulings.md` has a heading `## Ruling N: ...`. A cite belongs to the game
 * whose folder holds the file (`worker/games/<id>/`, `web/src/games/<id>/`, `test/games/<id>/`);
 * elsewhere the file's name or the cite's own line must name exactly one game (docs/architecture.md,
 * "Rulings").
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const ROOTS = ["worker", "web/src", "scripts", "bench", "soak", "test"];
const SELF = "test/cli/rulings.test.ts";

/** How a file or a line outside a game's folder names the game. */
const NAMES: Record<string, RegExp> = {
  "mr-natural": /mr[-. ]+natural/i,
  "box-cars-d10": /box-cars-d10|\bBox Cars\b/,
  "boxcars-rw": /boxcars-rw|roll[- ](?:&|and)[- ]write/i,
  "coal-n-write": /coal[- ]n'?[- ]write/i,
  "boxcars-rails": /boxcars-rails|\brails?\b|\bgb\b|british board/i,
  "birthright-conquest": /birthright/i,
};

const CITE = /\brulings?\s+(\d+(?:\s*(?:,|-|–|\band\b|\bto\b|&)\s*\d+)*)/gi;

/** The ruling numbers one cite names: "3", "3, 5 and 6", "1-5", "3 to 7". */
function citedNumbers(list: string): number[] {
  const numbers: number[] = [];
  const parts = list.split(/\s*(,|-|–|\band\b|\bto\b|&)\s*/);
  for (let i = 0; i < parts.length; i += 2) {
    const n = Number(parts[i]);
    const separator = parts[i - 1];
    const from = numbers.at(-1);
    if (from !== undefined && (separator === "-" || separator === "–" || separator === "to")) {
      for (let k = from + 1; k <= n; k++) numbers.push(k);
    } else numbers.push(n);
  }
  return numbers;
}

/** The game a cite belongs to, or the games it could (none or several: unresolved). */
function gameOf(file: string, line: string): string | string[] {
  const folder = /(?:^|\/)games\/([a-z0-9-]+)\//.exec(file)?.[1];
  if (folder && folder in NAMES) return folder;
  for (const text of [path.basename(file), line]) {
    const named = Object.keys(NAMES).filter((id) => NAMES[id]!.test(text));
    if (named.length === 1) return named[0]!;
    if (named.length > 1) return named;
  }
  return [];
}

interface Cite {
  file: string;
  line: number;
  game: string | string[];
  ruling: number;
}

function sourceFiles(): string[] {
  const files: string[] = [];
  for (const dir of ROOTS) {
    for (const name of readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })) {
      const file = `${dir}/${name.split(path.sep).join("/")}`;
      if (!/\.(ts|md)$/.test(file) || file === SELF || file.includes("node_modules/")) continue;
      if (statSync(path.join(root, file)).isFile()) files.push(file);
    }
  }
  return files;
}

function cites(): Cite[] {
  const found: Cite[] = [];
  for (const file of sourceFiles()) {
    readFileSync(path.join(root, file), "utf8")
      .split("\n")
      .forEach((text, i) => {
        for (const match of text.matchAll(CITE)) {
          const game = gameOf(file, text);
          for (const ruling of citedNumbers(match[1]!)) found.push({ file, line: i + 1, game, ruling });
        }
      });
  }
  return found;
}

/** The ruling numbers with a heading in a game's rulings.md (none when the file is missing). */
function headings(game: string): Set<number> {
  const file = path.join(root, "worker/games", game, "docs/rulings.md");
  if (!existsSync(file)) return new Set();
  const text = readFileSync(file, "utf8");
  return new Set([...text.matchAll(/^## Ruling (\d+): \S/gm)].map((m) => Number(m[1])));
}

describe("ruling cites", () => {
  it("reads lists and ranges of rulings", () => {
    expect(citedNumbers("7")).toEqual([7]);
    expect(citedNumbers("3, 5 and 6")).toEqual([3, 5, 6]);
    expect(citedNumbers("1-5")).toEqual([1, 2, 3, 4, 5]);
    expect(citedNumbers("3 to 7")).toEqual([3, 4, 5, 6, 7]);
    expect(citedNumbers("1–13")).toHaveLength(13);
  });

  it("finds each cite's game by folder, then by file name, then by its line", () => {
    expect(gameOf("worker/games/coal-n-write/rules/end.ts", "the end (ruling 7)")).toBe("coal-n-write");
    expect(gameOf("web/src/games/boxcars-rails/purchase.ts", "ruling 7's rates")).toBe("boxcars-rails");
    expect(gameOf("bench/boardgameio-mr-natural.ts", "Ruling 7: a Nothing")).toBe("mr-natural");
    expect(gameOf("worker/engine/types.ts", "(the rail game: its ruling 14)")).toBe("boxcars-rails");
    expect(gameOf("worker/engine/types.ts", "as ruling 3 says")).toEqual([]);
    expect(gameOf("worker/room/x.ts", "Mr. Natural and the rail game (ruling 2)")).toHaveLength(2);
  });

  const all = cites();

  it("are found in the code (the scan is not empty)", () => {
    expect(all.length).toBeGreaterThan(100);
    expect(new Set(all.map((c) => c.game)).size).toBeGreaterThanOrEqual(5);
  });

  it("each name one game", () => {
    const unresolved = all.filter((c) => typeof c.game !== "string").map((c) => `${c.file}:${c.line}`);
    expect(unresolved, "name the game in the file's name or on the cite's line").toEqual([]);
  });

  it("each resolve to a heading in the game's docs/rulings.md", () => {
    const missing = new Set<string>();
    for (const cite of all) {
      if (typeof cite.game !== "string") continue;
      if (!headings(cite.game).has(cite.ruling)) {
        missing.add(
          `worker/games/${cite.game}/docs/rulings.md lacks "## Ruling ${cite.ruling}: ..." (${cite.file}:${cite.line})`,
        );
      }
    }
    expect([...missing]).toEqual([]);
  });
});
