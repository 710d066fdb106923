/**
 * Sends one message on one channel. Email goes through Cloudflare's email sending where the
 * EMAIL binding and MAIL_FROM are configured, else (development) into D1's dev_messages.
 * Webhooks are POSTed as Discord, Slack or signed generic JSON, each in the form ./formats gives it
 * (user text escaped for that channel); pushes go through ./push. Throws on any failure
 * (`PushGone` when a push subscription has ended).
 */
import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import { drizzle } from "drizzle-orm/d1";
import { devMessages } from "../../schema/tables";
import { webhookProblem, type Contact } from "./contacts";
import { discordBody, emailParts, jsonBody, slackBody } from "./formats";
import type { Message } from "./messages";
import { sendPush, type PushEnv } from "./push";

export type Channel = "email" | "webhook" | "push";

/** What sending needs of the Worker's bindings (a structural slice of Env, so notify/ does not import env.ts). */
export interface SendEnv extends PushEnv {
  /** Cloudflare Email Service's send binding; with MAIL_FROM set, emails go out through it. */
  EMAIL?: SendEmail;
  MAIL_FROM?: string;
}

export function signature(secret: string, body: string): string {
  return `sha256=${bytesToHex(hmac(sha256, utf8ToBytes(secret), utf8ToBytes(body)))}`;
}

export function canEmail(env: SendEnv): boolean {
  return Boolean(env.EMAIL && env.MAIL_FROM) || env.BOXCARS_ENV !== "production";
}

export async function send(
  env: SendEnv,
  channel: Channel,
  contact: Contact,
  message: Message,
  delivery: string,
): Promise<void> {
  if (channel === "email") {
    if (!contact.email) throw new Error("no email address");
    const { subject, text } = emailParts(message);
    if (env.EMAIL && env.MAIL_FROM) {
      await env.EMAIL.send({
        from: env.MAIL_FROM,
        to: contact.email,
        subject,
        text,
        headers: { "X-Boxcars-Delivery": delivery },
      });
    } else {
      await drizzle(env.DB)
        .insert(devMessages)
        .values({
          at: new Date().toISOString(),
          channel: "email",
          to: contact.email,
          subject,
          body: text,
          headers: { "X-Boxcars-Delivery": delivery },
        });
    }
    return;
  }
  if (channel === "push") {
    if (!contact.push) throw new Error("no push subscription");
    return sendPush(env, contact.push, message, delivery);
  }
  const hook = contact.webhook;
  if (!hook) throw new Error("no webhook");
  // Checked again at each delivery: a webhook saved before a rule existed is held to it too.
  const problem = webhookProblem(hook.url, env.BOXCARS_ENV === "production");
  if (problem) throw new Error(problem);
  const body = JSON.stringify(
    hook.kind === "discord"
      ? discordBody(message)
      : hook.kind === "slack"
        ? slackBody(message)
        : jsonBody(message, delivery),
  );
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    "User-Agent": "Boxcars-Notifier/1",
    "X-Boxcars-Delivery": delivery,
  };
  if (hook.kind === "json") headers["X-Boxcars-Signature"] = signature(hook.secret, body);
  const response = await fetch(hook.url, {
    method: "POST",
    headers,
    body,
    redirect: "manual",
    signal: AbortSignal.timeout(10_000),
  });
  await response.body?.cancel();
  if (response.status < 200 || response.status >= 300) throw new Error(`webhook answered ${response.status}`);
}
