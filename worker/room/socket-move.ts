/**
 * Moves on a game's live socket. A page that listens on the socket sends its moves there too: no
 * HTTP request and no Worker between it and the room. The checks are `POST /moves`'s (the same rate
 * limit and key, the JSON limits, the schema, then the token, the idempotency key and the version in
 * the room), and so is the answer, sent back to that socket only, after the move is stored.
 */
import { parseJson } from "../input/json";
import { KEY, TOKEN } from "../input/move";
import { spend } from "../input/rate-limit";
import { fail, type MoveInput, type Reply, type SocketMove as SocketMoveInput } from "../wire";

/** What the room keeps with each socket (kept through hibernation): the client's address and whether it may move. */
export interface SocketTag {
  client: string;
  mayMove: boolean;
}

/** The tag of a socket opened by `request` (the Worker passes the upgrade request on as it came). */
export function socketTag(request: Request): SocketTag {
  const origin = request.headers.get("Origin");
  return {
    client: request.headers.get("CF-Connecting-IP") ?? "",
    // Changes come from our own pages or from tools (no Origin), as CORS keeps it for HTTP;
    // other sites' pages (the blog widget) only listen.
    mayMove: origin === null || origin === new URL(request.url).origin,
  };
}

const FIELDS = new Set(["type", "token", "move", "version", "key"]);

/**
 * Why `value` is not a socket move, or null. By hand, not with zod (a tenth of a socket move's CPU):
 * `POST /moves`'s schema (input/move.ts, `moveBody`) plus `type` and `token`;
 * live-moves.test.ts checks that both refuse the same inputs.
 */
export function socketMoveProblem(value: unknown): string | null {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return "Invalid input: expected object";
  const v = value as Record<string, unknown>;
  const extra = Object.keys(v).filter((k) => !FIELDS.has(k));
  if (extra.length)
    return `Unrecognized key${extra.length > 1 ? "s" : ""}: ${extra.map((k) => `"${k}"`).join(", ")}`;
  if (v.type !== "move") return 'type: Invalid input: expected "move"';
  if (typeof v.token !== "string" || !TOKEN.test(v.token))
    return "token: the 22 characters after # in your seat link.";
  if (typeof v.move !== "object" || v.move === null || Array.isArray(v.move))
    return "move: Invalid input: expected record";
  if (typeof v.version !== "number" || !Number.isSafeInteger(v.version) || v.version < 0)
    return "version: Invalid input: expected a whole number from 0";
  if (typeof v.key !== "string" || !KEY.test(v.key))
    return "key: The idempotency key is 8 to 100 characters of A-Z, a-z, 0-9, _ . : -";
  return null;
}

/** A socket message read as a seat's move, or the reply that refuses it (nothing is stored). */
export type SocketMove =
  | { key: string; token: string; input: MoveInput }
  | { key: string | null; reply: Reply };

export async function readSocketMove(
  message: string | ArrayBuffer,
  tag: SocketTag,
  env: { WRITE_LIMIT: RateLimit; BOXCARS_ENV?: string },
  gameId: string,
): Promise<SocketMove> {
  if (!tag.mayMove)
    return {
      key: null,
      reply: fail(
        403,
        "cross_origin",
        "Only this site's pages may move on the live socket; other sites' pages may listen.",
      ),
    };
  // Counted before the message is read, as for HTTP: the same budget for both ways of moving.
  if (!(await spend(env.WRITE_LIMIT, env, tag.client, gameId)))
    return {
      key: null,
      reply: fail(429, "rate_limited", "Too many changes to this game from your address; wait a minute."),
    };
  if (typeof message !== "string")
    return { key: null, reply: fail(400, "bad_message", "Live socket messages are JSON text.") };
  const parsed = parseJson(message);
  if (!("value" in parsed)) return { key: null, reply: fail(parsed.status, parsed.code, parsed.message) };
  const problem = socketMoveProblem(parsed.value);
  if (problem) return { key: keyOf(parsed.value), reply: fail(400, "bad_request", problem) };
  const { token, move, version, key } = parsed.value as SocketMoveInput;
  return { key, token, input: { move, version, key } };
}

/** The message's key when it has one, so the page can match even a refusal to its move. */
function keyOf(value: unknown): string | null {
  const key = (value as { key?: unknown } | null)?.key;
  return typeof key === "string" && key.length <= 100 ? key : null;
}

/** The reply to a socket move: `{type:"reply", key, status, body}`, body the JSON HTTP would answer. */
export function replyMessage(key: string | null, reply: Reply): string {
  return `{"type":"reply","key":${JSON.stringify(key)},"status":${reply.status},"body":${reply.json}}`;
}
