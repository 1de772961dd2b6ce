// The session and lite-mode cookies, read and written the same way by /api and the Remix routes.
import { parse, serialize } from "cookie";
import { WEB_SESSION_DAYS } from "../auth/auth.server";

export const SESSION_COOKIE = "portal_session";
export const LITE_COOKIE = "portal_lite";

export interface CookieOptions {
  basePath: string;
  secure: boolean;
}

export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  return parse(header)[name] ?? null;
}

export function sessionCookie(secret: string | null, options: CookieOptions): string {
  return serialize(SESSION_COOKIE, secret ?? "", {
    httpOnly: true,
    sameSite: "lax",
    secure: options.secure,
    path: options.basePath || "/",
    maxAge: secret ? WEB_SESSION_DAYS * 86_400 : 0,
  });
}

/** Lite mode is a per-device choice (a shop terminal), so it lives in a long cookie, not in the account. */
export function liteCookie(on: boolean, options: CookieOptions): string {
  return serialize(LITE_COOKIE, on ? "1" : "", {
    httpOnly: true,
    sameSite: "lax",
    secure: options.secure,
    path: options.basePath || "/",
    maxAge: on ? 365 * 86_400 : 0,
  });
}
