/**
 * A Vite plugin for the web build: the rail game's board tables (worker/games/boxcars-rails/data/*.json)
 * become hashed, cacheable asset files fetched by the page, instead of JavaScript. The rules, planner
 * and replay import them as usual; in the page each import is a module that awaits its file (top-level
 * await), so every page stays within its script budget. The first of them starts every fetch at once
 * (one small module lists them), so the files arrive in parallel. The Worker bundles them as JSON.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const PREFIX = "\0rail-data:";
const ALL = "\0rail-data-all.js";
const IMPORTER = /worker[\\/]games[\\/]boxcars-rails[\\/][^\\/]+\.ts$/;
const SOURCE = /^\.\/data\/([\w-]+)\.json$/;

export function railDataAssets(): Plugin {
  let folder = "";
  return {
    name: "boxcars-rail-data-assets",
    enforce: "pre",
    resolveId(source, importer) {
      if (source === ALL) return ALL;
      const match = SOURCE.exec(source);
      if (!importer || !match || !IMPORTER.test(importer)) return null;
      folder = path.join(path.dirname(importer), "data");
      // The id must not end in .json, or the JSON plugin would parse this module as data.
      return `${PREFIX}${match[1]}.js`;
    },
    load(id) {
      if (id === ALL) {
        const files = readdirSync(folder).filter((f) => f.endsWith(".json"));
        const imports = files.map((f, i) => `import u${i} from ${JSON.stringify(`${path.join(folder, f)}?url&no-inline`)};`).join("\n");
        const entries = files.map((f, i) => `[${JSON.stringify(f.slice(0, -5))}, get(u${i})]`).join(", ");
        return `${imports}\nconst get = (url) => fetch(url).then((r) => { if (!r.ok) throw new Error(url + ": HTTP " + r.status); return r.json(); });\nexport const tables = new Map([${entries}]);\n`;
      }
      if (!id.startsWith(PREFIX)) return null;
      const name = id.slice(PREFIX.length, -".js".length);
      return `import { tables } from ${JSON.stringify(ALL)};\nexport default await tables.get(${JSON.stringify(name)});\n`;
    },
  };
}
