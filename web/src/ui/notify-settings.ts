/** The notify dialog's choices (digests, webhook kinds) and the checks it makes on what the server holds. */
import type { NotificationSettings } from "#wire";
import type { ContactInput } from "../seat-api";

export type Kind = "" | "discord" | "slack" | "json";

export const DIGESTS: [number, string][] = [
  [0, "A message for every turn"],
  [1, "At most one an hour"],
  [3, "At most one every 3 hours"],
  [6, "At most one every 6 hours"],
  [12, "At most one every 12 hours"],
  [24, "At most one a day"],
];

export const PLACEHOLDER: Record<Kind, string> = {
  "": "",
  discord: "https://discord.com/api/webhooks/…",
  slack: "https://hooks.slack.com/services/…",
  json: "https://example.com/boxcars-hook",
};

/** Development servers capture mail and webhooks at /dev/messages; production answers 404. */
let devServer: Promise<boolean> | null = null;
export function isDevServer(): Promise<boolean> {
  devServer ??= fetch("/dev/messages.json", { method: "HEAD", cache: "no-store" }).then(
    (r) => r.ok,
    () => false,
  );
  return devServer;
}

/** Whether the form differs from the saved contact (a test saves it first). */
export function changed(saved: NotificationSettings["contact"] | undefined, now: ContactInput): boolean {
  if (!saved) return true;
  return (
    now.email !== saved.email ||
    now.webhook?.url !== saved.webhook?.url ||
    now.webhook?.kind !== saved.webhook?.kind ||
    now.digestHours !== saved.digestHours ||
    now.enabled !== saved.enabled
  );
}

/**
 * A test's outcome from the deliveries, once its messages (one per channel, sent after `since`) are
 * all out or failing: what to say and whether it failed; null while any is still pending.
 */
export function testOutcome(
  deliveries: NotificationSettings["deliveries"],
  since: number,
): { message: string; failed: boolean } | null {
  const tests = deliveries.filter((d) => d.kind === "test" && Date.parse(d.at) > since);
  if (!tests.length || tests.some((d) => d.status === "pending" && !d.error)) return null;
  const failed = tests.find((d) => d.status !== "sent");
  const why = (failed?.error ?? failed?.status ?? "").replace(/\.$/, "");
  return {
    message: failed ? `The test did not get through: ${why}.` : "Test message sent.",
    failed: Boolean(failed),
  };
}
