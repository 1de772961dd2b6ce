// /admin/avatars' /api calls (ours: the spec names no such page), in the envelope, and the schemas its page
// parses with: the list's keyset and the removal's reason.
import * as z from "zod/mini";
import type { ApiRoute } from "~/platform/api.server";
import { idOf, pageParam, requiredText } from "~/platform/schema";
import { parseInput } from "~/platform/validate";
import { avatarRefusals as t } from "../messages.server";
import { AVATAR_REASON_MAX } from "../moderation";
import { AVATARS_PAGE } from "./avatar-moderation.server";

/** The largest id the table can hold (an integer column on PostgreSQL). */
const MAX_ID = 2_147_483_647;

/** GET /admin/avatars/list and the page's address: `before` is the last item's id shown (0: the newest). */
export const avatarListSchema = z.object({
  before: pageParam(0, 0, MAX_ID),
  pageSize: pageParam(AVATARS_PAGE, 1, 100),
});

/** POST /admin/avatars/remove and the page's form. */
export const avatarRemoveSchema = z.object({
  userId: idOf(t.notFound),
  reason: requiredText(AVATAR_REASON_MAX, t.reasonRequired, t.reasonTooLong),
});

export const avatarsApi: ApiRoute[] = [
  {
    method: "GET",
    path: "/admin/avatars/list",
    access: "user",
    handler: ({ services, actor, input }) => services.avatars.list(actor, parseInput(avatarListSchema, input)),
  },
  {
    method: "POST",
    path: "/admin/avatars/remove",
    access: "user",
    async handler({ services, actor, input }) {
      await services.avatars.remove(actor, parseInput(avatarRemoveSchema, input));
      return null;
    },
  },
];
