/**
 * How a player wants to be told it is their turn: an email address, a webhook (Discord, Slack, or
 * generic JSON signed with HMAC) and/or a browser's push subscription, optionally as a digest.
 * Kept in the room only.
 */
import * as z from "zod/mini";
import { specialHost } from "./addresses";
import { pushSubscriptionBody, type PushTarget } from "./push";

export const WEBHOOK_KINDS = ["discord", "slack", "json"] as const;
export type WebhookKind = (typeof WEBHOOK_KINDS)[number];
export const DIGEST_HOURS = [0, 1, 3, 6, 12, 24] as const;

export interface Contact {
  email: string | null;
  webhook: { url: string; kind: WebhookKind; secret: string } | null;
  /** One browser's Web Push subscription (absent in contacts saved before push existed). */
  push?: PushTarget | null;
  /** 0: a message per turn; N: at most one message per N hours. */
  digestHours: number;
  enabled: boolean;
}

export const contactBody = z.strictObject({
  email: z.nullable(
    z
      .string()
      .check(
        z.maxLength(254, "An email address is at most 254 characters."),
        z.regex(/^[^\s@<>()",;:\\[\]]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/, "That is not an email address."),
      ),
  ),
  webhook: z.nullable(
    z.strictObject({
      url: z.string().check(z.maxLength(500, "A webhook URL is at most 500 characters.")),
      kind: z.enum(WEBHOOK_KINDS),
    }),
  ),
  /** Absent: keep the saved subscription; null: forget it. */
  push: z.optional(z.nullable(pushSubscriptionBody)),
  digestHours: z._default(
    z.union(
      DIGEST_HOURS.map((h) => z.literal(h)) as [z.ZodMiniLiteral<number>, ...z.ZodMiniLiteral<number>[]],
    ),
    0,
  ),
  enabled: z._default(z.boolean(), true),
});

export type ContactInput = z.infer<typeof contactBody>;

/** True for any host that is not public: loopback, private, link-local, every special-purpose range. */
export function isPrivateHost(hostname: string): boolean {
  return specialHost(hostname) !== null;
}

/**
 * Checks a webhook URL; returns why it is refused, or null. In production only https URLs to
 * public hosts are accepted. In development http and https to this machine (the local sink) are
 * allowed too, and names reserved for tests; every other special-purpose address is refused, and
 * names that spell one or sit under an address service (./spelled). Names are not resolved: what
 * a name resolves to when the fetch happens is Cloudflare's edge's business, and it reaches no
 * private network of ours (docs/operations.md, "Notifications").
 */
export function webhookProblem(raw: string, production: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "The webhook is not a URL.";
  }
  if (url.username || url.password) return "A webhook URL may not carry a user name or password.";
  const web = url.protocol === "https:" || url.protocol === "http:";
  const special = web ? specialHost(url.hostname) : null;
  const refused =
    special && `A webhook must be a public address, not a private or loopback one: ${special.reason}.`;
  if (production) {
    if (url.protocol !== "https:") return "A webhook must be an https:// URL.";
    return refused || null;
  }
  if (web && special?.loopback) return null;
  if (special && !special.testName) return refused;
  if (url.protocol === "https:") return null;
  return "A webhook must be an https:// URL (http:// only to this machine, in development).";
}

/** What the owner sees of their settings (the signing secret included: it is theirs). */
export function contactView(contact: Contact | null) {
  return contact
    ? { ...contact, push: contact.push ?? null }
    : { email: null, webhook: null, push: null, digestHours: 0, enabled: false };
}
