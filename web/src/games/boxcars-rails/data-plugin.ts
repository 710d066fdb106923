/**
 * A Vite plugin for the web build: the rail game's board tables (worker/games/boxcars-rails/data/*.json)
 * become hashed, cacheable asset files fetched by the page, instead of JavaScript. The rules, planner
 * and replay import them as usual; in the page each import is a module that reads its table from a map
 * that `ready()` of `virtual:rail-tables` fills (all files fetched in parallel, once). The web registry's
 * loaders for this game await `ready()` before importing anything of it. The Worker bundles them as JSON.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const PREFIX = "\0rail-data:";
const ALL = "\0rail-data-all.js";
const IMPORTER = /worker[\\/]games[\\/]boxcars-rails[\\/][^\\/]+\.ts$/;
const SOURCE = /^\.\/data\/([\w-]+)\.json$/;

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
      return `${PREFIX}${match[1]}.js`;
    },
    load(id) {
      if (id === ALL) {
        const files = readdirSync(FOLDER).filter((f) => f.endsWith(".json"));
        const imports = files.map((f, i) => `import u${i} from ${JSON.stringify(`${path.join(FOLDER, f)}?url&no-inline`)};`).join("\n");
        const entries = files.map((f, i) => `[${JSON.stringify(f.slice(0, -5))}, u${i}]`).join(", ");
        return `${imports}
const urls = [${entries}];
export const tables = new Map();
let loading;
export function ready() {
  return loading ??= Promise.all(urls.map(([name, url]) => fetch(url)
    .then((r) => { if (!r.ok) throw new Error(url + ": HTTP " + r.status); return r.json(); })
    .then((table) => { tables.set(name, table); })));
}
`;
      }
      if (!id.startsWith(PREFIX)) return null;
      const name = id.slice(PREFIX.length, -".js".length);
      // No top-level await (it would cost every page a preload helper): the registry's loaders await ready() first.
      return `import { tables } from ${JSON.stringify(ALL)};
const table = tables.get(${JSON.stringify(name)});
if (table === undefined) throw new Error("The rail game's tables are not loaded: call ready() from ${TABLES_MODULE} first.");
export default table;
`;
    },
  };
}
