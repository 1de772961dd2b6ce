// The group articles' rows of the page access matrix (spread into PAGE_MATRIX); the actors' places in
// the demo's groups are as api-matrix-group-articles.ts says.
import { groupArticleMessages as t } from "../../app/features/groups/messages/article";
import { groupMessages } from "../../app/features/groups/messages/group";
import type { PageRow } from "./page-matrix";

const closed = { status: 403 as const, text: groupMessages.closedNotice };

export const GROUP_ARTICLE_PAGES: Record<string, PageRow> = {
  "routes/_shell.group.$id.article._index": {
    url: (i) => `/group/${i.shopGroup}/article`,
    expect: { anonymous: "login", employee: closed, sectionEditor: 200, editor: closed, admin: 200 },
  },
  "routes/_shell.group.$id.article.$idArticle": {
    // The section editor's draft: others are sent back to the list with the reason.
    url: (i) => `/group/${i.runningGroup}/article/${i.runningDraft}`,
    expect: {
      anonymous: "login",
      employee: { redirect: "/group/" },
      sectionEditor: 200,
      editor: { redirect: "/group/" },
      admin: 200,
    },
  },
  "routes/_shell.group.$id.article.create": {
    url: (i) => `/group/${i.runningGroup}/article/create`,
    expect: {
      anonymous: "login",
      employee: { status: 403, text: t.notMember },
      sectionEditor: 200,
      editor: { status: 403, text: t.notMember },
      admin: 200,
    },
  },
  "routes/_shell.group.$id.article.edit.$idArticle": {
    url: (i) => `/group/${i.itGroup}/article/edit/${i.itArticle}`,
    expect: {
      anonymous: "login",
      employee: { status: 403, text: t.cannotEdit },
      sectionEditor: { status: 403, text: t.cannotEdit },
      editor: 200,
      admin: 200,
    },
  },
};
