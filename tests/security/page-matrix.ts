// The access matrix of the pages as data: for every route of the Remix build, the address it is
// opened at (real ids of the demo seed) and what each actor gets on GET. page-matrix.test.ts loops
// over the build's route manifest, so a page added without a row here (or in its feature's
// tests/access-matrix.ts, ./feature-rows.ts) fails the suite.
import type { ActorName } from "./world";
import type { SeedIds } from "./ids";
import { GROUP_ALBUMS_PAGES } from "./page-matrix-group-albums";
import { GROUP_ARTICLE_PAGES } from "./page-matrix-group-articles";
import { GROUP_FEED_PAGES } from "./page-matrix-group-feed";
import { VACANCY_PAGES } from "./page-matrix-vacancies";
import { featurePageRows } from "./feature-rows";

/**
 * 200: the page. "login": a redirect to /login (with ?next=). { status, text }: refused with this
 * status, the page showing this text. { redirect }: a redirect to an address starting with this.
 */
export type PageExpectation = 200 | "login" | { status: 401 | 403 | 404; text?: string } | { redirect: string };

export interface PageRow {
  url(ids: SeedIds, userIds: Record<Exclude<ActorName, "anonymous">, number>): string;
  expect: Record<ActorName, PageExpectation>;
}

/** Routes that are layouts, not pages: they answer through their children only. */
export const LAYOUTS = [
  "root",
  "routes/_shell",
  "routes/_entry",
  "routes/_shell.knowledge.guide",
  "routes/_shell.knowledge.documents",
  "routes/_shell.knowledge.faq",
  "routes/_shell.knowledge.glossary",
  "routes/_shell.v2.contacts",
  "routes/_shell.group.$id",
  "routes/_shell.vacancies",
];

const FORBIDDEN = { status: 403 as const, text: "Нет доступа" };
const signedIn = (e: PageExpectation = 200): Record<ActorName, PageExpectation> => ({
  anonymous: "login",
  employee: e,
  sectionEditor: e,
  editor: e,
  admin: e,
});
/** Editors of a part of the knowledge base (9000000002) and administrators. */
const editors = (refusal: PageExpectation = FORBIDDEN): Record<ActorName, PageExpectation> => ({
  ...signedIn(),
  employee: refusal,
  sectionEditor: refusal,
});
/** The section editor of "Магазин на Невском" too. */
const sectionEditors = (refusal: PageExpectation = FORBIDDEN): Record<ActorName, PageExpectation> => ({ ...signedIn(), employee: refusal });
const adminOnly = (refusal: PageExpectation = FORBIDDEN): Record<ActorName, PageExpectation> => ({ ...editors(refusal), editor: refusal });
/** The entry area: for people not signed in; a signed-in person is sent on. */
const entry = (): Record<ActorName, PageExpectation> => ({
  anonymous: 200,
  employee: { redirect: "/" },
  sectionEditor: { redirect: "/" },
  editor: { redirect: "/" },
  admin: { redirect: "/" },
});
const everyone = (e: PageExpectation): Record<ActorName, PageExpectation> => ({
  anonymous: e,
  employee: e,
  sectionEditor: e,
  editor: e,
  admin: e,
});

const own = (i: SeedIds) => `/knowledge/guide/${i.ownSectionParent}/${i.ownSection}`;

export const PAGE_MATRIX: Record<string, PageRow> = {
  // --- entry area ---
  "routes/_entry.login": { url: () => "/login", expect: entry() },
  "routes/_entry.register": { url: () => "/register", expect: entry() },
  "routes/_entry.recover": { url: () => "/recover", expect: entry() },

  // --- shell ---
  "routes/_shell._index": { url: () => "/", expect: signedIn() },
  "routes/_shell.main": { url: () => "/main", expect: signedIn() },

  // --- the feed (the pages above are the feed too) ---
  "routes/_shell.news": { url: () => "/news", expect: signedIn() },
  "routes/_shell.news_.$idPost": { url: (i) => `/news/${i.post}`, expect: signedIn() },
  "routes/_shell.main_.news.$idPost": { url: (i) => `/main/news/${i.post}`, expect: signedIn() },
  // A poll's address leads to its anchor on the post's page.
  "routes/_shell.news_.$idPost_.$idPoll": {
    url: (i) => `/news/${i.pollPost}/${i.poll}`,
    expect: signedIn({ redirect: "/news/" }),
  },
  "routes/_shell.main_.news.$idPost_.$idPoll": {
    url: (i) => `/main/news/${i.pollPost}/${i.poll}`,
    expect: signedIn({ redirect: "/main/news/" }),
  },
  // The administrator's published post: its author and news editors (the demo editor) edit it.
  "routes/_shell.news_.$idPost_.edit": { url: (i) => `/news/${i.post}/edit`, expect: editors() },
  "routes/_shell.admin.news-moderation": { url: () => "/admin/news-moderation", expect: editors() },
  // Sticker managers (none among the demo's people) and administrators.
  "routes/_shell.admin.stickers": { url: () => "/admin/stickers", expect: adminOnly() },
  // Thanks (issue #12 point 11): everyone signed in reads them and thanks a colleague.
  "routes/_shell.thanks": { url: () => "/thanks", expect: signedIn() },
  "routes/_shell.thanks_.$idThanks": { url: (i) => `/thanks/${i.thanks}`, expect: signedIn() },
  "routes/_shell.main_.thanks.$idThanks": { url: (i) => `/main/thanks/${i.thanks}`, expect: signedIn() },
  "routes/_shell.news_.thanks.$idThanks": { url: (i) => `/news/thanks/${i.thanks}`, expect: signedIn() },
  "routes/_shell.user.$id.$thanksId": { url: (i) => `/user/${i.thanksTo}/${i.thanks}`, expect: signedIn() },
  "routes/_shell.menu": { url: () => "/menu", expect: signedIn() },
  // The portal search (issue #16 point 8): everyone signed in; the header form's /search?q= goes on (303).
  "routes/_shell.search._index": { url: () => "/search?q=%D0%B8%D0%B2%D0%B0%D0%BD", expect: signedIn({ redirect: "/search/all/" }) },
  "routes/_shell.menu_.search": { url: () => "/menu/search", expect: signedIn() },
  "routes/_shell.search.all.$": { url: () => "/search/all/%D0%B8%D0%B2%D0%B0%D0%BD", expect: signedIn() },
  "routes/_shell.search.$index.$": { url: () => "/search/contact/%D0%B8%D0%B2%D0%B0%D0%BD?page=1", expect: signedIn() },
  "routes/_shell.search-result._index": { url: () => "/search-result", expect: signedIn() },
  "routes/_shell.search-result.$": { url: () => "/search-result/%D0%B8%D0%B2%D0%B0%D0%BD", expect: signedIn() },
  // The indexes' page and their rebuild (issue #16 point 10): administrators only.
  "routes/_shell.admin.search": { url: () => "/admin/search", expect: adminOnly() },
  // Log readers too (ROLE_GET_LOG), whom the demo has none of: app/features/search/tests/statistics-page.test.ts.
  "routes/_shell.admin.search-statistic": { url: () => "/admin/search-statistic", expect: adminOnly() },
  "routes/_shell.admin.ui": { url: () => "/admin/ui", expect: adminOnly() },
  // Notifications are their recipient's alone: someone else's address is refused.
  "routes/_shell.user.$id.notification": {
    url: (_i, u) => `/user/${u.employee}/notification`,
    expect: { ...signedIn({ status: 403, text: "Уведомления видит только их получатель." }), employee: 200 },
  },
  "routes/_shell.user.$id.notification_.settings": {
    url: (_i, u) => `/user/${u.employee}/notification/settings`,
    expect: { ...signedIn({ status: 403, text: "Настройки уведомлений видит только их владелец." }), employee: 200 },
  },
  // Claims: a person's lists and claim pages are theirs alone (another's address: 403); the demo
  // employee (sectionEditor here) owns the completed claim, which the administrator handles.
  "routes/_shell.user.$id.claims": {
    url: (_i, u) => `/user/${u.employee}/claims`,
    expect: { ...signedIn({ status: 403, text: "Заявки видит только их автор." }), employee: 200 },
  },
  "routes/_shell.user.$id.claims_.$claimId": {
    url: (i, u) => `/user/${u.sectionEditor}/claims/${i.completedClaim}`,
    expect: { ...signedIn({ status: 403, text: "Заявки видит только их автор." }), sectionEditor: 200 },
  },
  "routes/_shell.user.$id.approvement-requests": {
    url: (_i, u) => `/user/${u.admin}/approvement-requests`,
    expect: { ...signedIn({ status: 403, text: "Согласования видит только тот, кто их ведёт." }), admin: 200 },
  },
  "routes/_shell.user.$id.approvement-requests_.$claimId": {
    url: (i, u) => `/user/${u.admin}/approvement-requests/${i.completedClaim}`,
    expect: { ...signedIn({ status: 403, text: "Согласования видит только тот, кто их ведёт." }), admin: 200 },
  },
  // Claims administrators (ROLE_EDIT_USER_CLAIMS) and administrators: of the demo, the administrator.
  "routes/_shell.admin.claims": { url: () => "/admin/claims", expect: adminOnly() },
  "routes/_shell.404": { url: () => "/404", expect: signedIn({ status: 404 }) },
  "routes/_shell.$": { url: () => "/no-such-page", expect: signedIn({ status: 404 }) },
  "routes/_shell.forbidden": { url: () => "/forbidden", expect: signedIn(FORBIDDEN) },
  "routes/_shell.favorites": { url: () => "/favorites?type=CONTACT", expect: signedIn() },
  "routes/_shell.structure": { url: () => "/structure", expect: signedIn() },
  "routes/_shell.suggest-correction": { url: () => "/suggest-correction?sourceURL=%2Fv2%2Fcontacts", expect: signedIn() },
  // News editors (the demo editor) have one section there: news moderation.
  "routes/_shell.admin._index": { url: () => "/admin", expect: editors() },
  "routes/_shell.admin.suggestions": { url: () => "/admin/suggestions", expect: adminOnly() },

  // --- profile ---
  "routes/_shell.user.$id._index": { url: (_i, u) => `/user/${u.employee}`, expect: signedIn() },
  "routes/_shell.user.$id.edit": { url: (_i, u) => `/user/${u.employee}/edit`, expect: { ...adminOnly(), employee: 200 } },

  // --- contacts ---
  "routes/_shell.v2.contacts._index": { url: () => "/v2/contacts", expect: signedIn() },
  "routes/_shell.v2.contacts.$": { url: (i) => `/v2/contacts/${i.contactCategoryParent}/${i.contactCategory}`, expect: signedIn() },
  "routes/_shell.v2.contacts.card.$contactId": { url: (i) => `/v2/contacts/card/${i.personContact}`, expect: signedIn() },
  "routes/_shell.v2.contacts.another.$id": { url: (i) => `/v2/contacts/another/${i.serviceRecord}`, expect: editors() },
  "routes/_shell.v2.contacts.another.new": { url: (i) => `/v2/contacts/another/new?categoryId=${i.contactCategory}`, expect: editors() },
  "routes/_shell.v2.contacts.another.new-with-user": {
    url: (i) => `/v2/contacts/another/new-with-user?categoryId=${i.contactCategory}`,
    expect: editors(),
  },

  // --- normative documents ---
  "routes/_shell.knowledge.documents._index": { url: () => "/knowledge/documents", expect: signedIn() },
  "routes/_shell.knowledge.documents.theme.$themeId": { url: (i) => `/knowledge/documents/theme/${i.theme}`, expect: signedIn() },
  "routes/_shell.knowledge.documents.view.$themeId.$id": {
    url: (i) => `/knowledge/documents/view/${i.theme}/${i.document}`,
    expect: signedIn(),
  },
  "routes/_shell.knowledge.documents.create.$themeId": { url: (i) => `/knowledge/documents/create/${i.theme}`, expect: editors() },
  "routes/_shell.knowledge.documents.edit.$themeId.$id": {
    url: (i) => `/knowledge/documents/edit/${i.theme}/${i.document}`,
    expect: editors(),
  },

  // --- FAQ and glossary ---
  "routes/_shell.knowledge.faq._index": { url: () => "/knowledge/faq", expect: signedIn() },
  "routes/_shell.knowledge.faq.$id._index": { url: (i) => `/knowledge/faq/${i.faqCategory}`, expect: signedIn() },
  "routes/_shell.knowledge.faq.$id.question.$questionId": {
    url: (i) => `/knowledge/faq/${i.faqCategory}/question/${i.faqQuestion}`,
    // The question's edit form (the FAQ page shows the questions themselves).
    expect: editors(),
  },
  "routes/_shell.knowledge.faq.$id.edit": { url: (i) => `/knowledge/faq/${i.faqCategory}/edit`, expect: editors() },
  "routes/_shell.knowledge.faq.$id.add": { url: (i) => `/knowledge/faq/${i.faqCategory}/add`, expect: editors() },
  "routes/_shell.knowledge.faq.create": { url: () => "/knowledge/faq/create", expect: editors() },
  "routes/_shell.knowledge.glossary._index": { url: () => "/knowledge/glossary", expect: signedIn() },
  "routes/_shell.knowledge.glossary.$id.edit": { url: (i) => `/knowledge/glossary/${i.glossaryTerm}/edit`, expect: editors() },
  "routes/_shell.knowledge.glossary.add": { url: () => "/knowledge/glossary/add", expect: editors() },

  // --- company guide ---
  "routes/_shell.knowledge.guide._index": { url: () => "/knowledge/guide", expect: signedIn() },
  "routes/_shell.knowledge.guide.create": { url: () => "/knowledge/guide/create", expect: editors() },
  "routes/_shell.knowledge.guide.$s1.($s2).($s3)._index": { url: (i) => own(i), expect: signedIn() },
  "routes/_shell.knowledge.guide.$id.edit": { url: (i) => `/knowledge/guide/${i.ownSection}/edit`, expect: sectionEditors() },
  "routes/_shell.knowledge.guide.$id.edit-child": { url: (i) => `/knowledge/guide/${i.ownSection}/edit-child`, expect: sectionEditors() },
  "routes/_shell.knowledge.guide.$s1.($s2).($s3).create-child": { url: (i) => `${own(i)}/create-child`, expect: sectionEditors() },
  "routes/_shell.knowledge.guide.$s1.($s2).($s3).article.create": { url: (i) => `${own(i)}/article/create`, expect: sectionEditors() },
  "routes/_shell.knowledge.guide.$s1.($s2).($s3).article.$articleId._index": {
    url: (i) => `${own(i)}/article/${i.ownArticle}`,
    expect: signedIn(),
  },
  "routes/_shell.knowledge.guide.$s1.($s2).($s3).article.$articleId.edit": {
    url: (i) => `${own(i)}/article/${i.ownArticle}/edit`,
    expect: sectionEditors(),
  },
  "routes/_shell.knowledge.guide.$s1.($s2).($s3).article.$articleId.versions._index": {
    url: (i) => `${own(i)}/article/${i.ownArticle}/versions`,
    expect: sectionEditors(),
  },
  "routes/_shell.knowledge.guide.$s1.($s2).($s3).article.$articleId.versions.$version": {
    url: (i) => `${own(i)}/article/${i.ownArticle}/versions/1`,
    expect: sectionEditors(),
  },
  "routes/_shell.knowledge.guide.article.$articleId": {
    url: (i) => `/knowledge/guide/article/${i.ownArticle}`,
    expect: { ...signedIn({ redirect: "/knowledge/guide/" }) },
  },
  // A chain of four ids or more (a deep section's whole ancestry) goes to the real address of its last one.
  "routes/_shell.knowledge.guide.$": {
    url: (i) => `/knowledge/guide/${i.ownSectionParent}/${i.ownSectionParent}/${i.ownSectionParent}/${i.ownSection}`,
    expect: signedIn({ redirect: "/knowledge/guide/" }),
  },

  // --- groups' own pages (issue #14): the list, the form, a group's settings (its managers), its members ---
  "routes/_shell.group._index": { url: () => "/group", expect: signedIn() },
  "routes/_shell.group-create": { url: () => "/group-create", expect: signedIn() },
  "routes/_shell.group.$id_.edit": {
    url: (i) => `/group/${i.ownClosedGroup}/edit`,
    expect: { ...sectionEditors(), editor: FORBIDDEN },
  },
  "routes/_shell.group.$id.members": { url: (i) => `/group/${i.openGroup}/members`, expect: signedIn() },

  // --- resource routes: forms post to them; a GET changes nothing ---
  "routes/finder": {
    url: () => "/finder?kinds=user&q=Иван",
    expect: { ...signedIn(), anonymous: { status: 401, text: "Требуется авторизация" } },
  },
  // The header search's dropdown (issue #16 point 7): JSON for the signed-in, like the finder.
  "routes/search.suggest": {
    url: () => "/search/suggest?q=%D0%B8%D0%B2%D0%B0%D0%BD",
    expect: { ...signedIn(), anonymous: { status: 401, text: "Требуется авторизация" } },
  },
  "routes/favorites.update": { url: () => "/favorites/update", expect: everyone({ redirect: "/" }) },
  "routes/notifications.read-all": { url: () => "/notifications/read-all", expect: everyone({ redirect: "/" }) },
  "routes/notifications.read": { url: () => "/notifications/read", expect: everyone({ redirect: "/" }) },
  "routes/settings.lite": { url: () => "/settings/lite", expect: everyone({ redirect: "/" }) },
  "routes/welcome.hide": { url: () => "/welcome/hide", expect: everyone({ redirect: "/" }) },
  // Groups (issue #14): a closed group's page is its card for everyone signed in.
  "routes/_shell.group.$id._index": { url: (i) => `/group/${i.closedGroup}`, expect: signedIn() },
  "routes/groups.membership": { url: () => "/groups/membership", expect: everyone({ redirect: "/group" }) },
  "routes/logout": { url: () => "/logout", expect: everyone({ redirect: "/" }) },
  ...GROUP_ALBUMS_PAGES,
  // Messages to a group's managers: a POST page (it shows a refused form again); GET only links to the groups.
  "routes/_shell.groups.message": { url: () => "/groups/message", expect: signedIn() },
  ...GROUP_ARTICLE_PAGES,
  ...GROUP_FEED_PAGES,
  ...VACANCY_PAGES,
  // Rows features bring in their folders (tests/access-matrix.ts).
  ...featurePageRows(),
};
