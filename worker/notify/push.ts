/**
 * Web Push (RFC 8030, 8291, 8292): a browser's push subscription, checked strictly, and one
 * message sent to it, encrypted (aes128gcm) and signed with the server's VAPID key. In development
 * nothing leaves the machine: the payload is captured into D1's dev_messages, like email.
 */
import { buildPushPayload } from "@block65/webcrypto-web-push";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import { drizzle } from "drizzle-orm/d1";
import * as z from "zod/mini";
import { devMessages } from "../../schema/tables";
import { specialHost } from "./addresses";
import { pushPayload } from "./formats";
import type { Message } from "./messages";

export interface PushTarget {
  endpoint: string;
  /** When the browser's push service ends the subscription (ms since 1970), if it says; absent in older contacts. */
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}

/**
 * Why a push endpoint is refused, or null. Push services are public https hosts, in development
 * as in production (a local push service does not exist), so every special-purpose address and
 * name is refused everywhere.
 */
export function endpointProblem(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "The push endpoint is not a URL.";
  }
  if (url.protocol !== "https:") return "A push endpoint must be an https:// URL.";
  if (url.username || url.password) return "A push endpoint may not carry a user name or password.";
  const special = specialHost(url.hostname);
  return special && `A push endpoint must be a public push service, not ${special.reason}.`;
}

/** Unpadded base64url, as `PushSubscription.toJSON()` gives the keys. */
const base64url = (chars: number, what: string) =>
  z.string().check(z.regex(new RegExp(`^[A-Za-z0-9_-]{${chars}}$`), what));

/** What `PushSubscription.toJSON()` gives; nothing else is accepted. */
export const pushSubscriptionBody = z.strictObject({
  endpoint: z.string().check(
    z.maxLength(1000, "A push endpoint is at most 1000 characters."),
    z.superRefine((url, ctx) => {
      const problem = endpointProblem(url);
      if (problem) ctx.addIssue({ code: "custom", message: problem, input: url });
    }),
  ),
  // A whole number of milliseconds since 1970, still to come; null (what browsers mostly say) or left out: no end known.
  expirationTime: z.optional(
    z.nullable(
      z.int().check(
        z.minimum(0, "expirationTime is a time in milliseconds since 1970."),
        z.refine((t) => t > Date.now(), "This push subscription has already expired: subscribe again."),
      ),
    ),
  ),
  keys: z.strictObject({
    // An uncompressed P-256 point: 65 bytes starting 0x04 (so its first character is "B").
    p256dh: base64url(87, "p256dh must be the browser's P-256 public key: 65 bytes in base64url.").check(
      z.refine(
        (key) => key.startsWith("B"),
        "p256dh must be an uncompressed P-256 point (its first byte 0x04).",
      ),
    ),
    auth: base64url(22, "auth must be the browser's 16-byte secret in base64url."),
  }),
});

/**
 * A public key for development servers without VAPID keys of their own, so a browser can still
 * subscribe there. Its private half was never kept: development never sends a push.
 */
export const DEVELOPMENT_PUBLIC_KEY =
  "BBxTVrfxv-qZLtrrbN1nqZ08BRWMpxzBOUkt6QHtFvpG-Kd6xFIFP_uGFGhdEY0Nghbmmt7tuv9JIKwE2rhLEV8";

/** What sending needs of the Worker's bindings (a structural slice of Env, so notify/ does not import env.ts). */
export interface PushEnv {
  BOXCARS_ENV: string;
  DB: D1Database;
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
}

const development = (env: PushEnv) => env.BOXCARS_ENV !== "production";

/** The VAPID public key pages subscribe with; null where push is not offered (production without keys). */
export function pushPublicKey(env: PushEnv): string | null {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY && env.VAPID_SUBJECT) return env.VAPID_PUBLIC_KEY;
  return development(env) ? DEVELOPMENT_PUBLIC_KEY : null;
}

/** The subscription is gone for good (the push service answered 404 or 410, or it cannot be used): drop it, no retry. */
export class PushGone extends Error {}

/** Whether the browser's key is a point on P-256 (its form was checked when it was saved). */
async function usableKey(p256dh: string): Promise<boolean> {
  const bytes = Uint8Array.from(atob(p256dh.replaceAll("-", "+").replaceAll("_", "/")), (c) =>
    c.charCodeAt(0),
  );
  return crypto.subtle.importKey("raw", bytes, { name: "ECDH", namedCurve: "P-256" }, false, []).then(
    () => true,
    () => false,
  );
}

/** A day: a turn message older than that is stale; the push service may drop it. */
const TTL_SECONDS = 24 * 3600;

export async function sendPush(
  env: PushEnv,
  target: PushTarget,
  message: Message,
  delivery: string,
): Promise<void> {
  // Past its expirationTime the subscription receives nothing more: it is dropped like one the service ended.
  if (target.expirationTime != null && target.expirationTime <= Date.now())
    throw new PushGone(
      `this browser's subscription expired at ${new Date(target.expirationTime!).toISOString()}`,
    );
  const data = pushPayload(message);
  // Messages about one game replace each other while the browser is offline (a topic is at most 32 base64url characters).
  const topic = bytesToHex(sha256(utf8ToBytes(message.link))).slice(0, 32);
  if (development(env)) {
    await drizzle(env.DB)
      .insert(devMessages)
      .values({
        at: new Date().toISOString(),
        channel: "push",
        to: new URL(target.endpoint).host,
        subject: data.title,
        body: JSON.stringify(data, null, 2),
        headers: { "X-Boxcars-Delivery": delivery, TTL: String(TTL_SECONDS), Topic: topic },
      });
    return;
  }
  if (!pushPublicKey(env)) throw new PushGone("push is not configured on this server");
  const problem = endpointProblem(target.endpoint);
  if (problem) throw new PushGone(problem);
  if (!(await usableKey(target.keys.p256dh)))
    throw new PushGone("the browser's push key is not a P-256 point");
  const request = await buildPushPayload(
    { data, options: { ttl: TTL_SECONDS, urgency: "normal", topic } },
    { ...target, expirationTime: null },
    { subject: env.VAPID_SUBJECT, publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY },
  );
  const response = await fetch(target.endpoint, {
    method: "POST",
    headers: request.headers,
    body: request.body,
    redirect: "manual",
    signal: AbortSignal.timeout(10_000),
  });
  await response.body?.cancel();
  if (response.status === 404 || response.status === 410)
    throw new PushGone(`the push service answered ${response.status}: this browser's subscription has ended`);
  if (response.status < 200 || response.status >= 300)
    throw new Error(`push service answered ${response.status}`);
}
