// The portal's cookies, read and written the same way by /api and the Remix routes.
import { parse, serialize } from "cookie";

/** How long a web session lasts (its cookie, and its token in auth.server.ts). */
export const WEB_SESSION_DAYS = 30;

export const SESSION_COOKIE = "portal_session";
export const LITE_COOKIE = "portal_lite";
/** A random secret naming the browser that started a registration or recovery on the entry pages. */
export const ENTRY_COOKIE = "portal_entry";
/** The signed "this browser has signed in as this person before" mark (see auth.server.ts). */
export const DEVICE_COOKIE = "portal_device";
/** A one-time notice for the login page ("signed-out"), shown once without JavaScript too. */
export const NOTICE_COOKIE = "portal_notice";

/** How long the entry cookie lives: a code's life and the wait for the new password. */
const ENTRY_COOKIE_SECONDS = 30 * 60;
const DEVICE_COOKIE_DAYS = 365;

export interface CookieOptions {
  basePath: string;
  /** Set the Secure flag: the request came over HTTPS, or COOKIE_SECURE forces it. */
  secure: boolean;
}

/**
 * The options for one request: Secure when it arrived over HTTPS, directly or (with TRUST_PROXY) as the
 * proxy's X-Forwarded-Proto says (Express's req.protocol), or always with COOKIE_SECURE.
 */
export function cookieOptionsFor(config: { basePath: string; cookieSecure: boolean }, protocol: string): CookieOptions {
  return { basePath: config.basePath, secure: config.cookieSecure || protocol === "https" };
}

export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  return parse(header)[name] ?? null;
}

/** An HttpOnly, SameSite=Lax cookie under BASE_PATH; a null value clears it. */
function portalCookie(name: string, value: string | null, maxAgeSeconds: number, options: CookieOptions): string {
  return serialize(name, value ?? "", {
    httpOnly: true,
    sameSite: "lax",
    secure: options.secure,
    path: options.basePath || "/",
    maxAge: value ? maxAgeSeconds : 0,
  });
}

export const sessionCookie = (secret: string | null, options: CookieOptions) =>
  portalCookie(SESSION_COOKIE, secret, WEB_SESSION_DAYS * 86_400, options);

/** The entry cookie; the claims it owns are found by its hash on the server. */
export const entryCookie = (secret: string | null, options: CookieOptions) =>
  portalCookie(ENTRY_COOKIE, secret, ENTRY_COOKIE_SECONDS, options);

export const deviceCookie = (value: string | null, options: CookieOptions) =>
  portalCookie(DEVICE_COOKIE, value, DEVICE_COOKIE_DAYS * 86_400, options);

export const noticeCookie = (notice: string | null, options: CookieOptions) => portalCookie(NOTICE_COOKIE, notice, 60, options);

/** Lite mode is a per-device choice (a shop terminal), so it lives in a long cookie, not in the account. */
export const liteCookie = (on: boolean, options: CookieOptions) => portalCookie(LITE_COOKIE, on ? "1" : null, 365 * 86_400, options);
