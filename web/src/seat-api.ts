/**
 * A seat's own settings over the API: notification contacts, standing orders and private notes. Only the play
 * page's panels use them, so they stay out of the pages that only watch or replay.
 */
import type { NotificationSettings, StandingOrder } from "#wire";
import { request } from "./api";

/** A browser's push subscription as the server keeps it (`PushSubscription.toJSON()`). */
export interface PushInput {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}

/** What `PUT /api/games/:id/notifications` takes. `push` left out keeps the saved one; null forgets it. */
export interface ContactInput {
  email: string | null;
  webhook: { url: string; kind: "discord" | "slack" | "json" } | null;
  push?: PushInput | null;
  digestHours: number;
  enabled: boolean;
}

/** The browser subscription saved for this seat, if any. */
export const savedPush = (settings: NotificationSettings): PushInput | null =>
  (settings.contact as { push?: PushInput | null }).push ?? null;

const path = (id: string, rest: string) => `/api/games/${encodeURIComponent(id)}/${rest}`;

export const seatApi = {
  notifications: (id: string, token: string) =>
    request<NotificationSettings>("GET", path(id, "notifications"), { token }),

  saveNotifications: (id: string, token: string, contact: ContactInput) =>
    request<NotificationSettings>("PUT", path(id, "notifications"), { token, body: contact }),

  testNotification: (id: string, token: string) =>
    request<unknown>("POST", path(id, "notifications/test"), { token, body: {} }),

  orders: (id: string, token: string) => request<StandingOrder>("GET", path(id, "orders"), { token }),

  saveOrders: (id: string, token: string, order: Record<string, unknown> | null) =>
    request<StandingOrder>("PUT", path(id, "orders"), { token, body: { order } }),

  /** The seat's private notes (only its own token reads them); "" deletes them. */
  notes: (id: string, token: string) => request<SeatNote>("GET", path(id, "notes"), { token }),

  saveNotes: (id: string, token: string, text: string) =>
    request<SeatNote>("PUT", path(id, "notes"), { token, body: { text } }),
};

interface SeatNote {
  text: string;
  at: string | null;
}
