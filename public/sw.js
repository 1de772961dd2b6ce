// The portal's service worker: shows web pushes and opens what they point to. Hand-written, no build step,
// no fetch handler (pages always come from the network, so lite mode and sign-out work as without it).
// server/app.ts serves this file with the build's version appended as a comment: a browser installs a new
// worker only when the script's bytes change, so each deploy is a new worker and open pages offer the update.

// The scope is "{origin}{BASE_PATH}/": every portal address below is resolved against it.
const scope = self.registration.scope;
const base = new URL(scope).pathname.replace(/\/$/, "");

// The server's payload: {title, body, url, tag, id}; url is a portal path without the base path.
self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch (error) {
    console.error("Push payload is not JSON:", error);
  }
  event.waitUntil(
    self.registration.showNotification(data.title || "", {
      body: data.body,
      tag: data.tag,
      data: { url: data.url, id: data.id },
      icon: `${base}/favicon.ico`,
    }),
  );
});

// A click marks the notification read and shows its page: in an open portal window if there is one.
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const { url, id } = event.notification.data || {};
  event.waitUntil(Promise.all([id == null ? null : markRead(id), show(target(url))]));
});

/** The portal address of a payload's url; anything that would leave the portal falls back to its home. */
function target(url) {
  const href = new URL(String(url || "").replace(/^\/+/, ""), scope).href;
  return href.startsWith(scope) ? href : scope;
}

/** Failures are only logged: the page opens either way and shows the notification as unread. */
function markRead(id) {
  return fetch(`${scope}api/notifications-v2/show`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ id }),
    credentials: "same-origin",
  })
    .then((response) => response.json())
    .then((envelope) => {
      if (envelope.responseCode !== 0) console.error("Marking notification read failed:", envelope.errorMessage);
    })
    .catch((error) => console.error("Marking notification read failed:", error));
}

async function show(href) {
  // Only windows this worker controls can be navigated; activate claims every open portal page.
  const windows = await self.clients.matchAll({ type: "window" });
  const open = windows.find((client) => client.url.startsWith(scope));
  if (open) {
    try {
      const focused = await open.focus();
      await (focused || open).navigate(href);
      return;
    } catch (error) {
      console.error("Navigating an open portal window failed:", error);
    }
  }
  await self.clients.openWindow(href);
}

// The page's "ОБНОВИТЬ" (app/shell/ui/push/client.ts): the waiting new version takes over.
self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "SKIP_WAITING") self.skipWaiting();
});

// Pages opened before the worker (the very first visit) are controlled at once, so a notification's click
// can navigate them and a later version is seen as an update.
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));
