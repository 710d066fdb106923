/**
 * Checks every JSON input passes before anything recurses over it, whichever way it came (an HTTP
 * body, a message on a game's live socket): its size and depth, then JSON itself, then `__proto__`.
 */
import type * as z from "zod/mini";

/** Deeper than any request or record we make (a record is about 5 levels deep). */
export const MAX_JSON_DEPTH = 32;
/** The default size limit of a JSON body; routes that take more (records) say so. */
export const MAX_JSON_BYTES = 16 * 1024;

/**
 * Why a JSON text may not be parsed, or null: too many bytes, or nesting deeper than `maxDepth`.
 * One pass over the characters, without recursion, before anything (JSON.parse, zod, the RPC to
 * a room, canonical hashing) recurses over the value.
 */
export function jsonTextProblem(
  text: string,
  maxDepth = MAX_JSON_DEPTH,
  maxBytes = MAX_JSON_BYTES,
): { code: string; message: string } | null {
  // A UTF-16 unit is at least one UTF-8 byte, so the exact count is needed only near the limit.
  if (
    text.length > maxBytes ||
    (text.length * 3 > maxBytes && new TextEncoder().encode(text).length > maxBytes)
  ) {
    return { code: "too_large", message: `Request bodies are limited to ${maxBytes} bytes.` };
  }
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // a backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) {
      inString = true;
    } else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > maxDepth)
        return {
          code: "too_deep",
          message: `JSON may nest arrays and objects at most ${maxDepth} levels deep.`,
        };
    } else if (ch === 0x5d || ch === 0x7d) {
      depth--;
    }
  }
  return null;
}

/**
 * Where a parsed value has a `__proto__` member, or null. JSON.parse keeps it as an own member,
 * but copying the value (zod's records, spreads) silently drops it or makes it a prototype.
 * Iterative: the value's depth is bounded already, but the walk need not rely on it.
 */
export function protoMember(value: unknown): string | null {
  type Step = { value: unknown; key: string; parent: Step | null };
  const where = (step: Step | null, last: string) => {
    const keys = [last];
    for (let s = step; s?.parent; s = s.parent) keys.unshift(s.key);
    return keys.join(".");
  };
  const stack: Step[] = [{ value, key: "", parent: null }];
  while (stack.length) {
    const step = stack.pop()!;
    const v = step.value;
    if (typeof v !== "object" || v === null) continue;
    if (!Array.isArray(v) && Object.hasOwn(v, "__proto__")) return where(step, "__proto__");
    for (const key in v) stack.push({ value: (v as Record<string, unknown>)[key], key, parent: step });
  }
  return null;
}

/** Why an input was refused: the HTTP status it answers with, a code and words for people. */
export interface InputProblem {
  status: 400 | 413;
  code: string;
  message: string;
}

/** `text` parsed as JSON after the size and depth checks, with no `__proto__` member anywhere; or why not. */
export function parseJson(text: string, maxBytes = MAX_JSON_BYTES): { value: unknown } | InputProblem {
  const problem = jsonTextProblem(text, MAX_JSON_DEPTH, maxBytes);
  if (problem) return { status: problem.code === "too_large" ? 413 : 400, ...problem };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { status: 400, code: "bad_json", message: "The request body is not valid JSON." };
  }
  const proto = protoMember(value);
  if (proto)
    return {
      status: 400,
      code: "bad_request",
      message: `${proto}: a member named __proto__ is not allowed.`,
    };
  return { value };
}

/** A schema's first problem with an input, in words ("version: Invalid input…"). */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const where = issue.path.length ? `${issue.path.join(".")}: ` : "";
  return `${where}${issue.message}`;
}
