/** Small request helpers: JSON errors, body parsing against a schema, the bearer token, rate limits. */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type * as z from "zod/mini";
import type { Env } from "../env";
import type { Reply } from "../wire";
import { describeIssue, MAX_JSON_BYTES, parseJson } from "../input/json";
import { spend } from "../input/rate-limit";

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

/**
 * Reads a JSON body (any content type): refuses its size and depth before parsing it, then
 * anything that is not JSON, then a `__proto__` member anywhere. Every JSON input goes through here.
 */
export async function readJson(c: Context, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
  const parsed = parseJson(await c.req.text(), maxBytes);
  if ("value" in parsed) return parsed.value;
  throw new ApiError(parsed.status, parsed.code, parsed.message);
}

/** Reads a JSON body (see `readJson`) and validates it; 400 with the first problem otherwise. */
export async function body<T extends z.ZodMiniType>(c: Context, schema: T): Promise<z.infer<T>> {
  const parsed = schema.safeParse(await readJson(c));
  if (!parsed.success) throw new ApiError(400, "bad_request", describeIssue(parsed.error.issues[0]));
  return parsed.data;
}

export function query<T extends z.ZodMiniType>(c: Context, schema: T): z.infer<T> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw new ApiError(400, "bad_query", describeIssue(parsed.error.issues[0]));
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

/** Spends one of the client's requests in `limiter` (input/rate-limit.ts): a clear 429 past the budget. */
export async function rateLimit(
  c: Context<{ Bindings: Env }>,
  limiter: RateLimit,
  scope: string,
  tooMany: string,
): Promise<void> {
  if (await spend(limiter, c.env, clientAddress(c), scope)) return;
  c.header("Retry-After", "60");
  throw new ApiError(429, "rate_limited", `${tooMany} from your address; wait a minute.`);
}

/** The client's address as Cloudflare gives it ("" when there is none: a local tool). */
export function clientAddress(c: Context): string {
  return c.req.header("CF-Connecting-IP") ?? "";
}
