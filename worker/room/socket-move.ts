/**
 * Moves on a game's live socket. A page that listens on the socket sends its moves there too: no
 * HTTP request and no Worker between it and the room. The checks are `POST /moves`'s (the same rate
 * limit and key, the JSON limits, the schema, then the token, the idempotency key and the version in
 * the room), and so is the answer, sent back to that socket only, after the move is stored.
 */
import * as z from "zod/mini";
import { describeIssue, parseJson } from "../input/json";
import { moveBody, TOKEN } from "../input/move";
import { spend } from "../input/rate-limit";
import { fail, type MoveInput, type Reply } from "../wire";

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

const socketMove = z.strictObject({
  ...moveBody.shape,
  type: z.literal("move"),
  token: z.string().check(z.regex(TOKEN, "token is the 22 characters after # in your seat link.")),
});

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
  const key = keyOf(parsed.value);
  const checked = socketMove.safeParse(parsed.value);
  if (!checked.success)
    return { key, reply: fail(400, "bad_request", describeIssue(checked.error.issues[0])) };
  const { token, move, version } = checked.data;
  return { key: checked.data.key, token, input: { move, version, key: checked.data.key } };
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
