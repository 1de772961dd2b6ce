// STUB (replaced by the replies helper): replies and recommendations as claims.
import type { Deps } from "~/platform/deps.server";
import type { ClaimsService } from "~/features/claims/index.server";
import type { VacancyRepliesService } from "./contract";

const notBuilt = () => Promise.reject(new Error("vacancy replies: not built yet"));

export function createVacancyReplies(_deps: Deps, _claims: ClaimsService): VacancyRepliesService {
  return { reply: notBuilt, list: notBuilt };
}
