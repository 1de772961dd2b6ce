// О компании's rows of the access matrices (tests/security/): the /api calls and the pages × anonymous,
// employee, section editor, editor, administrator on the demo seed. Only the administrator holds
// ROLE_EDIT_COMPANY_PAGES and ROLE_UPDATE_COMPETENCES (the demo editor edits the knowledge base, not these).
// Type imports only from the matrices, which import this file.
import type { MatrixRow } from "../../../../tests/security/api-matrix";
import type { PageRow } from "../../../../tests/security/page-matrix";
import { onlyAdministrator, pageOfAdministrator } from "../../../../tests/security/matrix-shapes";
import { messages } from "../messages";
import { serverMessages } from "../messages.server";
import { PAGE_SLUGS } from "../pages";

const pages = (admin: MatrixRow["expect"]["admin"]) => onlyAdministrator(serverMessages.forbidden, admin);
const competences = (admin: MatrixRow["expect"]["admin"]) => onlyAdministrator(serverMessages.competencesForbidden, admin);
const signedIn = { anonymous: "401", employee: "ok", sectionEditor: "ok", editor: "ok", admin: "ok" } as const;
const readers = { anonymous: "login", employee: 200, sectionEditor: 200, editor: 200, admin: 200 } as const;

export const API_ROWS: Record<string, MatrixRow> = {
  "GET /company-pages/get": { input: () => ({ query: { slug: "history" } }), expect: signedIn },
  "POST /company-pages/save": {
    input: () => ({ body: { slug: "strategy", title: "Стратегия", content: "<p>Текст из матрицы доступа</p>" } }),
    expect: pages("ok"),
  },
  "GET /company-pages/versions": { input: () => ({ query: { slug: "history" } }), expect: pages("ok") },
  "GET /company-pages/version": { input: () => ({ query: { slug: "history", version: "1" } }), expect: pages("ok") },
  "POST /company-pages/restore": { input: () => ({ body: { slug: "history", version: 1 } }), expect: pages("ok") },
  "GET /competences/list": { input: () => ({}), expect: signedIn },
  "POST /competences/add": {
    input: () => ({ body: { title: "Из матрицы доступа", description: "Описание" } }),
    expect: competences("ok"),
  },
  "POST /competences/update": {
    input: () => ({ body: { id: 1, title: "Ориентация на покупателя", description: "Понимает потребности покупателя." } }),
    expect: competences("ok"),
  },
  "POST /competences/move": { input: () => ({ body: { id: 1, direction: "down" } }), expect: competences("ok") },
  // An id no competence has: the administrator passes the right and is told it is not there; the demo list stays.
  "POST /competences/delete": {
    input: () => ({ body: { id: 999_999 } }),
    expect: competences({ refused: messages.competenceNotFound }),
  },
};

export const PAGE_ROWS: Record<string, PageRow> = {
  ...Object.fromEntries(PAGE_SLUGS.map((slug) => [`routes/_shell.${slug}`, { url: () => `/${slug}`, expect: readers }])),
  "routes/_shell.company-pages.$slug.edit": { url: () => "/company-pages/history/edit", expect: pageOfAdministrator },
  "routes/_shell.company-pages.$slug.versions._index": { url: () => "/company-pages/history/versions", expect: pageOfAdministrator },
  "routes/_shell.company-pages.$slug.versions.$version": { url: () => "/company-pages/history/versions/1", expect: pageOfAdministrator },
  "routes/_shell.admin.competences": { url: () => "/admin/competences", expect: pageOfAdministrator },
};
