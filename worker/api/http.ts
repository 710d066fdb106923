/** Small request helpers: JSON errors, body parsing against a schema, the bearer token, rate limits. */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type * as z from "zod/mini";
import type { Env } from "../env";
import type { Reply } from "../wire";

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export function send(c: Context, reply: Reply): Response {
  return c.body(reply.json, reply.status, { "Content-Type": "application/json; charset=UTF-8" });
}

function describe(issue: z.core.$ZodIssue): string {
  const where = issue.path.length ? `${issue.path.join(".")}: ` : "";
  return `${where}${issue.message}`;
}

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

/**
 * Reads a JSON body (any content type): refuses its size and depth before parsing it, then
 * anything that is not JSON, then a `__proto__` member anywhere. Every JSON input goes through here.
 */
export async function readJson(c: Context, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
  const text = await c.req.text();
  const problem = jsonTextProblem(text, MAX_JSON_DEPTH, maxBytes);
  if (problem) throw new ApiError(problem.code === "too_large" ? 413 : 400, problem.code, problem.message);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(400, "bad_json", "The request body is not valid JSON.");
  }
  const proto = protoMember(value);
  if (proto) throw new ApiError(400, "bad_request", `${proto}: a member named __proto__ is not allowed.`);
  return value;
}

/** Reads a JSON body (see `readJson`) and validates it; 400 with the first problem otherwise. */
export async function body<T extends z.ZodMiniType>(c: Context, schema: T): Promise<z.infer<T>> {
  const parsed = schema.safeParse(await readJson(c));
  if (!parsed.success) throw new ApiError(400, "bad_request", describe(parsed.error.issues[0]));
  return parsed.data;
}

export function query<T extends z.ZodMiniType>(c: Context, schema: T): z.infer<T> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw new ApiError(400, "bad_query", describe(parsed.error.issues[0]));
  return parsed.data;
}

/** The bearer token, or null when none was sent. A malformed one is refused outright. */
export function bearer(c: Context, shape: RegExp): string | null {
  const header = c.req.header("Authorization");
  if (!header) return null;
  const match = /^Bearer (\S+)$/.exec(header);
  if (!match || !shape.test(match[1]))
    throw new ApiError(403, "bad_token", "The Authorization header must be 'Bearer <token from your link>'.");
  return match[1];
}

/**
 * Spends one of the client's requests in `limiter` (per address, and per `scope` when given): a
 * clear 429 past the budget. In development, this machine's own tools (tests, soak, benchmarks)
 * are not limited; any other address is, so tests prove the 429 with a `CF-Connecting-IP`.
 */
export async function rateLimit(
  c: Context<{ Bindings: Env }>,
  limiter: RateLimit,
  scope: string,
  tooMany: string,
): Promise<void> {
  const client = clientAddress(c);
  if (isLocal(c, client)) return;
  const { success } = await limiter.limit({ key: scope ? `${client}:${scope}` : client });
  if (!success) {
    c.header("Retry-After", "60");
    throw new ApiError(429, "rate_limited", `${tooMany} from your address; wait a minute.`);
  }
}

/** The client's address as Cloudflare gives it ("" when there is none: a local tool). */
export function clientAddress(c: Context): string {
  return c.req.header("CF-Connecting-IP") ?? "";
}

/** This machine's own tools in development, which no limit applies to. */
export function isLocal(c: Context<{ Bindings: Env }>, client: string): boolean {
  return (client === "" || client === "127.0.0.1" || client === "::1") && c.env.BOXCARS_ENV === "development";
}
