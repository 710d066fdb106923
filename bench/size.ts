/**
 * Section 4, size, gzipped (level 9, each file on its own, as served). The pages and the embed
 * script are built into a temporary folder with Vite's own CLI (`--outDir`, `--manifest`: the
 * configs stay as they are and dist/web is left alone); the Worker with
 * `wrangler deploy --dry-run --minify --outdir`. Pages: see `pageTable`.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { PAGE_BUDGET } from "../test/browser/support/budget";
import { games } from "../worker/games";
import { WRANGLER, wranglerEnv } from "../scripts/local-wrangler";
import { ROOT } from "./dev-server";
import { kb, type SectionResult, type Target } from "./report";

const LIMITS = { embed: 15 * 1024, page: PAGE_BUDGET, worker: 200 * 1024 };
/** How many of the thinnest margins under the page budget the section writes. */
const MARGINS = 6;
const VITE = path.join(ROOT, "node_modules/.bin/vite");

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    env: wranglerEnv(),
    encoding: "utf8",
    timeout: 180_000,
  });
  if (result.status !== 0)
    throw new Error(
      `${path.basename(command)} ${args.join(" ")} failed (${result.status}):\n${result.stdout}\n${result.stderr}`,
    );
}

const gzipped = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

const WEB_SRC = path.join(ROOT, "web/src");

/** Static imports of a source file (not `import type`, not `import()`), resolved to files. */
function sourceImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specs = [
    ...text.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^"';]*?\sfrom\s*)?["'](\.[^"']+)["']/gm),
  ].map((m) => m[1]);
  return specs
    .map((spec) => path.resolve(path.dirname(file), spec))
    .map((base) =>
      [`${base}.ts`, path.join(base, "index.ts"), base].find((f) => existsSync(f) && f.endsWith(".ts")),
    )
    .filter((f): f is string => f !== undefined);
}

/** Whether `from` reaches `target` through static imports in the sources. */
function sourceReaches(from: string, target: string, seen = new Set<string>()): boolean {
  if (from === target) return true;
  if (seen.has(from)) return false;
  seen.add(from);
  return sourceImports(from).some((next) => sourceReaches(next, target, seen));
}

/** Chunks reachable from `roots` through static imports. */
function staticClosure(manifest: Manifest, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    (manifest[key].imports ?? []).forEach(visit);
  };
  roots.forEach(visit);
  return seen;
}

/**
 * Per page of the app's router (web/src/main.ts): the entry and the page's chunk with their static
 * imports; with a game: plus that game's sheet if the page's code reaches the module that draws
 * sheets (web/src/ui/sheet-element.ts), and that game's rules if it reaches web/src/rules.ts (replay).
 * Other lazy chunks (loaded on a click) are not counted.
 */
function pageTable(webDir: string): {
  header: string[];
  rows: string[][];
  largest: number;
  largestName: string;
  largestFiles: string;
  /** Every page with a game, and the bytes it has left under the budget. */
  margins: { name: string; left: number }[];
} {
  const manifest = JSON.parse(readFileSync(path.join(webDir, ".vite/manifest.json"), "utf8")) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)!;
  const pages = [
    ...readFileSync(path.join(WEB_SRC, "main.ts"), "utf8").matchAll(/import\("\.\/pages\/([\w-]+)"\)/g),
  ].map((m) => m[1]);
  const chunkOf = (page: string) =>
    manifest[`src/pages/${page}.ts`]
      ? `src/pages/${page}.ts`
      : Object.keys(manifest).find((key) => manifest[key].name === page)!;
  const size = (keys: Set<string>) =>
    [...keys].reduce((n, key) => n + gzipped(path.join(webDir, manifest[key].file)), 0);
  const ids = Object.keys(games);
  let largest = 0,
    largestName = "",
    largestKeys = new Set<string>();
  const margins: { name: string; left: number }[] = [];
  const rows = pages.map((page) => {
    const source = path.join(WEB_SRC, "pages", `${page}.ts`);
    // The module that draws sheets, not the registry: the home and verify pages name the games from the
    // registry without drawing a sheet (verify's replay of an imported file loads its viewer on demand).
    const sheet = sourceReaches(source, path.join(WEB_SRC, "ui/sheet-element.ts"));
    const rules = sourceReaches(source, path.join(WEB_SRC, "rules.ts"));
    const base = [entry, chunkOf(page)];
    const perGame = ids.map((id) => {
      // A game's pages load its rules-only definition.ts when it has one (web/src/games/index.ts), else its index.ts.
      const rulesKey = [`../worker/games/${id}/definition.ts`, `../worker/games/${id}/index.ts`].find(
        (key) => manifest[key],
      );
      const keys = staticClosure(manifest, [
        ...base,
        ...(sheet ? [`src/games/${id}/sheet.ts`] : []),
        ...(rules && rulesKey ? [rulesKey] : []),
      ]);
      const bytes = size(keys);
      if (sheet || rules) margins.push({ name: `${page} (${id})`, left: LIMITS.page - bytes });
      if (bytes > largest) [largest, largestName, largestKeys] = [bytes, `${page} (${id})`, keys];
      return bytes;
    });
    const loads = [sheet && "sheet", rules && "rules"].filter(Boolean).join(" + ") || "-";
    return [page, loads, kb(size(staticClosure(manifest, base))), ...perGame.map(kb)];
  });
  const largestFiles = [...largestKeys]
    .map(
      (key) => [path.basename(manifest[key].file), gzipped(path.join(webDir, manifest[key].file))] as const,
    )
    .sort((a, b) => b[1] - a[1])
    .map(([file, bytes]) => `${file} ${kb(bytes)}`)
    .join(", ");
  return {
    header: ["page", "game chunks it loads", "without", ...ids.map((id) => `with ${id}`)],
    rows,
    largest,
    largestName,
    largestFiles,
    margins: margins.sort((a, b) => a.left - b.left),
  };
}

function workerBundle(outDir: string, assetsDir: string): { raw: number; gzip: number } {
  run(WRANGLER, ["deploy", "--dry-run", "--minify", "--outdir", outDir, "--assets", assetsDir]);
  const files = readdirSync(outDir).filter((f) => f.endsWith(".js"));
  return {
    raw: files.reduce((n, f) => n + readFileSync(path.join(outDir, f)).length, 0),
    gzip: files.reduce((n, f) => n + gzipped(path.join(outDir, f)), 0),
  };
}

export async function sizeSection(): Promise<SectionResult> {
  const tmp = mkdtempSync(path.join(tmpdir(), "boxcars-size-"));
  try {
    const webDir = path.join(tmp, "web");
    run(VITE, [
      "build",
      "--config",
      "web/vite.config.ts",
      "--outDir",
      webDir,
      "--emptyOutDir",
      "--manifest",
      "--logLevel",
      "warn",
    ]);
    const embedConfig = path.join(ROOT, "web/embed.vite.config.ts");
    if (existsSync(embedConfig))
      run(VITE, ["build", "--config", embedConfig, "--outDir", webDir, "--logLevel", "warn"]);
    const embedFile = path.join(webDir, "embed.js");
    const embed = existsSync(embedFile)
      ? { raw: readFileSync(embedFile).length, gzip: gzipped(embedFile) }
      : null;
    const pages = pageTable(webDir);
    const worker = workerBundle(path.join(tmp, "worker"), webDir);
    const targets: Target[] = [
      {
        name: "size: embed script (gzip)",
        value: embed ? kb(embed.gzip) : "missing",
        goal: `< ${kb(LIMITS.embed)}`,
        met: embed !== null && embed.gzip < LIMITS.embed,
      },
      {
        name: `size: largest page JS (gzip): ${pages.largestName}`,
        value: kb(pages.largest),
        goal: `< ${kb(LIMITS.page)}`,
        met: pages.largest < LIMITS.page,
      },
      {
        name: "size: Worker bundle (gzip)",
        value: kb(worker.gzip),
        goal: `< ${kb(LIMITS.worker)}`,
        met: worker.gzip < LIMITS.worker,
      },
    ];
    return {
      title: "Size",
      tables: [
        {
          caption: "Bundles, minified, gzip -9.",
          header: ["bundle", "raw", "gzip"],
          rows: [
            ["Worker (wrangler deploy --dry-run --minify)", kb(worker.raw), kb(worker.gzip)],
            [
              "embed script (embed.js)",
              embed ? kb(embed.raw) : "missing",
              embed ? kb(embed.gzip) : "missing",
            ],
          ],
        },
        {
          caption:
            "JavaScript per page (gzip, summed over its files): the app entry and the page's chunk with their static imports; " +
            "\"with <game>\": plus that game's sheet and/or rules with their imports, where the page's code loads them.",
          header: pages.header,
          rows: pages.rows,
        },
      ],
      notes: [
        `The largest page, ${pages.largestName}, loads: ${pages.largestFiles}.`,
        `The thinnest margins under the ${kb(LIMITS.page)} budget (test/browser/support/budget.ts): ${pages.margins
          .slice(0, MARGINS)
          .map((m) => `${m.name} ${m.left.toLocaleString("en-US")} B`)
          .join(
            ", ",
          )}. A page's later states (a decision's panel, the since-last-move card) are weighed in Chromium by test/browser/page-weight.test.ts, which prints each one's margin.`,
      ],
      targets,
    };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
