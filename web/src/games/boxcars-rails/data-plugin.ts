/**
 * A Vite plugin for the web build: the rail game's board tables (worker/games/boxcars-rails/data/*.json)
 * become hashed, cacheable asset files fetched once by the page, instead of JavaScript. The rules,
 * planner and replay import them as usual; in the page each import is a module that fetches its file
 * (top-level await), so every page stays within its script budget. The Worker bundles them as JSON.
 */
import type { Plugin } from "vite";

const PREFIX = "\0rail-data:";
const IMPORTER = /worker[\\/]games[\\/]boxcars-rails[\\/][^\\/]+\.ts$/;
const SOURCE = /^\.\/data\/[\w-]+\.json$/;

export function railDataAssets(): Plugin {
  return {
    name: "boxcars-rail-data-assets",
    enforce: "pre",
    async resolveId(source, importer) {
      if (!importer || !SOURCE.test(source) || !IMPORTER.test(importer)) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      // The id must not end in .json, or the JSON plugin would parse this module as data.
      return resolved ? `${PREFIX}${resolved.id}.js` : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length, -".js".length);
      return `import url from ${JSON.stringify(`${file}?url&no-inline`)};\nconst response = await fetch(url);\nif (!response.ok) throw new Error(url + ": HTTP " + response.status);\nexport default await response.json();\n`;
    },
  };
}
