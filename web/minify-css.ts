/**
 * A build step for Lit's `css` tagged templates: drops comments and the whitespace around
 * punctuation, which the JavaScript minifier leaves inside template strings. Only templates
 * without `${…}` are touched; selectors keep their meaning (spaces before `:` and inside values
 * and selectors stay).
 */
import type { Plugin } from "vite";

export function minifyCss(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\s+/g, " ")
    .replace(/\s*([{};,>])\s*/g, "$1")
    .replace(/:\s+/g, ":")
    .replace(/;}/g, "}")
    .trim();
}

export function minifyLitCss(): Plugin {
  return {
    name: "boxcars-minify-lit-css",
    apply: "build",
    transform(code, id) {
      if (!/[\\/]web[\\/]src[\\/].*\.ts$/.test(id) || !code.includes("css`")) return null;
      const out = code.replace(/\bcss`([^`$\\]*)`/g, (_all, body: string) => `css\`${minifyCss(body)}\``);
      return out === code ? null : { code: out, map: null };
    },
  };
}
