// Which answered requests the statistics count (app/platform/activity.server.ts), told after the answer is
// sent so counting is never in a request's way: pages read (GET, answered 200, their data requests included:
// with JavaScript a page moves by them) by the section of the spec's route table they are in, and /api calls
// by their first segment. Files, photos, event streams and failed answers are not counted.
import type { Request, Response, NextFunction } from "express";
import type { Activity, SeenRequest } from "../app/platform/activity.server";
import type { Actor } from "../app/platform/actor";
import { sectionOf } from "../app/shell/server/sections";

/** What a request counts as, or null when it is not counted. */
export function seenRequest(method: string, path: string, status: number, base: string, actor: Actor): SeenRequest | null {
  if (method !== "GET" || status !== 200 || (base && !path.startsWith(base))) return null;
  const own = path.slice(base.length) || "/";
  const userId = actor.kind === "user" ? actor.userId : null;
  if (own.startsWith("/api/")) {
    const section = own.split("/")[2] ?? "";
    return section ? { kind: "api", section, userId } : null;
  }
  if (own.startsWith("/files/") || own.startsWith("/avatars/") || own.startsWith("/build/")) return null;
  // A data request is the page's address plus ".data" (the home page's: "/_root.data").
  const page = own === "/_root.data" ? "/" : own.replace(/\.data$/, "");
  const section = sectionOf(page);
  return { kind: "page", section: section ? section.prefix.join("/") : page === "/" ? "" : "other", userId };
}

/** Tells `activity` of each counted request once it is answered; event streams (`streams`) are left out. */
export function observeRequests(activity: Activity, base: string, streams: ReadonlySet<string>) {
  return (req: Request, res: Response, next: NextFunction) => {
    // Read now: a router the request passes through later (/api) rewrites req.path to its own part.
    const path = req.path;
    if (!streams.has(path)) {
      res.on("finish", () => {
        const actor = (res.locals as { actor?: Actor }).actor;
        if (!actor) return;
        const seen = seenRequest(req.method, path, res.statusCode, base, actor);
        if (seen) activity.request(seen);
      });
    }
    next();
  };
}
