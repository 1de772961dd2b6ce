// Helpers for route loaders and actions: guards, flash toasts, and turning domain errors into what a
// page shows. Redirects name app paths; the router puts BASE_PATH in front.
import { data, redirect } from "@remix-run/node";
import type { AppLoadContext } from "@remix-run/node";
import type { SignedIn, Toast } from "./actor";
import { isDomainError } from "./errors";
import { deviceCookie, sessionCookie } from "./cookies.server";

// A page action's form (./body-limit.server.ts), from the module page routes already import: a route naming
// body-limit.server itself made the browser build load an empty stand-in chunk for it on every such page.
export { readForm } from "./body-limit.server";
import * as ru from "~/shared/messages";
import type { PageOnly } from "~/shared/ui/page-only";
import type { PageRefusal } from "~/shared/ui/refusal";

/** The path of the request as the app sees it (without BASE_PATH or query). */
export function appPathname(request: Request, context: AppLoadContext): string {
  const { pathname } = new URL(request.url);
  return context.basePath && pathname.startsWith(context.basePath) ? pathname.slice(context.basePath.length) || "/" : pathname;
}

/**
 * The path and query of the request as the app sees it: without BASE_PATH, and without the `_data` of a
 * client navigation's data request (Remix leaves it in the loader's URL; a sign-in's `next` holding it
 * led to raw JSON).
 */
export function appPath(request: Request, context: AppLoadContext): string {
  const query = new URL(request.url).searchParams;
  query.delete("_data");
  const search = query.toString();
  return appPathname(request, context) + (search ? `?${search}` : "");
}

/** Only same-site paths are followed: "/x" yes; "//evil", "/\\evil", "https://..." no. */
export function safeNext(next: unknown, fallback = "/"): string {
  if (typeof next !== "string" || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) {
    return fallback;
  }
  try {
    const url = new URL(next, "http://portal.local");
    // Dot segments can leave a protocol-relative path behind ("/.//evil" -> "//evil"): check again.
    const path = url.pathname + url.search + url.hash;
    return url.host === "portal.local" && !path.startsWith("//") ? path : fallback;
  } catch {
    return fallback;
  }
}

/** Signed-in guard for every shell loader and action: otherwise to /login?next=<this page>. */
export function requireSignedIn(request: Request, context: AppLoadContext): SignedIn {
  if (context.actor.kind === "user") return context.actor;
  const next = appPath(request, context);
  throw redirect(next === "/" ? "/login" : `/login?next=${encodeURIComponent(next)}`);
}

/**
 * Data a page shows once. On a document request the page's HTML already holds it, rendered on the server:
 * the value stays with the server's render (the React context entry.server.tsx provides) and the loader
 * data carries the stand-in `{ pageOnly: key }`, so the browser does not download it a second time as
 * hydration data; the component keeps the server's markup while it hydrates (shared/ui/page-only.tsx).
 * On a data request (a client navigation, a revalidation) there is no HTML: the value itself is returned.
 * For big blocks only (a document's text, the acknowledgement report), never for what the page's code reads.
 */
export function pageOnly<T>(context: AppLoadContext, key: string, value: T): T | PageOnly {
  if (!context.pageOnly) return value;
  context.pageOnly.set(key, value);
  return { pageOnly: key };
}

/** Redirect after a successful post, leaving a toast for the next page (works without JavaScript). */
/** A form post from a page's script that wants a JSON answer instead of a redirect (the notification rows). */
export const acceptsJson = (request: Request) => (request.headers.get("Accept") ?? "").includes("application/json");

export async function redirectWithToast(context: AppLoadContext, path: string, toast: Toast, init?: ResponseInit) {
  await context.services.auth.setFlash(context.actor, toast);
  return redirect(path, init);
}

/**
 * Signs a person in on this browser and sends them on, ending any session the browser had; the
 * browser is marked as a known device of the person (others' failed guesses do not lock it out).
 */
export async function signInAndRedirect(context: AppLoadContext, userId: number, path: string, toast?: Toast) {
  const { auth } = context.services;
  const secret = await auth.startWebSession(userId, context.sessionSecret);
  if (toast) await auth.setFlashBySecret(secret, toast);
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(secret, context.cookieOptions));
  headers.append("Set-Cookie", deviceCookie(await auth.deviceMarkFor(userId), context.cookieOptions));
  return redirect(path, { headers });
}

/** Where a form post was made from, for actions that send the person back. */
export function backTo(request: Request, context: AppLoadContext, formValue: FormDataEntryValue | null): string {
  if (typeof formValue === "string") return safeNext(formValue);
  const referer = request.headers.get("referer");
  // A Referer that is not an address (a client may send anything) is ignored like a missing one.
  const url = referer && URL.canParse(referer) ? new URL(referer) : null;
  if (url) {
    if (url.host === new URL(request.url).host) {
      const path =
        context.basePath && url.pathname.startsWith(context.basePath) ? url.pathname.slice(context.basePath.length) || "/" : url.pathname;
      return safeNext(path + url.search);
    }
  }
  return "/";
}

export type FormFailure = { formError: string; fieldErrors: Record<string, string> };

/** A domain refusal as data for the form that caused it; anything else is rethrown. */
export function formFailure(error: unknown): FormFailure {
  if (isDomainError(error)) return { formError: error.message, fieldErrors: error.fieldErrors ?? {} };
  throw error;
}

/** A page of several plain forms: the refusal of one of them (`form` tells which) with what was typed. */
export type IntentFormReply = FormFailure & { form: string; values: Record<string, string> };

/** The text fields of a posted form (files left out): what a refused form shows again. */
export const formTexts = (form: FormData): Record<string, string> =>
  Object.fromEntries([...form.entries()].filter((e): e is [string, string] => typeof e[1] === "string"));

/**
 * A delete confirmed by typing the item's exact name (the field ConfirmByNameFields renders): null when
 * the typed name matches, else what the form shows again — the message and what was typed.
 */
export function nameMismatch(form: FormData, name: string, message: string): { deleteError: string; typed: string } | null {
  const typed = String(form.get("confirmName") ?? "");
  return typed.trim() === name ? null : { deleteError: message, typed };
}

/** The hidden field of a create form's one-time token (FormToken renders it). */
export const FORM_TOKEN = "formToken";

/** A one-time token for the create form this loader renders (core/form-tokens.server.ts). */
export const issueFormToken = (context: AppLoadContext, actor: SignedIn) => context.services.formTokens.issue(actor.userId);

/**
 * A create form's post, run once per rendered form: `create` saves and names the new item's page and
 * toast. The same form posted again is sent to that page ("already saved"), or refused while the first
 * post is still saving; a refusal of `create` (a domain error, rethrown for the form) gives the token
 * back so the corrected form can be sent. A post without a token (a hand-made client) is not tracked.
 */
export async function createOnce(
  context: AppLoadContext,
  actor: SignedIn,
  form: FormData,
  create: () => Promise<{ path: string; toast: Toast }>,
  /** The redirect's init: { status: 303 } for pages whose post answers "see other" (the claims' form). */
  init?: ResponseInit,
): Promise<Response> {
  const token = form.get(FORM_TOKEN);
  if (typeof token !== "string" || token === "") {
    const created = await create();
    return redirectWithToast(context, created.path, created.toast, init);
  }
  const tokens = context.services.formTokens;
  const claim = await tokens.claim(actor.userId, token);
  if (claim.kind === "done") return redirectWithToast(context, claim.path, { type: "success", text: ru.forms.alreadySaved }, init);
  let created: { path: string; toast: Toast };
  try {
    created = await create();
  } catch (error) {
    await tokens.release(token);
    throw error;
  }
  await tokens.finish(token, created.path);
  return redirectWithToast(context, created.path, created.toast, init);
}

/**
 * A page's 403 or 404, for its loader to throw: the ErrorBoundary of the page or of its section's layout
 * renders it (shared/ui/refusal.tsx) inside the shell, under the title the page had.
 */
export const refusePage = (status: 403 | 404, refusal: PageRefusal) => data(refusal, { status });

/** How a page shows a domain refusal: under which title, and which 404 when not the refusal's own message. */
export interface RefusalAsPage {
  /** The section's own 404 page (a way back to its list), instead of the refusal's message under `refusal`. */
  notFound?: PageRefusal;
  /** A value of the address that is not one (a month, a week) is a missing page too, not a form's error. */
  invalidIsMissing?: boolean;
}

/**
 * A domain refusal as the page's: forbidden is the 403 page with its message, not found the 404 (each inside
 * the shell under `refusal`'s title); any other error is thrown on as it was.
 */
export function throwAsPage(error: unknown, refusal: PageRefusal, options: RefusalAsPage = {}): never {
  if (!isDomainError(error)) throw error;
  if (error.kind === "forbidden") throw refusePage(403, { ...refusal, text: error.message });
  if (error.kind === "not_found" || (options.invalidIsMissing && error.kind === "invalid")) {
    throw refusePage(404, options.notFound ?? { ...refusal, text: error.message });
  }
  throw error;
}

/** Runs a page's read: its domain refusals become the page's 403 or 404 (throwAsPage). */
export async function orRefusal<T>(work: () => Promise<T>, refusal: PageRefusal, options?: RefusalAsPage): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throwAsPage(error, refusal, options);
  }
}
