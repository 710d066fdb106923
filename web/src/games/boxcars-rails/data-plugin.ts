/**
 * A Vite plugin for the web build: the rail game's board tables (worker/games/boxcars-rails/data/*.json,
 * and the British board's in data/gb/) become hashed, cacheable asset files fetched by the page, instead
 * of JavaScript. The rules, planner and replay import them as usual; in the page each import is a module
 * that reads its table from a map that `ready(board)` of `virtual:rail-tables` fills (the US tables
 * always, a board's own folder only for a game on it; fetched in parallel, once). The web registry's
 * loaders for this game await `ready()` before the game's code uses a board. The Worker bundles them
 * as JSON. Each table is a live binding, undefined until its board is loaded (data.ts reads it only
 * when the board is first used).
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const PREFIX = "\0rail-data:";
const ALL = "\0rail-data-all.js";
const IMPORTER = /worker[\\/]games[\\/]boxcars-rails[\\/][^\\/]+\.ts$/;
const SOURCE = /^\.\/data\/((?:[a-z]+\/)?[\w-]+)\.json$/;
const BOARDS = ["gb"];

/** The page's handle on the tables: `ready()` fetches them all (once); import it before the rail game's modules. */
export const TABLES_MODULE = "virtual:rail-tables";
const FOLDER = fileURLToPath(new URL("../../../../worker/games/boxcars-rails/data", import.meta.url));

export function railDataAssets(): Plugin {
  return {
    name: "boxcars-rail-data-assets",
    enforce: "pre",
    resolveId(source, importer) {
      if (source === ALL || source === TABLES_MODULE) return ALL;
      const match = SOURCE.exec(source);
      if (!importer || !match || !IMPORTER.test(importer)) return null;
      // The id must not end in .json, or the JSON plugin would parse this module as data.
      return `${PREFIX}${match[1].replace("/", "~")}.js`;
    },
    load(id) {
      if (id === ALL) {
        const files = [FOLDER, ...BOARDS.map((b) => path.join(FOLDER, b))].flatMap((dir) =>
          readdirSync(dir)
            .filter((f) => f.endsWith(".json"))
            .map((f) => path.relative(FOLDER, path.join(dir, f))),
        );
        const imports = files
          .map((f, i) => `import u${i} from ${JSON.stringify(`${path.join(FOLDER, f)}?url&no-inline`)};`)
          .join("\n");
        const entries = files.map((f, i) => `[${JSON.stringify(f.slice(0, -5))}, u${i}]`).join(", ");
        return `${imports}
const urls = [${entries}];
export const tables = new Map();
const listeners = new Map();
export function listen(name, set) { listeners.set(name, set); }
const loading = new Map();
/** Fetches the US tables and, for a game on another board, that board's ("gb"). */
export function ready(board) {
  const folder = board && board !== "us" ? board + "/" : "";
  let done = loading.get(folder);
  if (!done) {
    const wanted = urls.filter(([name]) => (folder ? name.startsWith(folder) : !name.includes("/")));
    done = Promise.all([folder ? ready() : null, ...wanted.map(([name, url]) => fetch(url)
      .then((r) => { if (!r.ok) throw new Error(url + ": HTTP " + r.status); return r.json(); })
      .then((table) => { tables.set(name, table); listeners.get(name)?.(table); }))]);
    loading.set(folder, done);
  }
  return done.then(() => undefined);
}
`;
      }
      if (!id.startsWith(PREFIX)) return null;
      const name = id.slice(PREFIX.length, -".js".length).replace("~", "/");
      // A live binding, undefined until its board's tables are fetched: data.ts reads a table only
      // when its board is first used, so these modules may load (in one chunk with the registry's
      // loaders) before ready() has run.
      return `import { tables, listen } from ${JSON.stringify(ALL)};
let table = tables.get(${JSON.stringify(name)});
listen(${JSON.stringify(name)}, (loaded) => { table = loaded; });
export { table as default };
`;
    },
  };
}
