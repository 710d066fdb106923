import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { minifyLitCss } from "./minify-css";
import { noPreloadHelper } from "./no-preload-helper";
import { railDataAssets } from "./src/games/boxcars-rails/data-plugin";

// The web pages: one SPA (index.html) with a lazy-loaded chunk per page and per game sheet.
// The Worker serves dist/web as static assets and index.html for every non-/api path.
const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  root,
  plugins: [minifyLitCss(), noPreloadHelper(), railDataAssets()],
  base: "/",
  build: {
    outDir: fileURLToPath(new URL("../dist/web", import.meta.url)),
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    reportCompressedSize: true,
    // Every page's scripts come in one round trip from the same origin: preloading buys nothing here
    // (and noPreloadHelper drops the helper Vite still wraps dynamic imports in).
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Lit and its directives: one chunk every page shares, not four small ones.
            { name: "lit", test: /node_modules[\\/](lit|lit-html|lit-element|@lit[\\/]reactive-element)[\\/]/ },
            // The replay engine and what it needs (hashes, schemas): one chunk for the verify and replay pages.
            // Small helpers shared by the game pages and the replay: one chunk rather than several tiny ones
            // (not the dice faces: the rail game has none).
            { name: "common", test: /web[\\/]src[\\/](moves|time|rules|ui[\\/](drawn|sheet-element|game-sheet)|games[\\/]index)\.ts|worker[\\/]engine[\\/](types|flow)\.ts/, includeDependenciesRecursively: false },
            // The replay page and its viewer (which the verify page also loads, on demand).
            { name: "replay", test: /web[\\/]src[\\/](pages[\\/]replay|ui[\\/]replay-(viewer|controls)|steps)/, includeDependenciesRecursively: false },
            {
              name: "engine",
              test: /worker[\\/]engine[\\/](record|play|random|canonical|options|bot)\.ts|node_modules[\\/](zod|@noble)[\\/]/,
              // Not the tiny engine/types.ts the game sheets use: they need none of the rest.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    // The pages import the pure engine and game rules from ../worker for client-side verification.
    fs: { allow: [fileURLToPath(new URL("..", import.meta.url))] },
    proxy: { "/api": { target: "http://127.0.0.1:8787", ws: true } },
  },
});
