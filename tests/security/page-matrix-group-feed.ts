// The page matrix's rows of a group's feed pages (issue #14 point 5): a group post's page in the group's
// frame and its poll's address, on the demo's group posts (groups' seed-posts.server.ts). The closed
// «Магазин на Невском» is read by its members (the section editor runs it) and administrators; others get
// the frame's 403 with why. page-matrix.ts spreads these rows into PAGE_MATRIX.
import type { PageRow } from "./page-matrix";

const CLOSED = { status: 403 as const, text: "Группа закрыта: её содержимое видно только участникам" };

export const GROUP_FEED_PAGES: Record<string, PageRow> = {
  "routes/_shell.group.$id.$idPost": {
    url: (i) => `/group/${i.groupPostGroup}/${i.groupPost}`,
    expect: { anonymous: "login", employee: CLOSED, sectionEditor: 200, editor: CLOSED, admin: 200 },
  },
  "routes/_shell.group.$id.$idPost_.$idPoll": {
    url: (i) => `/group/${i.groupPollGroup}/${i.groupPollPost}/${i.groupPoll}`,
    expect: {
      anonymous: "login",
      employee: { redirect: "/group/" },
      sectionEditor: { redirect: "/group/" },
      editor: { redirect: "/group/" },
      admin: { redirect: "/group/" },
    },
  },
};
