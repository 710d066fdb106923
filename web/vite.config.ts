import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

// The web pages: one SPA (index.html) with a lazy-loaded chunk per page and per game sheet.
// The Worker serves dist/web as static assets and index.html for every non-/api path.
const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  root,
  base: "/",
  build: {
    outDir: fileURLToPath(new URL("../dist/web", import.meta.url)),
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    reportCompressedSize: true,
  },
  server: {
    // The pages import the pure engine and game rules from ../worker for client-side verification.
    fs: { allow: [fileURLToPath(new URL("..", import.meta.url))] },
    proxy: { "/api": { target: "http://127.0.0.1:8787", ws: true } },
  },
});
