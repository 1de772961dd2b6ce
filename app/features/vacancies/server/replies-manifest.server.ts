// What the replies give the vacancies' manifest (index.server.ts): the two claim types, the calls, the
// notification types with their Russian texts, and the résumés' read guard.
import type { ApiRoute } from "~/platform/api.server";
import type { NotificationTypeDef } from "~/platform/feature";
import type { FileReadGuard } from "~/platform/files/files.server";
import type { ClaimType } from "~/features/claims/index.server";
import { vacancyReplyNotices } from "../messages.server";
import { replyClaimTypeList } from "./reply-claims.server";
import { repliesApi as calls } from "./replies-api.server";

export const replyClaimTypes: readonly ClaimType[] = replyClaimTypeList;
export const repliesApi: ApiRoute[] = calls;
/** Family VACANCY_REPLY (a claim family, notifications/links.ts): handlers to their approvement requests, the sender to the claim. */
export const replyNotificationTypes: Readonly<Record<string, NotificationTypeDef>> = Object.fromEntries(
  Object.entries(vacancyReplyNotices).map(([type, template]) => [type, { family: "VACANCY_REPLY", template }]),
);
/** The résumés' guard of the vacancies' own services (the manifest hands them over). */
export const resumeReadGuards = (own: { vacancyReplies: { fileReadGuard: FileReadGuard } }): FileReadGuard[] => [
  own.vacancyReplies.fileReadGuard,
];
