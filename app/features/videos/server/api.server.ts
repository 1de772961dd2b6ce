// The videos' /api calls (api.md), answered in the envelope {responseCode, response, errorMessage} by the router.
import type { ApiRoute } from "~/platform/api.server";
import { idCursor, idOfCursor } from "~/platform/cursor.server";
import { invalid } from "~/platform/errors";
import { toId } from "~/platform/ids";
import { serverMessages } from "../messages.server";

const field = (input: unknown, name: string): unknown =>
  typeof input === "object" && input !== null ? (input as Record<string, unknown>)[name] : undefined;

/** The video's id of a call, or the refusal "not found" (an id that cannot exist names no video). */
function idOf(input: unknown): number {
  const id = toId(field(input, "id"));
  if (id === null) throw invalid(serverMessages.notFound);
  return id;
}

export const videosApi: ApiRoute[] = [
  {
    method: "GET",
    path: "/videos/list",
    access: "user",
    handler: async ({ services, actor, input }) => {
      const after = field(input, "after");
      const limit = Number(field(input, "limit"));
      const page = await services.videos.list(actor, {
        after: typeof after === "string" ? idOfCursor(after) : null,
        limit: Number.isFinite(limit) && limit > 0 ? limit : 20,
      });
      return { items: page.items, nextCursor: page.next === null ? null : idCursor(page.next) };
    },
  },
  {
    method: "GET",
    path: "/videos/get",
    access: "user",
    handler: ({ services, actor, input }) => services.videos.get(actor, idOf(input)),
  },
  {
    method: "POST",
    path: "/videos/create",
    access: "user",
    handler: ({ services, actor, input }) => services.videos.create(actor, input),
  },
  {
    method: "POST",
    path: "/videos/update",
    access: "user",
    handler: ({ services, actor, input }) => services.videos.update(actor, idOf(input), input),
  },
  {
    method: "POST",
    path: "/videos/delete",
    access: "user",
    handler: ({ services, actor, input }) => services.videos.remove(actor, idOf(input)),
  },
];
