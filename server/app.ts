// The Express app: security headers, static files, the cross-site check, the actor, /api and the
// Remix handler. server.ts builds it for production; the API tests build it in-process.
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type { IncomingMessage, Server } from "node:http";
import express, { type Express, type Request, type Response, type NextFunction } from "express";
import compression from "compression";
import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import { DEFAULT_REQUEST_LIMITS, type Config } from "../app/platform/config.server";
import type { Portal } from "../app/portal/open.server";
import { answerUnavailable, isApiPath, pageHandler, pagePaths } from "./pages";
import { createLoadGate, type LoadGate } from "./load-gate";
import { createApiRouter, type ApiLocals } from "../app/platform/api.server";
import { apiRoutes } from "../app/portal/registry.server";
import { DEVICE_COOKIE, LITE_COOKIE, SESSION_COOKIE, cookieOptionsFor, readCookie } from "../app/platform/cookies.server";
import { failure } from "../app/shared/envelope";
import { closeAfterAnswer } from "../app/platform/body-limit.server";
import { fileDownloadHandler, froalaUploadHandler, pipeStored } from "../app/platform/files/http.server";
import * as ru from "../app/shared/messages";
import { api as apiMessages, overload, unavailable } from "../app/shared/messages.server";
import { isDatabaseUnavailable } from "../app/platform/db/unavailable";
import { withDomainRefusals } from "./domain-refusals";
import { isCrossSite } from "../app/platform/cross-site.server";
import { createChunkUploads } from "../app/platform/files/chunk-upload.server";
import { observeRequests } from "./activity";
import type {} from "../app/platform/context"; // AppLoadContext = PortalContext

/**
 * gzip's level for every answer: the cheapest that keeps pages within 10 % of the default level's size
 * (issue #40). On the home page's 76 KB: level 6 12.5 KB in 0.68 ms, 4 13.1 KB (+5 %) in 0.45 ms, 3
 * 14.0 KB (+12 %) in 0.27 ms; a contacts page the same within a point.
 */
export const COMPRESSION_LEVEL = 4;

/** Who a request says it is: the session cookie and the bearer token (the /api's and the WebSocket's one reading). */
function credentialsOf(req: IncomingMessage) {
  const auth = req.headers.authorization;
  return {
    sessionSecret: readCookie(req.headers.cookie, SESSION_COOKIE),
    bearer: auth?.startsWith("Bearer ") ? auth.slice(7).trim() : null,
  };
}

export interface AppOptions {
  config: Pick<Config, "basePath" | "cookieSecure" | "trustProxy" | "production"> & Partial<Pick<Config, "requestLimits">>;
  portal: Portal;
  /** The Remix server build; without it only /api is served (API tests). */
  build?: ServerBuild;
  publicDir: string;
  /** Told the gate in front of pages and /api, so a caller can read its counts. */
  onGate?: (gate: LoadGate) => void;
}

export function createApp({ config, portal, build, publicDir, onGate }: AppOptions): Express {
  const { services } = portal;
  const base = config.basePath;
  const isApi = (req: Request) => isApiPath(req.path, base);

  /** A 4xx answer in the form the caller reads: the envelope on /api, plain text elsewhere. */
  const badRequest = (req: Request, res: Response, status: number) => {
    const message = status === 413 ? ru.common.tooLarge : ru.common.badRequest;
    if (status === 413) closeAfterAnswer(res);
    if (isApi(req)) res.status(status).json(failure(message));
    else res.status(status).type("text/plain; charset=utf-8").send(message);
  };

  const app = express();
  app.disable("x-powered-by");
  if (config.trustProxy) app.set("trust proxy", config.trustProxy);
  // Event streams stay uncompressed: compression() buffers what it writes, and a live count must leave at once.
  app.use(
    compression({
      level: COMPRESSION_LEVEL,
      filter: (req, res) => !String(res.getHeader("Content-Type") ?? "").startsWith("text/event-stream") && compression.filter(req, res),
    }),
  );

  // Security headers; the nonce lets Remix's own inline scripts run under the CSP.
  app.use((_req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    res.setHeader(
      "Content-Security-Policy",
      [
        "default-src 'self'",
        `script-src 'self' 'nonce-${nonce}'`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self'",
        "connect-src 'self'",
        "frame-src 'self' https://www.youtube.com https://www.youtube-nocookie.com",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join("; "),
    );
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Referrer-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    if (config.cookieSecure) res.setHeader("Strict-Transport-Security", "max-age=31536000");
    next();
  });

  // Static files: fingerprinted build output cached for a year, the rest for an hour.
  app.use(`${base}/build`, express.static(path.join(publicDir, "build"), { immutable: true, maxAge: "1y" }));
  // The service worker (public/sw.js). A browser installs a new worker only when the script's bytes change, and
  // a deploy does not change the hand-written file: the build's version (a hash of its client assets) is appended
  // as a comment, so every deploy that changes the browser's code is a new worker and open pages offer the update.
  // no-cache: the browser's update check must see a new version at once. Without a build (API tests) it is plain.
  const workerFile = path.join(publicDir, "sw.js");
  if (build && fs.existsSync(workerFile)) {
    const worker = `${fs.readFileSync(workerFile, "utf8")}\n// build ${build.assets.version}\n`;
    app.get(`${base}/sw.js`, (_req, res) => {
      res.type("text/javascript").setHeader("Cache-Control", "no-cache");
      res.send(worker);
    });
  }
  // Other public files (favicon, manifest) only for paths with an extension, so pages and /api skip the disk.
  const publicFiles = express.static(publicDir, { maxAge: "1h", index: false });
  app.use(base || "/", (req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));

  // Everything past the public files depends on who asks (pages, /api, files that need a right,
  // photos): never stored by the browser or a proxy, so Back after sign-out shows nothing private.
  app.use((_req: Request, res: Response, next: NextFunction) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });

  // Cross-site form posts are refused: browsers say where a request comes from (Sec-Fetch-Site,
  // Origin). Works without JavaScript; JSON clients that send neither header are not browsers and pass.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const crossSite = isCrossSite((name) => req.get(name));
    if (!crossSite) return next();
    if (isApi(req)) res.status(403).json(failure(ru.common.forbiddenOrigin));
    else res.status(403).type("text/plain; charset=utf-8").send(ru.common.forbiddenOrigin);
  });

  // A saturated process answers 503 at once rather than slowly to everyone (server/load-gate.ts). Before the
  // actor, so a refusal costs no query; event streams stay open for long and are not counted.
  const streams = new Set(apiRoutes.filter((route) => "stream" in route).map((route) => `${base}/api${route.path}`));
  const gate = createLoadGate({
    ...(config.requestLimits ?? DEFAULT_REQUEST_LIMITS),
    // Files and photos are streamed, not computed: a video watched on a slow line would hold a place for minutes.
    exempt: (req) => streams.has(req.path) || req.path.startsWith(`${base}/files/`) || req.path.startsWith(`${base}/avatars/`),
    refuse: (req, res) => answerUnavailable(req, res, base, overload),
  });
  onGate?.(gate);
  app.use(gate.handler);

  // Who is asking: the session cookie or a bearer token.
  app.use(async (req: Request, res: Response, next: NextFunction) => {
    try {
      const { sessionSecret, bearer } = credentialsOf(req);
      const locals = res.locals as ApiLocals;
      locals.sessionSecret = sessionSecret;
      locals.deviceMark = readCookie(req.headers.cookie, DEVICE_COOKIE);
      locals.clientIp = req.ip ?? "unknown";
      // req.protocol is "https" for a TLS request, or behind TRUST_PROXY as X-Forwarded-Proto says.
      locals.cookieOptions = cookieOptionsFor({ basePath: base, cookieSecure: config.cookieSecure }, req.protocol);
      locals.actor = await services.auth.resolveActor({ sessionSecret, bearer });
      next();
    } catch (error) {
      next(error);
    }
  });

  // The statistics count each answered page and /api call (server/activity.ts), after the answer.
  app.use(observeRequests(portal.activity, base, streams));

  // Profile photos: JPEGs the portal made itself, streamed from the file store (the bucket with several
  // processes), for signed-in people only, so not cached (the no-store above). A name is never reused (a
  // new photo gets new random bits), so it is the ETag: a browser revalidating gets a 304.
  app.get(`${base}/avatars/:file`, async (req: Request, res: Response, next: NextFunction) => {
    const name = req.params.file ?? "";
    const notFound = () => res.status(404).type("text/plain; charset=utf-8").send(ru.pages.notFoundTitle);
    if (!services.profile.isAvatarName(name)) return notFound();
    if ((res.locals as ApiLocals).actor.kind !== "user") {
      res.status(401).type("text/plain; charset=utf-8").send(apiMessages.unauthorized);
      return;
    }
    try {
      const stream = await services.profile.openAvatar(name);
      if (!stream) return notFound();
      const etag = `"${name}"`;
      res.setHeader("Content-Type", "image/jpeg");
      res.setHeader("ETag", etag);
      const cached = req
        .get("if-none-match")
        ?.split(",")
        .some((tag) => tag.trim().replace(/^W\//, "") === etag);
      if (cached || req.method === "HEAD") {
        stream.destroy();
        res.status(cached ? 304 : 200).end();
        return;
      }
      pipeStored(req, res, stream);
    } catch (error) {
      next(error);
    }
  });

  // Uploaded files (knowledge base, editor, resumes): checked by content, kept in the file store,
  // served to signed-in people with their stored type, nosniff and a safe Content-Disposition.
  app.get(`${base}/files/:id/:name`, fileDownloadHandler(services));
  // The editor's multipart upload: read here, with its size limits, before the JSON /api router.
  app.post(`${base}/api/froala/upload`, froalaUploadHandler(services));

  app.use(`${base}/api`, createApiRouter(apiRoutes, services));

  if (build) {
    const pages = pagePaths(build);
    const remixHandler = pageHandler({
      // The classic compiler has no basename option; the runtime reads it from the build.
      // Every loader and action turns a domain error it let through into its refusal page (404, 403, 400).
      build: withDomainRefusals({ ...build, basename: base || undefined }),
      mode: config.production ? "production" : "development",
      basePath: base,
      getLoadContext: (req, res): AppLoadContext => {
        const locals = res.locals as ApiLocals & { nonce: string };
        return {
          services,
          actor: locals.actor,
          sessionSecret: locals.sessionSecret,
          clientIp: locals.clientIp,
          nonce: locals.nonce,
          lite: readCookie(req.headers.cookie, LITE_COOKIE) === "1",
          basePath: base,
          cookieOptions: locals.cookieOptions,
          // Remix answers a data request (single fetch) at the page's address plus ".data", and hands its
          // loaders the address without it: only here is the difference seen.
          pageOnly: req.path.endsWith(".data") ? null : new Map(),
          pagePaths: pages,
          failures: { databaseUnavailable: false },
        };
      },
    });
    if (base) app.get("/", (_req, res) => res.redirect(`${base}/`));
    app.all(base ? [base, `${base}/*`] : "*", remixHandler);
  }

  // A client error raised on the way keeps its status and is not logged: a body over its limit (413), a
  // path parameter that does not decode ("/%ff", "/files/%ff/x": Express's 400). Anything else is ours:
  // logged, and a 500.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = (error as { status?: unknown } | null)?.status;
    if (typeof status === "number" && status >= 400 && status < 500) {
      if (!res.headersSent) badRequest(req, res, status);
      return;
    }
    // The database restarting (the actor's lookup is the first query of a request): slow, not broken.
    if (isDatabaseUnavailable(error)) return answerUnavailable(req, res, base, unavailable);
    console.error(`${req.method} ${req.originalUrl} failed:`, error);
    if (res.headersSent) return;
    res.status(500).type("text/plain; charset=utf-8").send(ru.common.unexpected);
  });

  // The spec's WebSocket for large files in chunks (app/platform/files/api-large-file.md): answered on the HTTP
  // server's `upgrade` at /api/large-file/chunk and /large-file/chunk, so app.listen (server.ts, the tests) hooks it.
  const chunks = createChunkUploads({
    paths: [`${base}/api/large-file/chunk`, `${base}/large-file/chunk`],
    crossSite: (req) => isCrossSite((name) => [req.headers[name]].flat()[0]),
    resolveActor: (req) => services.auth.resolveActor(credentialsOf(req)),
    store: (actor, upload) => services.files.saveUpload(actor, upload),
    kindOf: (type) => services.files.kindOf(type),
  });
  const listen = app.listen.bind(app) as (...args: unknown[]) => Server;
  app.listen = ((...args: unknown[]) => {
    const server = listen(...args);
    chunks.attach(server);
    server.on("close", () => void chunks.close());
    return server;
  }) as typeof app.listen;

  return app;
}
