// The /api router: every feature lists its calls as ApiRoute objects; this file turns them into
// Express handlers with one set of rules for authentication, input and the envelope (docs/api.md).
import express, { type Request, type Response, type NextFunction } from "express";
import type { Actor } from "./actor";
import { failure, success } from "~/shared/envelope";
import { isDomainError } from "./errors";
import { API_JSON_MAX_BYTES, closeAfterAnswer, readLimited, sizeInBytes } from "./body-limit.server";
import { sessionCookie, type CookieOptions } from "./cookies.server";
import type { Services } from "./services";
import * as ru from "~/shared/messages";
import { api as apiMessages, unavailable } from "~/shared/messages.server";
import { isDatabaseUnavailable } from "./db/unavailable";

export interface ApiContext {
  actor: Actor;
  services: Services;
  /** JSON body (POST) merged over the query string, so clients may send either. */
  input: Record<string, unknown>;
  clientIp: string;
  /** The client's User-Agent header (null: none sent), for records of where something was done from (a consent). */
  userAgent: string | null;
  sessionSecret: string | null;
  /** The known-device mark the browser sent (portal_device), if any. */
  deviceMark: string | null;
  /** Sets or (with null) clears the web session cookie. */
  setSessionCookie(secret: string | null): void;
  /** Adds a Set-Cookie header made with `cookieOptions`. */
  setCookie(header: string): void;
  /** This request's cookie options (Secure when it came over HTTPS). */
  cookieOptions: CookieOptions;
}

interface ApiRouteBase {
  method: "GET" | "POST";
  path: string;
  /** "user": answered with 401 without a session or token. */
  access: "public" | "user";
  /** A larger JSON body limit for this call only (e.g. "20mb" for base64 images); default 1 MB. */
  bodyLimit?: string;
}

/** A call answered with the envelope: what `handler` returns is its `response`. */
export interface ApiCallRoute extends ApiRouteBase {
  handler(ctx: ApiContext): Promise<unknown>;
}

/**
 * A long answer that is not an envelope (Server-Sent Events): past the access check (a 401 envelope like
 * any call) it writes `res` itself and keeps it open. server/app.ts leaves text/event-stream uncompressed.
 */
export interface ApiStreamRoute extends ApiRouteBase {
  method: "GET";
  stream(ctx: ApiContext, req: Request, res: Response): void;
}

export type ApiRoute = ApiCallRoute | ApiStreamRoute;

export interface ApiLocals {
  actor: Actor;
  sessionSecret: string | null;
  deviceMark: string | null;
  clientIp: string;
  cookieOptions: CookieOptions;
}

export function createApiRouter(routes: ApiRoute[], services: Services) {
  const router = express.Router();
  // Every body is read here, counted against its limit: 1 MB, or the call's own bodyLimit for the
  // people who may make it. JSON is parsed; other types are read (so their size is bounded) and ignored.
  router.use(async (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const route = routes.find((r) => r.path === req.path);
    const own = route?.bodyLimit && (route.access === "public" || (res.locals as ApiLocals).actor.kind === "user");
    try {
      const raw = await readLimited(req, own ? sizeInBytes(route.bodyLimit!) : API_JSON_MAX_BYTES);
      req.body = /^application\/([\w.+-]+\+)?json\b/i.test(req.get("content-type") ?? "") ? parseJson(raw) : {};
      next();
    } catch (error) {
      next(error);
    }
  });

  for (const route of routes) {
    const register = route.method === "GET" ? router.get.bind(router) : router.post.bind(router);
    register(route.path, async (req: Request, res: Response) => {
      res.setHeader("Cache-Control", "no-store");
      const locals = res.locals as ApiLocals;
      if (route.access === "user" && locals.actor.kind !== "user") {
        res.status(401).json(failure(apiMessages.unauthorized));
        return;
      }
      const body = req.body && typeof req.body === "object" && !Array.isArray(req.body) ? req.body : {};
      try {
        const ctx: ApiContext = {
          actor: locals.actor,
          services,
          input: { ...req.query, ...body },
          clientIp: locals.clientIp,
          userAgent: req.get("user-agent") ?? null,
          sessionSecret: locals.sessionSecret,
          deviceMark: locals.deviceMark,
          setSessionCookie: (secret) => res.append("Set-Cookie", sessionCookie(secret, locals.cookieOptions)),
          setCookie: (header) => res.append("Set-Cookie", header),
          cookieOptions: locals.cookieOptions,
        };
        if ("stream" in route) return route.stream(ctx, req, res);
        const response = await route.handler(ctx);
        res.json(success(response ?? null));
      } catch (error) {
        if (isDomainError(error)) {
          // Refusals are answers, not transport errors: 200 with responseCode 1, so clients show the message.
          res.json(failure(error.message));
          return;
        }
        if (isDatabaseUnavailable(error) && !res.headersSent) {
          // The database restarting: the same call works in a few seconds (the pool reconnects by itself).
          res.status(503).setHeader("Retry-After", "5").json(failure(unavailable.api));
          return;
        }
        console.error(`API ${req.method} ${req.originalUrl} failed:`, error);
        if (res.headersSent) res.end();
        else res.status(500).json(failure(ru.common.unexpected));
      }
    });
  }

  router.all("*", (req, res) => {
    const known = routes.some((r) => r.path === req.path);
    if (known) res.status(405).json(failure(apiMessages.methodNotAllowed));
    else res.status(404).json(failure(apiMessages.unknownPath(req.path)));
  });

  // Malformed JSON and other body errors.
  router.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    const status = (error as { status?: number }).status;
    if (status === 413) {
      closeAfterAnswer(res);
      res.status(413).json(failure(ru.common.tooLarge));
      return;
    }
    if (status && status >= 400 && status < 500) {
      res.status(400).json(failure(ru.common.badRequest));
      return;
    }
    console.error("API error:", error);
    res.status(500).json(failure(ru.common.unexpected));
  });

  return router;
}

/** A JSON object or array (what express.json accepted in strict mode); an empty body is {}. */
function parseJson(raw: Buffer): unknown {
  const text = raw.toString("utf8").trim();
  if (text === "") return {};
  if (text[0] !== "{" && text[0] !== "[") throw Object.assign(new SyntaxError("JSON body must be an object or array"), { status: 400 });
  try {
    return JSON.parse(text);
  } catch (error) {
    throw Object.assign(error as Error, { status: 400 });
  }
}
