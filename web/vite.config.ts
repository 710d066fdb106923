import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { minifyLitCss } from "./minify-css";
import { minifyLitHtml } from "./minify-html";
import { noPreloadHelper } from "./no-preload-helper";
import { gameBuilds } from "./game-builds";

// The web pages: one SPA (index.html) with a lazy-loaded chunk per page and per game sheet.
// The Worker serves dist/web as static assets and index.html for every non-/api path.
const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  root,
  plugins: [
    minifyLitCss(),
    minifyLitHtml(),
    noPreloadHelper(),
    ...Object.values(gameBuilds).flatMap((b) => b.plugins?.() ?? []),
  ],
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
            ...Object.values(gameBuilds).flatMap((b) => b.chunks ?? []),
            // Lit and its directives: one chunk every page shares, not four small ones. Not the unsafe-*
            // directives: only the carry panel (loaded on demand) uses one, so they load with it.
            {
              name: "lit",
              test: /node_modules[\\/](lit|lit-html|lit-element|@lit[\\/]reactive-element)[\\/](?!directives[\\/]unsafe-)/,
            },
            // Small helpers shared by the game pages and the replay: one chunk rather than several tiny ones
            // (not the dice faces: the rail game has none; the number format was a 96-byte chunk of its own).
            {
              name: "common",
              test: /web[\\/]src[\\/](moves|time|rules|ui[\\/](drawn|sheet-element)|sheet[\\/]game-sheet|games[\\/]([\w-]+[\\/])?index)\.ts|worker[\\/]engine[\\/](types|flow|define|grouped)\.ts/,
              includeDependenciesRecursively: false,
            },
            // What the pages around a live game (play, host, watch) need besides their sheet, in one chunk
            // (gzip does better on one file than on a dozen small ones): the frame with its live
            // connection, small helpers (storage, names, the table's API). The home page
            // loads it too (the page it leads to needs it next).
            // Not what the verify page or a sheet also use: those are the next chunk.
            {
              name: "game-frame",
              test: /web[\\/]src[\\/](storage|table-api|live|ui[\\/](game-frame|load-when-seen|names))\.ts/,
              includeDependenciesRecursively: false,
            },
            // The list of recent moves, below the sheet: loaded when it comes on screen.
            {
              name: "move-list",
              test: /web[\\/]src[\\/]ui[\\/]move-list\.ts/,
              includeDependenciesRecursively: false,
            },
            // A seat's standing orders' form and its settings' API, loaded when the seat opens them.
            {
              name: "seat-panels",
              test: /web[\\/]src[\\/](seat-api|ui[\\/]orders-panel)\.ts/,
              includeDependenciesRecursively: false,
            },
            // Shared by those pages, the verify page and a sheet: the API client and the "confirm moves" setting.
            {
              name: "api",
              test: /web[\\/]src[\\/](api|sheet[\\/]confirm-setting)\.ts/,
              includeDependenciesRecursively: false,
            },
            // The replay page and its viewer (which the verify page also loads, on demand).
            {
              name: "replay",
              test: /web[\\/]src[\\/](pages[\\/]replay|ui[\\/]replay-(viewer|controls)|steps)/,
              includeDependenciesRecursively: false,
            },
            // The turn flow with dice handed in and the options check: what the replay page plays a record
            // with (its own dice); the verifier below builds on it (so this chunk must not import that one).
            {
              name: "recorded",
              test: /worker[\\/]engine[\\/](step|dice|recorded|options)\.ts/,
              includeDependenciesRecursively: false,
            },
            {
              // The verifier: the seed's dice (HMAC) and the state hashes. (The schema library is not
              // here: only an imported record file needs it, record-file.ts.)
              name: "engine",
              test: /worker[\\/]engine[\\/](record|play|random|canonical)\.ts|node_modules[\\/]@noble[\\/]/,
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
