// The page matrix's rows of the vacancies' pages (issue #15): the list and the rules for everyone signed
// in; the create form for vacancy editors (9000000002 holds ROLE_EDIT_VACANCY_CLAIM) and administrators,
// others 403; a vacancy that does not exist is «Вакансия не найдена» (404) for readers, and its edit page
// is 403 before that for non-editors. The rows do not depend on the demo's vacancies.
// page-matrix.ts spreads these rows into PAGE_MATRIX.
import type { PageExpectation, PageRow } from "./page-matrix";

const FORBIDDEN = { status: 403 as const, text: "Нет доступа" };
const NOT_FOUND = { status: 404 as const, text: "Вакансия не найдена" };
const MISSING = 2_000_000_000;

const readers = (e: PageExpectation) => ({ anonymous: "login" as const, employee: e, sectionEditor: e, editor: e, admin: e });
const editorsOnly = (e: PageExpectation) => ({ ...readers(e), employee: FORBIDDEN, sectionEditor: FORBIDDEN });

export const VACANCY_PAGES: Record<string, PageRow> = {
  "routes/_shell.vacancies._index": { url: () => "/vacancies", expect: readers(200) },
  "routes/_shell.vacancies.rules": { url: () => "/vacancies/rules", expect: readers(200) },
  "routes/_shell.vacancies.create": { url: () => "/vacancies/create", expect: editorsOnly(200) },
  "routes/_shell.vacancies.$id": { url: () => `/vacancies/${MISSING}`, expect: readers(NOT_FOUND) },
  "routes/_shell.vacancies.$id_.edit": { url: () => `/vacancies/${MISSING}/edit`, expect: editorsOnly(NOT_FOUND) },
};
