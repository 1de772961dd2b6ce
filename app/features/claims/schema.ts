// Rules of the claim calls (issue #13 point 8) and, later, of the claim forms: zod/mini, client-safe.
import * as z from "zod/mini";
import { idOf, MAX_PAGE_NUMBER, optionalIdOf, pageParam, requiredText } from "~/platform/schema";
import { claimFieldMessages as t } from "./messages";

export const SUBJECT_MAX = 255;
export const TEXT_MAX = 4000;
export const COMMENT_MAX = 4000;
/** History pages: the spec's page 0, size 100. */
export const HISTORY_PAGE_SIZE = 100;
/** A person's own claims and an approver's list: 20 a page. */
export const LIST_PAGE_SIZE = 20;

const typeName = z.pipe(
  z.string({ error: t.typeRequired }),
  z.transform((s) => s.trim()),
);

const optionalComment = z
  .pipe(
    z.optional(z.nullable(z.string({ error: t.commentTooLong }))),
    z.transform((v) => (v?.trim() ? v.trim() : null)),
  )
  .check(z.refine((v) => v === null || v.length <= COMMENT_MAX, { error: t.commentTooLong }));

/** POST /user-claims/create */
export const createClaimSchema = z.object({
  type: typeName,
  subject: requiredText(SUBJECT_MAX, t.subjectRequired, t.subjectTooLong),
  text: requiredText(TEXT_MAX, t.textRequired, t.textTooLong),
});

/** POST /user-claims/change-status; `version` (optional) is the one the form read: a stale form is refused. */
export const changeStatusSchema = z.object({
  claimId: idOf(t.claimRequired),
  status: z.pipe(
    z.string({ error: t.statusRequired }),
    z.transform((s) => s.trim()),
  ),
  comment: optionalComment,
  version: optionalIdOf(t.versionInvalid),
  /** What the move needs besides the comment (its type's moveFields: a message's resolutionTypeId). */
  fields: z.optional(z.record(z.string(), idOf(t.fieldInvalid))),
});

/** POST /user-claims/comment */
export const commentSchema = z.object({
  claimId: idOf(t.claimRequired),
  comment: requiredText(COMMENT_MAX, t.commentRequired, t.commentTooLong),
});

/** GET /user-claims/get?id */
export const claimRefSchema = z.object({ id: idOf(t.claimRequired) });

/** GET /user-claims-v2/list-history and /user-claims/status/list-history */
export const historyQuerySchema = z.object({
  claimId: idOf(t.claimRequired),
  pageNumber: pageParam(0, 0, MAX_PAGE_NUMBER),
  pageSize: pageParam(HISTORY_PAGE_SIZE, 1, HISTORY_PAGE_SIZE),
});

/** GET /user-claims-v2/list-for-cur-user, /user-claims-v2/list-for-approver (`awaiting`: only those waiting for the approver) */
export const listQuerySchema = z.object({
  pageNumber: pageParam(0, 0, MAX_PAGE_NUMBER),
  pageSize: pageParam(LIST_PAGE_SIZE, 1, 100),
  awaiting: z.pipe(
    z.optional(z.union([z.string(), z.boolean()])),
    z.transform((v) => v === true || v === "true"),
  ),
});

/** GET /user-claims/list-statuses?type */
export const statusesQuerySchema = z.object({ type: typeName });

export type NewClaim = z.output<typeof createClaimSchema>;
export type StatusChange = z.output<typeof changeStatusSchema>;
export type NewComment = z.output<typeof commentSchema>;
export type ClaimRef = z.output<typeof claimRefSchema>;
export type HistoryQuery = z.output<typeof historyQuerySchema>;
export type ListQuery = z.output<typeof listQuerySchema>;
export type StatusesQuery = z.output<typeof statusesQuerySchema>;
