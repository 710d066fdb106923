import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { minifyLitCss } from "./minify-css";

// The blog widget: one small ES module at a fixed, unhashed address (dist/web/embed.js), so other
// sites can load `<script type="module" src="https://HOST/embed.js">`. Built after the pages
// (web/vite.config.ts) into the same folder, which it must not empty.
export default defineConfig({
  plugins: [minifyLitCss()],
  root: fileURLToPath(new URL(".", import.meta.url)),
  publicDir: false,
  build: {
    outDir: fileURLToPath(new URL("../dist/web", import.meta.url)),
    emptyOutDir: false,
    target: "es2022",
    minify: "oxc",
    // Library builds keep whitespace by default; this file is served to browsers as is.
    rolldownOptions: { output: { minify: true } },
    sourcemap: false,
    reportCompressedSize: true,
    lib: {
      entry: fileURLToPath(new URL("src/embed/index.ts", import.meta.url)),
      formats: ["es"],
      fileName: () => "embed.js",
    },
  },
});
