// The Remix request handler of server/app.ts. It is @remix-run/express's handler (whose request and
// response helpers are not part of its typed API, hence the small copies below) with one change:
// the body Remix reads is counted against its limit (2 MB for a form, a route's own `uploadLimit`
// export for multipart), so an action's request.formData() (remix-auth's included) never holds more.
// Past the limit the answer is 413 with a Russian page and the connection closes unread. A post whose
// body is not a form (JSON, text, none) is refused with 400 before an action would fail on it.
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from "express";
import { createRequestHandler, writeReadableStreamToWritable, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import { matchRoutes } from "@remix-run/react";
import { PAGE_FORM_MAX_BYTES, closeAfterAnswer, declaredTooLarge, isFormContentType, limitedBody } from "../app/platform/body-limit.server";
import * as ru from "../app/shared/messages";
import { retryLink, unavailable } from "../app/shared/messages.server";
import { failure } from "../app/shared/envelope";

type RouteObjects = Parameters<typeof matchRoutes>[0];

/**
 * build.routes (a flat map) as the nested route objects matchRoutes walks, made once per build. The same
 * array on every call matters: the patched router (patches/@remix-run+router+*.patch) flattens and ranks
 * an array's branches once and then tries only those that can match an address's first segment, so a
 * lookup costs the same with 300 routes as with 50.
 */
function routeTree(build: ServerBuild): RouteObjects {
  const byParent = new Map<string | undefined, ServerBuild["routes"][string][]>();
  for (const r of Object.values(build.routes)) byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), r]);
  const childrenOf = (parentId: string | undefined): RouteObjects =>
    (byParent.get(parentId) ?? []).map((r) =>
      r.index
        ? { id: r.id, index: true as const, path: r.path, caseSensitive: r.caseSensitive }
        : { id: r.id, path: r.path, caseSensitive: r.caseSensitive, children: childrenOf(r.id) },
    );
  return childrenOf(undefined);
}

/** The full path of every route of the build (`vacancies/:id/edit`, `knowledge/guide/:s1/:s2?/:s3?`). */
export function pagePaths(build: ServerBuild): string[] {
  const fullPath = (id: string | undefined): string[] => {
    const route = id ? build.routes[id] : undefined;
    return route ? [...fullPath(route.parentId), ...(route.path ? [route.path] : [])] : [];
  };
  return Object.keys(build.routes).map((id) => fullPath(id).join("/"));
}

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A refusal before Remix (413, 400): plain HTML, no script, so it reads the same in lite mode. */
export function plainErrorPage(
  basePath: string,
  text: string,
  options: { title?: string; refreshSeconds?: number; link?: { href: string; text: string } } = {},
): string {
  const title = options.title ?? ru.pages.errorTitle;
  const link = options.link ?? { href: `${basePath}/`, text: ru.pages.toMain };
  // A page that should be asked again reloads itself, with no script (lite mode, JavaScript off).
  const refresh = options.refreshSeconds ? `<meta http-equiv="refresh" content="${options.refreshSeconds}">` : "";
  return `<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${refresh}<title>${escapeHtml(`${title} — ${ru.portalName}`)}</title></head><body><main style="max-width:32rem;margin:4rem auto;padding:0 1rem;font-family:sans-serif"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p></main></body></html>`;
}

/** Whether an address is the /api's: its answers are the envelope, never a page. */
export const isApiPath = (path: string, basePath: string) => path === `${basePath}/api` || path.startsWith(`${basePath}/api/`);

/** What a 503 says: the gate's «перегружен» or the database's «временно недоступен». */
export interface Unavailable {
  title: string;
  read: string;
  write: string;
  api: string;
}

export const RETRY_AFTER_SECONDS = 5;

/**
 * A 503 with Retry-After, in the form the caller reads: the envelope on /api, else a plain page (no script,
 * so it reads the same in lite mode) that reloads itself for a read and asks to send a form again.
 */
export function answerUnavailable(req: ExpressRequest, res: ExpressResponse, basePath: string, texts: Unavailable): void {
  if (res.headersSent) return;
  res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
  const read = req.method === "GET" || req.method === "HEAD";
  // The body of a refused post may not have been read: close the connection after the answer.
  if (!read) closeAfterAnswer(res);
  if (isApiPath(req.path, basePath)) {
    res.status(503).json(failure(texts.api));
    return;
  }
  const page = read
    ? plainErrorPage(basePath, texts.read, {
        title: texts.title,
        refreshSeconds: RETRY_AFTER_SECONDS,
        link: { href: req.originalUrl, text: retryLink },
      })
    : plainErrorPage(basePath, texts.write, { title: texts.title });
  res.status(503).type("text/html; charset=utf-8").send(page);
}

/**
 * The same 503 for nginx when no process answers at all (deploy/nginx.conf.template): written as static
 * files at the cluster's start (scripts/lib/nginx-down.ts) from the texts and the page above, so nginx's
 * English «502 Bad Gateway» never reaches a person and the wording lives in one place. A static page cannot
 * name the address asked for: its link reloads the current one (an empty href).
 */
export function unavailableFiles(basePath: string): Record<"read.html" | "write.html" | "api.json", string> {
  return {
    "read.html": plainErrorPage(basePath, unavailable.read, {
      title: unavailable.title,
      refreshSeconds: RETRY_AFTER_SECONDS,
      link: { href: "", text: retryLink },
    }),
    "write.html": plainErrorPage(basePath, unavailable.write, { title: unavailable.title }),
    "api.json": JSON.stringify(failure(unavailable.api)),
  };
}

export function pageHandler(options: {
  build: ServerBuild;
  mode: string;
  basePath: string;
  getLoadContext(req: ExpressRequest, res: ExpressResponse): AppLoadContext;
}) {
  const handle = createRequestHandler(options.build, options.mode);
  const routes = routeTree(options.build);

  /** The body limit of a post to this address: the leaf route's uploadLimit for multipart, else 2 MB. */
  const limitOf = (req: ExpressRequest): number => {
    if (!(req.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) return PAGE_FORM_MAX_BYTES;
    const leaf = matchRoutes(routes, req.path, options.basePath || undefined)?.at(-1);
    const own = leaf ? (options.build.routes[leaf.route.id!]?.module as { uploadLimit?: unknown } | undefined)?.uploadLimit : undefined;
    return typeof own === "number" ? own : PAGE_FORM_MAX_BYTES;
  };

  const refuse = (res: ExpressResponse, status: 400 | 413 = 413) => {
    if (res.headersSent) return;
    closeAfterAnswer(res);
    const text = status === 413 ? ru.common.tooLarge : ru.common.badRequest;
    res.status(status).type("text/html; charset=utf-8").send(plainErrorPage(options.basePath, text));
  };

  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    let refused = false;
    try {
      const controller = new AbortController();
      const init: RequestInit & { duplex?: "half" } = { method: req.method, headers: requestHeaders(req), signal: controller.signal };
      if (req.method !== "GET" && req.method !== "HEAD") {
        if (!isFormContentType(req.get("content-type"))) return refuse(res, 400);
        const limit = limitOf(req);
        if (declaredTooLarge(req, limit)) return refuse(res);
        init.body = limitedBody(req, limit, () => {
          refused = true;
          refuse(res);
          controller.abort(); // Remix then drops the failed action quietly
        });
        init.duplex = "half";
      }
      // Abort loaders and actions once the answer can no longer be written.
      res.on("close", () => !res.writableFinished && controller.abort());
      const context = options.getLoadContext(req, res);
      const response = await handle(new Request(requestUrl(req), init), context);
      if (refused || res.headersSent) {
        await response.body?.cancel();
        return;
      }
      if (response.status >= 500 && context.failures.databaseUnavailable) {
        await response.body?.cancel();
        return answerUnavailable(req, res, options.basePath, unavailable);
      }
      const retryAfter = context.failures.retryAfterSeconds;
      if (response.status === 429 && retryAfter) res.setHeader("Retry-After", String(retryAfter));
      // An answer given before the body was read (no action, a redirect): close rather than read the rest.
      if (init.body && !req.complete) closeAfterAnswer(res);
      await send(res, response);
    } catch (error) {
      if (!refused) next(error);
    }
  };
}

function requestHeaders(req: ExpressRequest): Headers {
  const headers = new Headers();
  for (const [key, values] of Object.entries(req.headers)) {
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else if (values) headers.set(key, values);
  }
  return headers;
}

async function send(res: ExpressResponse, response: globalThis.Response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  // Set, not appended: a route's own Cache-Control replaces the app's default instead of joining it.
  for (const [key, value] of response.headers.entries()) {
    if (key === "set-cookie") res.append(key, value);
    else res.setHeader(key, value);
  }
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

/** The address as the browser asked for it (the port of Host or X-Forwarded-Host kept), as @remix-run/express builds it. */
function requestUrl(req: ExpressRequest): string {
  const portOf = (host: string | undefined) => Number.parseInt(host?.split(":")[1] ?? "", 10);
  const forwarded = portOf(req.get("x-forwarded-host"));
  const direct = portOf(req.get("host"));
  const port = Number.isSafeInteger(forwarded) ? forwarded : Number.isSafeInteger(direct) ? direct : "";
  return new URL(`${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`).href;
}
