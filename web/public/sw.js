// Boxcars' service worker: shows a turn notification pushed by the server and, on a tap, brings
// the game's page forward (or opens it). It caches nothing: the game is live, not offline.
// The payload is {title, body, url, kind}; url is the game page, which carries no token. A turn
// whose decision is one tap adds `actions` (shown as the notification's buttons) and `answers`, one
// answer link each (/answer/<id>#seat.version.cap.choice.label: a capability for that seat, decision
// and version only); tapping an action posts that answer, and the game opens when it is refused.

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
      data: { url: url.href, answers: Array.isArray(data.answers) ? data.answers : [] },
      actions: Array.isArray(data.actions) ? data.actions.slice(0, 2) : [],
    }),
  );
});

/** Posts the answer an action's link carries; true when the server played it. */
async function answer(link) {
  const url = ownPage(link);
  const id = url.pathname.match(/^\/answer\/([^/]+)$/)?.[1];
  const [seat, version, cap, choice] = url.hash.slice(1).split(".");
  if (!id) return false;
  const response = await fetch(`/api/games/${id}/answer`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ seat: Number(seat), version: Number(version), cap, choice: Number(choice) }),
  }).catch(() => null);
  return Boolean(response && response.ok);
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  const url = ownPage(data.url);
  const link = event.action !== "" && (data.answers || [])[Number(event.action)];
  event.waitUntil(
    (async () => {
      // Answered: said in a quiet notification; refused (the game moved on): the game opens.
      if (link && (await answer(link)))
        return self.registration.showNotification(`Sent: ${decodeURIComponent(ownPage(link).hash.split(".")[4] || "")}`, {
          body: "Tap to open the game.",
          tag: url.pathname,
          icon: "/icons/icon-192.png",
          data: { url: url.href },
        });
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).pathname === url.pathname);
      if (open) return open.focus();
      return self.clients.openWindow(url.href);
    })(),
  );
});
