// STUB (replaced by the replies helper): what the replies give the manifest.
import type { ApiRoute } from "~/platform/api.server";
import type { NotificationTypeDef } from "~/platform/feature";
import type { FileReadGuard } from "~/platform/files/files.server";
import type { ClaimType } from "~/features/claims/index.server";

export const replyClaimTypes: readonly ClaimType[] = [];
export const repliesApi: ApiRoute[] = [];
export const replyNotificationTypes: Readonly<Record<string, NotificationTypeDef>> = {};
export const resumeReadGuards = (): FileReadGuard[] => [];
