/**
 * The build's template step (web/minify-html.ts): indentation goes from `html` and `svg` templates'
 * static text, and nothing else moves: not the expressions, not other template strings, not a
 * template that holds pre-formatted text.
 */
import { describe, expect, it } from "vitest";
import { minifyHtmlTemplates } from "../../web/minify-html";

describe("minifyHtmlTemplates", () => {
  it("takes the indentation out of html and svg templates and keeps each line break", () => {
    const source = [
      "const a = html`<div>",
      "    <span>${name}</span>",
      "      <b>x</b>",
      "  </div>`;",
      "const b = svg`<g>",
      '\t\t<circle r="1" /></g>`;',
    ].join("\n");
    expect(minifyHtmlTemplates(source)).toBe(
      [
        "const a = html`<div>",
        "<span>${name}</span>",
        "<b>x</b>",
        "</div>`;",
        "const b = svg`<g>",
        '<circle r="1" /></g>`;',
      ].join("\n"),
    );
  });

  it("leaves the expressions, nested templates' code, other tags and plain template strings alone", () => {
    const source = [
      "const a = html`<p>",
      "  ${items.map((item) =>",
      "      item.ok",
      "        ? html`<i>",
      "            ${item.name}</i>`",
      "        : other`",
      "            kept`,",
      "  )}",
      "  </p>`;",
      "const text = `line one",
      "    line two`;",
    ].join("\n");
    expect(minifyHtmlTemplates(source)).toBe(
      [
        "const a = html`<p>",
        "${items.map((item) =>",
        "      item.ok",
        "        ? html`<i>",
        "${item.name}</i>`",
        "        : other`",
        "            kept`,",
        "  )}",
        "</p>`;",
        "const text = `line one",
        "    line two`;",
      ].join("\n"),
    );
  });

  it("leaves a template with <pre> or <textarea> whole", () => {
    for (const tag of ["pre", "textarea"]) {
      const source = `const a = html\`<${tag}>one\n    two</${tag}>\n    <p>x</p>\`;`;
      expect(minifyHtmlTemplates(source)).toBe(source);
    }
  });
});
