// Rules of the calls and the form of messages to a group's managers (issue #14 point 11): zod/mini,
// client-safe; the group page's form posts the same field names as POST /services/group/message/create.
import * as z from "zod/mini";
import { idOf, pageParam, requiredText } from "~/platform/schema";
import { groupFieldMessages as f } from "./messages/field";
import { groupMessageMessages as t } from "./messages/message";
import { MESSAGE_TEXT_MAX } from "./limits";

export { MESSAGE_TEXT_MAX };

/** As the claims engine's comments. */
export const COMMENT_MAX = 4000;
/** The manager's list of messages awaiting action: this many a page by default (keyset `after`). */
export const MANAGER_LIST_PAGE = 50;

/** POST /services/group/message/create */
export const createMessageSchema = z.object({
  groupId: idOf(f.groupRequired),
  subjectId: idOf(t.subjectRequired),
  text: requiredText(MESSAGE_TEXT_MAX, t.textRequired, t.textTooLong),
});

/** POST /services/group/message/to-work */
export const messageRefSchema = z.object({ claimId: idOf(t.claimRequired) });

/** POST /services/group/message/complete; the comment is optional. */
export const completeMessageSchema = z.object({
  claimId: idOf(t.claimRequired),
  resolutionTypeId: idOf(t.resolutionRequired),
  comment: z
    .pipe(
      z.optional(z.nullable(z.string({ error: t.commentTooLong }))),
      z.transform((v) => (v?.trim() ? v.trim() : null)),
    )
    .check(z.refine((v) => v === null || v.length <= COMMENT_MAX, { error: t.commentTooLong })),
});

/** GET /services/group/message/list-for-manager?after&pageSize: `after` is the last claim id shown. */
export const managerListSchema = z.object({
  after: pageParam(0, 0, 2_147_483_647),
  pageSize: pageParam(MANAGER_LIST_PAGE, 1, 100),
});

export type NewGroupMessage = z.output<typeof createMessageSchema>;
export type MessageRef = z.output<typeof messageRefSchema>;
export type MessageCompletion = z.output<typeof completeMessageSchema>;
export type ManagerListQuery = z.output<typeof managerListSchema>;
