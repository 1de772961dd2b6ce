// A domain error no loader or action caught, as the page a refusal has. Domain functions throw typed
// errors (app/platform/errors.ts); /api turns every one into the envelope, and a route is to turn it into
// a field error or a refusal page itself. One it lets through was Remix's 500: «Произошла ошибка» for a
// missing article and an error logged with its stack. Every route module of the build is wrapped here,
// once, so a not-found is the 404 page, a forbidden the 403 page and a refused input a 400 with its words,
// whichever route forgot.
import { data, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import { isDomainError, type DomainErrorKind } from "../app/platform/errors";
import * as ru from "../app/shared/messages";
import type { PageRefusal } from "../app/shared/ui/refusal";

const STATUS: Record<DomainErrorKind, number> = {
  not_found: 404,
  forbidden: 403,
  invalid: 400,
  // A page is behind the sign-in already; an unauthorized here is a refused step (a wrong code), not a session.
  unauthorized: 401,
  rate_limited: 429,
  conflict: 409,
};

/** What a route throws instead of the domain error: the refusal its ErrorBoundary already renders. */
export function domainRefusal(error: unknown): unknown {
  if (!isDomainError(error)) return error;
  const status = STATUS[error.kind];
  // 403 and 404 carry a PageRefusal (shared/ui/refusal.tsx); the other statuses show their own words.
  if (status === 404) return data({ pageTitle: ru.pages.notFoundTitle, text: error.message } satisfies PageRefusal, { status });
  if (status === 403) return data({ pageTitle: ru.pages.forbiddenTitle, text: error.message } satisfies PageRefusal, { status });
  return data(error.message, { status });
}

type Handler = (args: { context: AppLoadContext }) => unknown;

function guarded<T extends Handler>(handler: T): T {
  return (async (args: { context: AppLoadContext }) => {
    try {
      return await handler(args);
    } catch (error) {
      // A thrown response's headers do not reach the page without a `headers` export on every route:
      // the 429's Retry-After goes by the load context, and server/pages.ts sets it.
      if (isDomainError(error) && error.retryAfterSeconds) args.context.failures.retryAfterSeconds = error.retryAfterSeconds;
      throw domainRefusal(error);
    }
  }) as T;
}

/** The build with every loader and action wrapped; route modules are ES namespaces, so they are copied. */
export function withDomainRefusals(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const module = { ...route.module };
    // Only the handlers a module has: Remix reads a present `loader` key as a route with data.
    if (module.loader) module.loader = guarded(module.loader as Handler) as typeof module.loader;
    if (module.action) module.action = guarded(module.action as Handler) as typeof module.action;
    routes[id] = { ...route, module };
  }
  return { ...build, routes };
}
