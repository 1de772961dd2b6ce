// Vacancies (issue #15): the filtered list, create and edit, archive, the vacancy page with replies and
// recommendations (each a claim of the claims engine: VACANCY_REPLY, VACANCY_RECOMMENDATION), résumés.
// Other features reach vacancies through this file.
import { defineFeature } from "~/platform/feature";
import { claimFamily, type ClaimsService } from "~/features/claims/index.server";
import { ROLE_EDIT_VACANCY_CLAIM } from "./policy";
import { vacanciesApi } from "./server/api.server";
import { createVacancies } from "./server/vacancies.server";
import { createVacancyReplies } from "./server/replies.server";
import { repliesApi } from "./server/replies-api.server";
import { replyClaimTypeList } from "./server/reply-claims.server";
import { vacancyFamilyLabel, vacancyReplyNotices, roleGroupNames } from "./messages.server";
import { seedVacanciesDemo } from "./seed.server";
import { migrations } from "./migrations";
import { vacancyFileKinds } from "./files";
import { vacanciesMenuNames } from "./messages.server";

export type { VacanciesService, VacancyRepliesService } from "./server/contract";

export const vacanciesFeature = defineFeature({
  name: "vacancies",
  menu: [{ name: vacanciesMenuNames.vacancies, link: "/vacancies", order: 4 }],
  migrations,
  needs: ["claims"],
  services: (deps, needs: { claims: ClaimsService }) => {
    for (const type of replyClaimTypeList) needs.claims.registerType(type);
    return { vacancies: createVacancies(deps, needs.claims), vacancyReplies: createVacancyReplies(deps, needs.claims) };
  },
  api: [...vacanciesApi, ...repliesApi],
  roles: [ROLE_EDIT_VACANCY_CLAIM],
  roleGroups: [{ type: "VACANCY_MANAGEMENT", ...roleGroupNames, roles: [ROLE_EDIT_VACANCY_CLAIM] }],
  searchIndexers: ({ vacancies }) => [vacancies.searchIndexer],
  fileReadGuards: ({ vacancyReplies }) => [vacancyReplies.fileReadGuard],
  fileKinds: vacancyFileKinds,
  // Family VACANCY_REPLY (a claim family: handlers to their approvement requests, the sender to the claim).
  notificationFamilies: { VACANCY_REPLY: claimFamily(vacancyFamilyLabel) },
  notificationTypes: Object.fromEntries(
    Object.entries(vacancyReplyNotices).map(([type, template]) => [type, { family: "VACANCY_REPLY", template }]),
  ),
  seed: seedVacanciesDemo,
});
