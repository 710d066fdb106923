/** Small request helpers: JSON errors, body parsing against a schema, the bearer token. */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type * as z from "zod/mini";
import type { Reply } from "./reply";

export class ApiError extends Error {
  constructor(readonly status: ContentfulStatusCode, readonly code: string, message: string) {
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

/** Parses a JSON body (any content type) and validates it; 400 with the first problem otherwise. */
export async function body<T extends z.ZodMiniType>(c: Context, schema: T): Promise<z.infer<T>> {
  let value: unknown;
  try {
    value = JSON.parse(await c.req.text());
  } catch {
    throw new ApiError(400, "bad_json", "The request body is not valid JSON.");
  }
  const parsed = schema.safeParse(value);
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
  if (!match || !shape.test(match[1])) throw new ApiError(403, "bad_token", "The Authorization header must be 'Bearer <token from your link>'.");
  return match[1];
}
