// The videos' rows of the access matrices (tests/security/): the /api calls and the pages × anonymous,
// employee, section editor, editor, administrator on the demo seed (its two hosted videos are ids 1 and 2).
// Type imports only: the matrices import this file.
import type { MatrixRow } from "../../../../tests/security/api-matrix";
import type { PageRow } from "../../../../tests/security/page-matrix";
import { serverMessages } from "../messages.server";

// No demo account but the administrator holds ROLE_EDIT_VIDEOS.
const refused = { refused: serverMessages.forbidden };
const LINK = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";

export const API_ROWS: Record<string, MatrixRow> = {
  "GET /videos/list": {
    input: () => ({}),
    expect: { anonymous: "401", employee: "ok", sectionEditor: "ok", editor: "ok", admin: "ok" },
  },
  "GET /videos/get": {
    input: () => ({ query: { id: "1" } }),
    expect: { anonymous: "401", employee: "ok", sectionEditor: "ok", editor: "ok", admin: "ok" },
  },
  "POST /videos/create": {
    input: () => ({ body: { title: "Из матрицы доступа", link: LINK } }),
    expect: { anonymous: "401", employee: refused, sectionEditor: refused, editor: refused, admin: "ok" },
  },
  "POST /videos/update": {
    input: () => ({ body: { id: 1, title: "Как устроен наш склад", link: LINK } }),
    expect: { anonymous: "401", employee: refused, sectionEditor: refused, editor: refused, admin: "ok" },
  },
  "POST /videos/delete": {
    input: () => ({ body: { id: 2 } }),
    expect: { anonymous: "401", employee: refused, sectionEditor: refused, editor: refused, admin: "ok" },
    last: true,
  },
};

const editorsOnly = (url: string): PageRow => ({
  url: () => url,
  expect: {
    anonymous: "login",
    employee: { status: 403, text: serverMessages.forbidden },
    sectionEditor: { status: 403, text: serverMessages.forbidden },
    editor: { status: 403, text: serverMessages.forbidden },
    admin: 200,
  },
});

export const PAGE_ROWS: Record<string, PageRow> = {
  "routes/_shell.gallery.videos._index": {
    url: () => "/gallery/videos",
    expect: { anonymous: "login", employee: 200, sectionEditor: 200, editor: 200, admin: 200 },
  },
  "routes/_shell.gallery.videos.create": editorsOnly("/gallery/videos/create"),
  "routes/_shell.gallery.videos.$videoId.edit": editorsOnly("/gallery/videos/1/edit"),
};
