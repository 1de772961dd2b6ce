// Эмилия's rows of the access matrices (tests/security/): her calls and pages × anonymous, employee, section
// editor, editor, administrator on the demo seed, where only the administrator holds the right (ROLE_EMILIA is
// no other demo account's). The administrator's changes are sent where they are refused and change nothing
// (an image, phrase or file that does not exist), so the demo stays as it was. The banner is everyone's.
// Type imports only from the matrices, which import this file.
import type { MatrixRow } from "../../../../tests/security/api-matrix";
import type { PageRow } from "../../../../tests/security/page-matrix";
import { onlyAdministrator, pageOfAdministrator } from "../../../../tests/security/matrix-shapes";
import { refusals } from "../messages.server";

const managers = (admin: MatrixRow["expect"]["admin"]) => onlyAdministrator(refusals.forbidden, admin);
const MISSING = 999_999;
const PHRASE = "<p>Из матрицы доступа</p>";

export const API_ROWS: Record<string, MatrixRow> = {
  "GET /emilia/image/list": { input: () => ({}), expect: managers("ok") },
  "POST /emilia/image/add": { input: () => ({ body: { fileId: MISSING } }), expect: managers({ refused: refusals.fileNotFound }) },
  "POST /emilia/image/edit": {
    input: () => ({ body: { id: MISSING, fileId: MISSING } }),
    expect: managers({ refused: refusals.imageNotFound }),
  },
  "POST /emilia/image/delete": { input: () => ({ body: { id: MISSING } }), expect: managers({ refused: refusals.imageNotFound }) },
  "GET /emilia/phrase/list": { input: () => ({ query: { id: String(MISSING) } }), expect: managers({ refused: refusals.imageNotFound }) },
  "GET /emilia/phrase/get": { input: () => ({ query: { id: String(MISSING) } }), expect: managers({ refused: refusals.phraseNotFound }) },
  "POST /emilia/phrase/add": {
    input: () => ({ body: { imageId: MISSING, phraseNewEditor: PHRASE } }),
    expect: managers({ refused: refusals.imageNotFound }),
  },
  "POST /emilia/phrase/edit": {
    input: () => ({ body: { id: MISSING, phraseNewEditor: PHRASE } }),
    expect: managers({ refused: refusals.phraseNotFound }),
  },
  "POST /emilia/phrase/delete": { input: () => ({ body: { id: MISSING } }), expect: managers({ refused: refusals.phraseNotFound }) },
  "GET /emilia/banner": {
    input: () => ({}),
    expect: { anonymous: "401", employee: "ok", sectionEditor: "ok", editor: "ok", admin: "ok" },
  },
};

export const PAGE_ROWS: Record<string, PageRow> = {
  "routes/_shell.admin.emilia._index": { url: () => "/admin/emilia", expect: pageOfAdministrator },
  // The demo's one image is the first.
  "routes/_shell.admin.emilia.$id": { url: () => "/admin/emilia/1", expect: pageOfAdministrator },
  // The banner's close form and the guide editors' choice of the welcome's article post; a GET changes nothing.
  "routes/emilia.welcome-article": {
    url: () => "/emilia/welcome-article",
    expect: {
      anonymous: { redirect: "/" },
      employee: { redirect: "/" },
      sectionEditor: { redirect: "/" },
      editor: { redirect: "/" },
      admin: { redirect: "/" },
    },
  },
  "routes/emilia.banner.close": {
    url: () => "/emilia/banner/close",
    expect: {
      anonymous: { redirect: "/" },
      employee: { redirect: "/" },
      sectionEditor: { redirect: "/" },
      editor: { redirect: "/" },
      admin: { redirect: "/" },
    },
  },
};
