// The corporate university (issue #35): /university (its courses by direction, filtered by ?direction=) and
// /university/literature (books, articles and materials with a file and/or a link, a search box and a topic
// filter), edited by ROLE_EDIT_UNIVERSITY (role group UNIVERSITY) and administrators. A course's link may lead to
// the education catalogue's page (/education/…): stored as text, the catalogue's tables are not read. Other
// features reach it through this file and index.ts only.
import { defineFeature } from "~/platform/feature";
import { ROLE_EDIT_UNIVERSITY } from "./policy";
import { createCourses } from "./server/courses.server";
import { createLiterature } from "./server/literature.server";
import { universityApi } from "./server/api.server";
import { universityNames } from "./messages.server";
import { universityFileKinds } from "./files";
import { seedUniversity } from "./seed.server";
import { migrations } from "./migrations";

export type { UniversityCourses } from "./server/courses.server";
export type { UniversityLiterature } from "./server/literature.server";
export type { Course, LiteratureItem } from "./server/model";

export const universityFeature = defineFeature({
  name: "university",
  migrations,
  services: (deps) => ({ university: { courses: createCourses(deps), literature: createLiterature(deps) } }),
  api: universityApi,
  roles: [ROLE_EDIT_UNIVERSITY],
  // Granted on /admin/rights/UNIVERSITY to people, departments or positions.
  roleGroups: [{ type: "UNIVERSITY", ...universityNames.roleGroup, roles: [ROLE_EDIT_UNIVERSITY] }],
  // Learning beside the other ways of growing (goals, mentoring): under «Активности», not a new top-level entry.
  menu: [{ name: universityNames.menu, link: "/university", order: 60, under: "/activities" }],
  fileKinds: universityFileKinds,
  // A cover or a literature file is read by anyone signed in once the university shows it.
  fileReadGuards: ({ university }) => [
    async (actor, fileId) =>
      (await university.courses.isShownCover(fileId)) || (await university.literature.isShownFile(fileId)) ? actor.kind === "user" : null,
  ],
  seed: seedUniversity,
});
