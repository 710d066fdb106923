/**
 * What the room answers the Worker: a status and a JSON text (strings cross the RPC boundary
 * cheaply and type-safely); errors are `{error:{code,message}}`.
 */
import type { ContentfulStatusCode } from "hono/utils/http-status";

export interface Reply {
  status: ContentfulStatusCode;
  json: string;
}

export function ok(body: unknown, status: ContentfulStatusCode = 200): Reply {
  return { status, json: JSON.stringify(body) };
}

export function fail(status: ContentfulStatusCode, code: string, message: string, extra: Record<string, unknown> = {}): Reply {
  return ok({ error: { code, message }, ...extra }, status);
}
