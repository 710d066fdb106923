/**
 * Vite wraps every dynamic import in its preload helper (1.3 KB gzipped on every page), which adds
 * `<link rel=modulepreload>` and CSS links for the chunk's imports. With `modulePreload: false` and no
 * CSS files the dependency lists are always empty, so the helper only calls the import: this plugin
 * makes it exactly that.
 */
import type { Plugin } from "vite";

export function noPreloadHelper(): Plugin {
  return {
    name: "boxcars-no-preload-helper",
    enforce: "pre",
    apply: "build",
    load(id) {
      return id.endsWith("vite/preload-helper.js") ? "export const __vitePreload = (load) => load();" : null;
    },
  };
}
