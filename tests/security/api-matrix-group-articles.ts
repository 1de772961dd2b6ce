// The group articles' rows of the /api access matrix (spread into API_MATRIX). Actors in the demo's
// groups: the employee is in none; the section editor (9000000003) is a member of «Фотоклуб «Объектив»»
// and runs the closed «Магазин на Невском»; the editor (9000000002) runs «ИТ-поддержка» and is in
// neither of the others; the administrator runs the photo club and is ROLE_ADMINISTRATOR.
import { groupArticleMessages as t } from "../../app/features/groups/messages/article";
import { groupMessages } from "../../app/features/groups/messages/group";
import type { MatrixRow } from "./api-matrix";

const q = (query: Record<string, number>) => ({ query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
const b = (body: Record<string, unknown>) => ({ body });
const body = { name: "Разминка перед пробежкой", contentNewEditor: "<p>Пять минут суставной гимнастики.</p>" };
const closed = { refused: groupMessages.closedNotice };

export const GROUP_ARTICLES_MATRIX: Record<string, MatrixRow> = {
  "GET /articles/find-by-group": {
    input: (ids) => q({ groupId: ids.shopGroup, pageNumber: 0, pageSize: 20 }),
    expect: { anonymous: "401", employee: closed, sectionEditor: "ok", editor: closed, admin: "ok" },
  },
  "GET /articles/get": {
    input: (ids) => q({ groupId: ids.shopGroup, articleId: ids.shopArticle }),
    expect: { anonymous: "401", employee: closed, sectionEditor: "ok", editor: closed, admin: "ok" },
  },
  "GET /articles/find-for-post": {
    input: (ids) => q({ groupId: ids.shopGroup }),
    expect: { anonymous: "401", employee: closed, sectionEditor: "ok", editor: closed, admin: "ok" },
  },
  "POST /articles/create": {
    input: (ids) => b({ ...body, groupId: ids.photoGroup, status: "PUBLISH" }),
    expect: { anonymous: "401", employee: { refused: t.notMember }, sectionEditor: "ok", editor: { refused: t.notMember }, admin: "ok" },
  },
  "POST /articles/edit": {
    input: (ids) => b({ ...body, id: ids.itArticle, status: "PUBLISH" }),
    expect: { anonymous: "401", employee: { refused: t.cannotEdit }, sectionEditor: { refused: t.cannotEdit }, editor: "ok", admin: "ok" },
  },
  "POST /articles/delete": {
    input: (ids) => b({ id: ids.itArticle2 }),
    expect: {
      anonymous: "401",
      employee: { refused: t.cannotEdit },
      sectionEditor: { refused: t.cannotEdit },
      editor: "allowed",
      admin: "allowed",
    },
    last: true,
  },
};
