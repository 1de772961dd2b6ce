// The access matrix rows of the vacancies' core calls (issue #15 points 2, 8): everyone signed in reads
// the cities, the list, the count and PUBLIC vacancies; archived ones, and creating and updating, are
// for vacancy editors (ROLE_EDIT_VACANCY_CLAIM: the demo editor 9000000002) and administrators.
import { ru } from "../helpers/ru";
import type { ActorName } from "./world";
import type { Expectation, MatrixRow } from "./api-matrix";

const r = ru.vacancies.core.refusals;
const q = (query: Record<string, string | number>) => ({
  query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
});
const b = (body: Record<string, unknown>) => ({ body });
const signedIn = (e: Expectation): Record<ActorName, Expectation> => ({
  anonymous: "401",
  employee: e,
  sectionEditor: e,
  editor: e,
  admin: e,
});
/** Vacancy editors (the demo editor) and administrators; the employee and the section editor are refused. */
const vacancyEditors = (message: string, allowed: Expectation = "ok"): Record<ActorName, Expectation> => ({
  anonymous: "401",
  employee: { refused: message },
  sectionEditor: { refused: message },
  editor: allowed,
  admin: allowed,
});

export const VACANCIES_API_MATRIX: Record<string, MatrixRow> = {
  "GET /vacancies/cities": { input: () => ({}), expect: signedIn("ok") },
  "GET /vacancies/list": { input: () => q({ cityId: 1, sector: "RETAIL" }), expect: signedIn("ok") },
  "GET /vacancies/total": { input: () => q({ cityId: 1 }), expect: signedIn("ok") },
  "GET /vacancies/get": { input: (ids) => q({ id: ids.archivedVacancy }), expect: vacancyEditors(r.notFound) },
  "POST /vacancies/create": {
    input: (ids, { userIds }) =>
      b({
        position: "Кладовщик",
        departmentId: ids.department,
        contactId: userIds.editor,
        cityId: 1,
        sector: "WHOLESALE",
        level: "EXECUTOR",
        wage: "50000",
        responsibility: "Приёмка и отгрузка товара",
        requirements: "Внимательность",
      }),
    expect: vacancyEditors(r.notEditor),
  },
  "POST /vacancies/update": { input: (ids) => b({ id: ids.editableVacancy, hot: true }), expect: vacancyEditors(r.notEditor) },
};
