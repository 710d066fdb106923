/**
 * This browser's Web Push subscription: the service worker (/sw.js), the permission, and the
 * subscription made with the server's VAPID key. One subscription serves every game this browser
 * plays, so switching a game off only removes it from that game's settings; it stays subscribed.
 */
import { request } from "./api";
import type { PushInput } from "./seat-api";

export const pushSupported = (): boolean =>
  "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

let key: Promise<string | null> | null = null;
/** The server's VAPID public key, asked once; null where push is not offered. */
export function pushKey(): Promise<string | null> {
  key ??= request<{ publicKey: string | null }>("GET", "/api/push").then(
    (r) => r.publicKey,
    () => null,
  );
  return key;
}

const bytes = (base64url: string) =>
  Uint8Array.from(atob(base64url.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));

function sameKey(a: ArrayBuffer | null, b: Uint8Array): boolean {
  const x = new Uint8Array(a ?? new ArrayBuffer(0));
  return x.length === b.length && x.every((v, i) => v === b[i]);
}

function toInput(subscription: PushSubscription): PushInput {
  const { endpoint, expirationTime, keys } = subscription.toJSON();
  return {
    endpoint: endpoint!,
    expirationTime: expirationTime ?? null,
    keys: { p256dh: keys!.p256dh, auth: keys!.auth },
  };
}

/** This browser's subscription, if it has one (it may belong to another game's settings too). */
export async function currentSubscription(): Promise<PushInput | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration("/");
  const subscription = await registration?.pushManager.getSubscription();
  return subscription ? toInput(subscription) : null;
}

const SUBSCRIBE_MS = 10_000;

/** Asks for the permission, registers the service worker and subscribes (or reuses the subscription made with this key). */
export async function subscribe(publicKey: string): Promise<PushInput> {
  if (Notification.permission === "denied")
    throw new Error("Notifications are blocked for this site; allow them in the browser's site settings.");
  if ((await Notification.requestPermission()) !== "granted")
    throw new Error("The browser did not allow notifications.");
  await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  const registration = await navigator.serviceWorker.ready;
  const wanted = bytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, wanted)) {
    // Made with another server key (the server's keys changed): it cannot receive our pushes.
    await subscription.unsubscribe();
    subscription = null;
  }
  try {
    subscription ??= await Promise.race([
      registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: wanted }),
      // A browser cut off from its push service may never answer.
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error("its push service did not answer")), SUBSCRIBE_MS),
      ),
    ]);
  } catch (error) {
    throw new Error(`This browser could not subscribe to notifications (${(error as Error).message}).`);
  }
  return toInput(subscription);
}
