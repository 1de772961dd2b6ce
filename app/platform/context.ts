// What every Remix loader and action receives as `context` (built in server.ts).
import type { Actor } from "./actor";
import type { CookieOptions } from "./cookies.server";
import type { Services } from "./services";

export interface PortalContext {
  services: Services;
  actor: Actor;
  sessionSecret: string | null;
  clientIp: string;
  nonce: string;
  lite: boolean;
  basePath: string;
  cookieOptions: CookieOptions;
  /**
   * What this request's HTML document renders without repeating it in the page's hydration data
   * (pageOnly() in remix.server.ts, shared/ui/page-only.tsx); null on a data request (a client
   * navigation or revalidation, `….data`), whose answer must carry everything the page renders.
   */
  pageOnly: Map<string, unknown> | null;
  /**
   * The path of every page of the build (`vacancies/:id/edit`): the shell tells by them which sections of
   * the product are built, where an address no page answers is a 404 rather than "coming soon".
   */
  pagePaths: readonly string[];
  /**
   * What went wrong while this request was answered, for the server to say it right: the database could not
   * be reached (entry.server.tsx's handleError marks it; server/pages.ts answers 503 instead of 500); a limit
   * refused it and frees in so many seconds (server/domain-refusals.ts marks it; the 429 says Retry-After).
   */
  failures: { databaseUnavailable: boolean; retryAfterSeconds?: number };
}

declare module "@remix-run/server-runtime" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends PortalContext {}
  interface Future {
    v3_singleFetch: true;
  }
}
