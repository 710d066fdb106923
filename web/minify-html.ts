/**
 * A build step for Lit's `html` and `svg` tagged templates: the indentation after each line break in
 * their static text goes, which the JavaScript minifier keeps (it is part of the string). The line
 * break stays, so where there was whitespace there still is, and it renders as before (one space,
 * or none between blocks). A template that holds `<pre` or `<textarea` is left whole: there the
 * whitespace is the content. Found with TypeScript's parser, so nothing outside a template moves.
 */
import ts from "typescript";
import type { Plugin } from "vite";

const TAGS = new Set(["html", "svg"]);

/** `source` with the indentation taken out of its `html` and `svg` templates' static text. */
export function minifyHtmlTemplates(source: string, fileName = "file.ts"): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isTaggedTemplateExpression(node) &&
      ts.isIdentifier(node.tag) &&
      TAGS.has(node.tag.text) &&
      !/<(pre|textarea)\b/.test(node.template.getText(file))
    ) {
      const template = node.template;
      const parts = ts.isNoSubstitutionTemplateLiteral(template)
        ? [template]
        : [template.head, ...template.templateSpans.map((span) => span.literal)];
      for (const part of parts) {
        const start = part.getStart(file);
        const text = source.slice(start, part.end);
        const out = text.replace(/\n[ \t]+/g, "\n");
        if (out !== text) edits.push({ start, end: part.end, text: out });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = source;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

export function minifyLitHtml(): Plugin {
  return {
    name: "boxcars-minify-lit-html",
    apply: "build",
    transform(code, id) {
      if (!/[\\/]web[\\/]src[\\/].*\.ts$/.test(id) || !/\b(html|svg)`/.test(code)) return null;
      const out = minifyHtmlTemplates(code, id);
      return out === code ? null : { code: out, map: null };
    },
  };
}
