// The browser side of web push and of the service worker's updates (spec: push invitation, update modal,
// logout), plain DOM. It is part of the chunk the shell fetches after hydration (../after-load.ts), so no page's
// first load carries it and lite mode (no scripts) never runs it; the panels' DOM code (./panels.ts) is fetched
// only when one is shown. Failures of the worker, the push service or the token calls are only logged (spec).

import { callApi } from "~/shared/api.client";

/** Spec: the invitation comes 5 s after the shell loads, and again about 14 days after a refusal. */
export const INVITE_DELAY_MS = 5000;
export const ASK_AGAIN_MS = 1209600033;
/** Spec: "ОБНОВИТЬ" lets the new worker take over, waits 1.5 s and reloads. */
const RELOAD_DELAY_MS = 1500;
/** Logout waits this long at most for token/delete: leaving must not hang on a slow network. */
const LOGOUT_WAIT_MS = 1500;
export const REFUSAL_KEY = "portal-push-refused-at";

const log = (what: string) => (error: unknown) => console.error(`${what}:`, error);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Push needs the three APIs; the spec leaves it out in Yandex Browser and Safari (not Chrome-based ones on iOS). */
function pushAllowed(userAgent: string): boolean {
  if (!("PushManager" in window) || !("Notification" in window)) return false;
  if (/YaBrowser/.test(userAgent)) return false;
  return !(/Safari/.test(userAgent) && !/Chrome|Chromium|Android|CriOS|FxiOS|Edg/.test(userAgent));
}

let started = false;

/** Spec: "A service worker is registered from the site root" – on every start, whatever the permission. */
export function startPush(base: string): void {
  // Once per document: the shell's effect runs twice under React's StrictMode in development.
  if (started || !("serviceWorker" in navigator)) return;
  started = true;
  navigator.serviceWorker
    .register(`${base}/sw.js`, { scope: `${base}/` })
    .then((registration) => {
      watchUpdates(registration);
      // register() does not look for a new version of a worker it already has: ask, so a deploy is seen.
      return registration.update();
    })
    .catch(log("Service worker registration failed"));
  if (!pushAllowed(navigator.userAgent)) return;
  if (Notification.permission === "granted") addToken(base).catch(log("Push subscription failed"));
  setTimeout(() => {
    if (Notification.permission === "default" && !refusedRecently()) invite(base);
  }, INVITE_DELAY_MS);
  guardLogout(base);
}

/** The server's VAPID public key as bytes (base64url in the envelope). */
async function publicKey(base: string): Promise<Uint8Array<ArrayBuffer>> {
  const { publicKey: key } = await callApi<{ publicKey: string }>(base, "web-push/public-key");
  return Uint8Array.from(atob(key.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
}

const sendToken = (base: string, op: "add" | "delete", subscription: PushSubscription) =>
  callApi(base, `web-push/token/${op}`, { token: JSON.stringify(subscription) });

/** This device's subscription (made if there is none yet), registered as the signed-in person's token. */
async function addToken(base: string): Promise<void> {
  // ready: subscribing needs an active worker, which register() alone does not wait for.
  const { pushManager } = await navigator.serviceWorker.ready;
  const subscription =
    (await pushManager.getSubscription()) ??
    (await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: await publicKey(base) }));
  await sendToken(base, "add", subscription);
}

function refusedRecently(): boolean {
  try {
    return Date.now() - Number(localStorage.getItem(REFUSAL_KEY) ?? -Infinity) < ASK_AGAIN_MS;
  } catch (error) {
    // Storage switched off: nothing was stored, so nothing was refused.
    log("Reading the push refusal failed")(error);
    return false;
  }
}

function remember(write: () => void) {
  try {
    write();
  } catch (error) {
    log("Storing the push refusal failed")(error);
  }
}

function invite(base: string) {
  import("./panels")
    .then((panels) =>
      panels.showInvitation({
        refuse: () => remember(() => localStorage.setItem(REFUSAL_KEY, String(Date.now()))),
        accept: () => {
          Notification.requestPermission()
            .then((permission) => {
              if (permission !== "granted") return;
              remember(() => localStorage.removeItem(REFUSAL_KEY));
              return addToken(base);
            })
            .catch(log("Push subscription failed"));
        },
      }),
    )
    .catch(log("Loading the push invitation failed"));
}

/** A new version waits while this page runs the old one: offer to take it (not on the very first install). */
function watchUpdates(registration: ServiceWorkerRegistration) {
  const offer = () => {
    if (!navigator.serviceWorker.controller) return;
    import("./panels")
      .then((panels) =>
        panels.showUpdate(() => {
          // The one waiting at the click: a notice already shown stays for a newer version that replaced it.
          registration.waiting?.postMessage({ type: "SKIP_WAITING" });
          void sleep(RELOAD_DELAY_MS).then(() => location.reload());
        }),
      )
      .catch(log("Loading the update notice failed"));
  };
  // Installed means waiting: the old worker still runs this page. One may be installing already (the browser
  // checks for updates on its own), its updatefound gone before this code ran.
  const track = (worker: ServiceWorker | null) =>
    worker?.addEventListener("statechange", () => {
      if (worker.state === "installed") offer();
    });
  if (registration.waiting) offer();
  track(registration.installing);
  registration.addEventListener("updatefound", () => track(registration.installing));
}

/**
 * Logout forgets this device's token first, while the session still lets it (token/delete needs it), then lets
 * the form go on. The form is Remix's <Form> (without JavaScript a plain post, untouched by this): the listener
 * runs in the capture phase on window, before React's handler on the document, and holds the submission back
 * with preventDefault, which Remix's handler respects; requestSubmit() then sends it again for Remix to handle.
 */
function guardLogout(base: string) {
  let state: "idle" | "waiting" | "passing" = "idle";
  window.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (state === "passing" || !(form instanceof HTMLFormElement) || new URL(form.action).pathname !== `${base}/logout`) return;
      event.preventDefault();
      if (state === "waiting") return;
      state = "waiting";
      const submitter = event.submitter;
      void Promise.race([forgetToken(base), sleep(LOGOUT_WAIT_MS)])
        .then(() => {
          state = "passing";
          // Dispatches the submit event at once; the finally reopens the guard whatever happens to it.
          form.requestSubmit(submitter);
        })
        .catch(log("Logging out failed"))
        .finally(() => (state = "idle"));
    },
    true,
  );
}

async function forgetToken(base: string): Promise<void> {
  try {
    const registration = await navigator.serviceWorker.getRegistration(`${base}/`);
    const subscription = await registration?.pushManager.getSubscription();
    if (subscription) await sendToken(base, "delete", subscription);
  } catch (error) {
    log("Removing the push subscription failed")(error);
  }
}
