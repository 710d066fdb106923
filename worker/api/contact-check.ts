/** The check a seat's or a league player's contact passes before a room stores it: email only where it can be sent, a webhook that may be called. */
import type { Env } from "../env";
import { webhookProblem, type ContactInput } from "../notify/contacts";
import { canEmail } from "../notify/send";
import { ApiError } from "./http";

export function checkedContact<C extends ContactInput>(env: Env, contact: C): C {
  if (contact.email && !canEmail(env))
    throw new ApiError(400, "email_unavailable", "Email is not configured on this server; use a webhook.");
  const problem = contact.webhook && webhookProblem(contact.webhook.url, env.BOXCARS_ENV === "production");
  if (problem) throw new ApiError(400, "bad_webhook", problem);
  return contact;
}
