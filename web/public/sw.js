// Boxcars' service worker: shows a turn notification pushed by the server and, on a tap, brings
// the game's page forward (or opens it). It caches nothing: the game is live, not offline.
// The payload is {title, body, url, kind}; url is the game page, which carries no token.

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

/** Only our own pages are opened, whatever a payload says. */
function ownPage(raw) {
  try {
    const url = new URL(raw, self.location.origin);
    return url.origin === self.location.origin ? url : new URL("/", self.location.origin);
  } catch {
    return new URL("/", self.location.origin);
  }
}

self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : "" };
  }
  const url = ownPage(data.url || "/");
  event.waitUntil(
    self.registration.showNotification(data.title || "Boxcars", {
      body: data.body || "",
      // One notification per game: a newer one replaces the older.
      tag: url.pathname,
      renotify: true,
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      data: { url: url.href },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = ownPage(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).pathname === url.pathname);
      if (open) return open.focus();
      return self.clients.openWindow(url.href);
    })(),
  );
});
