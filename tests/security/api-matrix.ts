// The access matrix of the /api as data: for every call, the input it is sent with (real ids of the
// demo seed) and what each actor gets. access-matrix.test.ts loops over the route registry, so a call
// added without a row here (or in its feature's tests/access-matrix.ts, ./feature-rows.ts) fails the suite.
import { ru } from "../helpers/ru";
import { browserSubscription } from "../helpers/push";
import type { ActorName } from "./world";
import type { SeedIds } from "./ids";
import { GROUPS_API_MATRIX } from "./api-matrix-groups";
import { GROUP_ALBUMS_MATRIX } from "./api-matrix-group-albums";
import { GROUP_MESSAGES_MATRIX } from "./api-matrix-group-messages";
import { GROUP_ARTICLES_MATRIX } from "./api-matrix-group-articles";
import { VACANCIES_API_MATRIX } from "./api-matrix-vacancies";
import { VACANCY_REPLIES_MATRIX } from "./api-matrix-vacancy-replies";
import { featureApiRows } from "./feature-rows";

/**
 * "ok": answered with success. "allowed": the call is not refused for who calls it (HTTP 200 and no
 * access refusal; used for mutations whose target an earlier allowed call may have changed).
 * "answered": any 200 answer (public calls of the entry area, sent with input they refuse).
 * "stream": an event stream opened (200, text/event-stream; closed by the test).
 * "401": the signed-in-only refusal. { refused }: this exact Russian refusal, nothing changed.
 */
export type Expectation = "ok" | "allowed" | "answered" | "401" | "stream" | { refused: string };

export interface Input {
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}
export interface MatrixRow {
  input(ids: SeedIds, ctx: { userIds: Record<Exclude<ActorName, "anonymous">, number>; png: string; suggestion: number }): Input;
  expect: Record<ActorName, Expectation>;
  /** Runs after the other calls: it destroys its target (true), or ends the caller's session ("session", the very last). */
  last?: true | "session";
}

const g = ru.guide.api;
const everyone = (e: Expectation): Record<ActorName, Expectation> => ({ anonymous: e, employee: e, sectionEditor: e, editor: e, admin: e });
const signedIn = (e: Expectation): Record<ActorName, Expectation> => ({ ...everyone(e), anonymous: "401" });
/** Editors of a part of the knowledge base (9000000002) and administrators; the section editor has no role. */
const editors = (message: string, allowed: Expectation = "allowed"): Record<ActorName, Expectation> => ({
  anonymous: "401",
  employee: { refused: message },
  sectionEditor: { refused: message },
  editor: allowed,
  admin: allowed,
});
/** The section editor of "Магазин на Невском" too. */
const sectionEditors = (message: string, allowed: Expectation = "allowed"): Record<ActorName, Expectation> => ({
  ...editors(message, allowed),
  sectionEditor: allowed,
});
const adminOnly = (message: string, allowed: Expectation = "allowed"): Record<ActorName, Expectation> => ({
  ...editors(message, allowed),
  editor: { refused: message },
});

/** A claim's owner (the section editor) and its handler (the administrator); anyone else is told it does not exist. */
const claimParties = (allowed: Expectation): Record<ActorName, Expectation> => ({
  anonymous: "401",
  employee: { refused: ru.claims.notFound },
  sectionEditor: allowed,
  editor: { refused: ru.claims.notFound },
  admin: allowed,
});

const none = (): Input => ({});
const q = (query: Record<string, string | number>) => ({
  query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
});
const b = (body: Record<string, unknown>) => ({ body });
const document = (ids: SeedIds) => ({
  name: "Регламент приёмки",
  startDate: "2026-01-01",
  themeId: ids.theme,
  contentNewEditor: "<p>Текст</p>",
});

export const API_MATRIX: Record<string, MatrixRow> = {
  // --- entry area: public; sent with input they refuse, so nothing is created ---
  "POST /login": { input: () => b({ username: "9000000009", password: "wrong-password" }), expect: everyone("answered") },
  "POST /token/refresh": { input: () => b({ refreshToken: "unknown" }), expect: everyone("answered") },
  "POST /logout": { input: none, expect: everyone("ok"), last: "session" },
  "POST /registration/start": { input: () => b({ phoneNumber: "12" }), expect: everyone("answered") },
  "POST /registration/confirm": { input: () => b({ claimUuid: "unknown", confirmationCode: "000000" }), expect: everyone("answered") },
  "POST /registration/complete": {
    input: () => b({ claimUuid: "unknown", newPassword: "password-1", rulesAccepted: true }),
    expect: everyone("answered"),
  },
  "POST /change-password/start": { input: () => b({ phoneNumber: "12" }), expect: everyone("answered") },
  "POST /change-password/confirm": { input: () => b({ claimUuid: "unknown", confirmationCode: "000000" }), expect: everyone("answered") },
  "POST /change-password/set-new-password": {
    input: () => b({ claimUuid: "unknown", newPassword: "password-1" }),
    expect: everyone("answered"),
  },

  // --- the signed-in person and the shell ---
  "GET /user/short-cur-user-info": { input: none, expect: signedIn("ok") },
  "POST /user/update-need-show-welcome": { input: none, expect: signedIn("ok") },
  "GET /options/get": { input: () => q({ name: "HOT_LINE_GROUP_ID" }), expect: signedIn("ok") },
  "GET /options/get-null": { input: () => q({ name: "HOT_LINE_GROUP_ID" }), expect: signedIn("ok") },
  "GET /nav/list": { input: none, expect: signedIn("ok") },
  "GET /web-push/public-key": { input: none, expect: everyone("ok") },
  "POST /web-push/token/add": { input: () => b({ token: browserSubscription().token }), expect: signedIn("ok") },
  "POST /web-push/token/delete": { input: () => b({ token: browserSubscription().token }), expect: signedIn("ok") },
  "GET /notifications-v2/list": { input: none, expect: signedIn("ok") },
  "POST /notifications-v2/show": {
    input: (ids) => b({ id: ids.sectionEditorNotification }),
    // Only one's own: anyone else's is "not found", administrators included.
    expect: { ...signedIn({ refused: ru.notifications.notFound }), sectionEditor: "ok" },
  },
  "POST /notifications-v2/show-all": { input: none, expect: signedIn("ok") },
  "GET /notifications-v2/stream": { input: none, expect: signedIn("stream") },

  // --- profile and work status ---
  "GET /user/full-user-info": { input: (_ids, c) => q({ id: c.userIds.employee }), expect: signedIn("ok") },
  "POST /user/update": {
    input: (_ids, c) => b({ id: c.userIds.employee, skype: "matrix.skype" }),
    expect: { ...adminOnly(ru.profile.forbidden, "ok"), employee: "ok" },
  },
  "POST /user/update-avatar": {
    input: (_ids, c) => b({ id: c.userIds.employee, image: c.png }),
    expect: { ...adminOnly(ru.profile.forbidden, "ok"), employee: "ok" },
  },
  "GET /user/stimulation": { input: (_ids, c) => q({ userId: c.userIds.employee }), expect: signedIn("ok") },
  "GET /user/work-status/list": { input: none, expect: signedIn("ok") },
  "POST /user/work-status/update": { input: () => b({ workStatus: "VACATION" }), expect: signedIn("ok") },

  // --- suggested corrections ---
  "POST /suggest-correction/contact": {
    input: () => b({ message: "Неверный телефон", sourceURL: "/v2/contacts" }),
    expect: signedIn("ok"),
  },
  "POST /suggest-correction/wiki/guide": {
    input: (ids) => b({ message: "Опечатка", sourceURL: "/knowledge/guide", wikiGuideCategoryId: ids.topSection }),
    expect: signedIn("ok"),
  },
  "GET /suggest-correction/list": { input: none, expect: adminOnly(ru.pages.forbiddenText, "ok") },
  "POST /suggest-correction/resolve": { input: (_ids, c) => b({ id: c.suggestion }), expect: adminOnly(ru.pages.forbiddenText) },

  // --- claims: the section editor (9000000003) owns the demo's claims, the administrator handles them ---
  "GET /user-claims/get": { input: (ids) => q({ id: ids.completedClaim }), expect: claimParties("ok") },
  "GET /user-claims-v2/list-history": { input: (ids) => q({ claimId: ids.completedClaim }), expect: claimParties("ok") },
  "GET /user-claims/status/list-history": { input: (ids) => q({ claimId: ids.completedClaim }), expect: claimParties("ok") },
  "GET /user-claims/list-statuses": { input: () => q({ type: "GENERAL_REQUEST" }), expect: signedIn("ok") },
  "GET /user-claims/list-types-for-user": { input: none, expect: signedIn("ok") },
  "GET /user-claims-v2/list-for-cur-user": { input: none, expect: signedIn("ok") },
  "GET /user-claims-v2/list-for-approver": { input: none, expect: signedIn("ok") },
  "POST /user-claims/create": { input: () => b({ type: "GENERAL_REQUEST", subject: "Вопрос", text: "Текст" }), expect: signedIn("ok") },
  // Without the comment a return for a fix needs: the owner may not make the move, the administrator is asked to explain it.
  "POST /user-claims/change-status": {
    input: (ids) => b({ claimId: ids.completedClaim, status: "ON_FIX" }),
    expect: {
      ...claimParties({ refused: ru.claims.commentRequired }),
      sectionEditor: { refused: ru.claims.cannotMove(ru.claims.status.COMPLETED, ru.claims.status.ON_FIX) },
    },
  },
  "POST /user-claims/comment": { input: (ids) => b({ claimId: ids.completedClaim, comment: "Спасибо" }), expect: claimParties("ok") },

  // --- search ---
  "GET /search-v2/find": { input: () => q({ query: "Иван", indexName: "USER" }), expect: signedIn("ok") },
  "GET /search/find-pagination": { input: () => q({ query: "Иван", indexName: "CONTACT", pageNumber: "1" }), expect: signedIn("ok") },
  "GET /search/find-index-with-grouping": { input: () => q({ query: "Иван" }), expect: signedIn("ok") },
  "POST /search/create": { input: () => b({}), expect: adminOnly(ru.search.rebuildForbidden, "ok"), last: true },
  "GET /tags/find-by-value": { input: () => q({ value: "инв" }), expect: signedIn("ok") },

  // --- contacts ---
  "GET /contacts-v2/category/get-all-list": { input: none, expect: signedIn("ok") },
  "GET /contacts-v2/category/get-top": { input: none, expect: signedIn("ok") },
  "GET /contacts-v2/category/get-children-and-contacts": { input: (ids) => q({ parentId: ids.contactCategory }), expect: signedIn("ok") },
  "GET /contacts-v2/category/get-company-structure": { input: none, expect: signedIn("ok") },
  "GET /contacts-v2/contact/get": { input: (ids) => q({ id: ids.personContact }), expect: signedIn("ok") },
  "GET /contacts-v2/recent/get-contacts": { input: none, expect: signedIn("ok") },
  "POST /contacts-v2/recent/add": { input: (ids) => b({ contactId: ids.personContact }), expect: signedIn("ok") },
  "POST /contacts-v2/change-sort": {
    input: (ids) => b({ categoryId: ids.contactCategory, sortIdList: [ids.serviceRecord] }),
    expect: editors(ru.contacts.forbidden),
  },
  "POST /contacts-v2/create-another": {
    input: (ids) => b({ categoryId: ids.contactCategory, name: "Склад, диспетчер", telephone: "+7 (495) 100-30-30" }),
    expect: editors(ru.contacts.forbidden, "ok"),
  },
  "POST /contacts-v2/create-another-with-user": {
    input: (ids, c) => b({ categoryId: ids.contactCategory, userId: c.userIds.employee, name: "" }),
    expect: editors(ru.contacts.forbidden, "ok"),
  },
  "POST /contacts-v2/update-another": {
    input: (ids) => b({ id: ids.serviceRecord, name: "Ресепшн" }),
    expect: editors(ru.contacts.forbidden),
  },
  "POST /contacts-v2/delete-another": { input: (ids) => b({ id: ids.serviceRecord }), expect: editors(ru.contacts.forbidden), last: true },

  // --- favourites and files ---
  "POST /posts/create": { input: () => b({ title: "Новость", text: "Текст новости" }), expect: editors(ru.feed.createForbidden, "ok") },
  "POST /posts/delayed/create": {
    input: () => b({ text: "Отложенная новость", plannedPublishDate: "2026-12-20T10:00" }),
    expect: editors(ru.feed.createForbidden, "ok"),
  },
  "GET /posts/get": { input: (ids) => q({ id: ids.post }), expect: signedIn("ok") },
  "GET /posts/find": { input: () => q({ limit: 5 }), expect: signedIn("ok") },
  "GET /posts/offers": { input: none, expect: signedIn("ok") },
  "POST /posts/views/add": { input: (ids) => b({ postId: ids.post }), expect: signedIn("ok") },
  "POST /posts/likes/add-remove": { input: (ids) => b({ postId: ids.post, like: true }), expect: signedIn("ok") },
  "GET /posts/likes/list": { input: (ids) => q({ id: ids.post }), expect: signedIn("ok") },
  "POST /posts/offer-post": { input: () => b({ text: "Предлагаю новость" }), expect: signedIn("ok") },
  "POST /posts/update": {
    input: (ids) => b({ id: ids.post, title: "Новый заголовок", text: "Новый текст" }),
    expect: editors(ru.feed.editForbidden),
  },
  "POST /posts/delayed/update": {
    input: (ids) => b({ id: ids.deferredPost, text: "Перенесено", plannedPublishDate: "2026-12-25T09:00" }),
    expect: editors(ru.feed.postNotFound),
  },
  // The demo holds no uploaded video: a signed-in caller is refused for the file, an employee first for the post.
  "POST /posts/create-preview-post-video": {
    input: (_ids, c) => b({ groupId: null, videoFileId: 999999, previewBase64: c.png }),
    expect: signedIn({ refused: ru.feed.fileNotFound }),
  },
  "POST /posts/edit-preview-post-video": {
    input: (ids, c) => b({ postId: ids.post, videoFileId: 999999, base64: c.png }),
    expect: editors(ru.feed.editForbidden, { refused: ru.feed.fileNotFound }),
  },
  "POST /posts/set-fixed": { input: (ids) => b({ id: ids.post }), expect: editors(ru.feed.pinForbidden) },
  "POST /posts/delete": { input: (ids) => b({ id: ids.post }), expect: editors(ru.feed.editForbidden) },
  "POST /posts/recovery": { input: (ids) => b({ id: ids.post }), expect: editors(ru.feed.editForbidden) },
  "POST /posts/offers/publish": { input: (ids) => b({ id: ids.offer }), expect: editors(ru.feed.moderateForbidden) },
  "POST /posts/offers/reject": { input: (ids) => b({ id: ids.offer2, reason: "Не по теме" }), expect: editors(ru.feed.moderateForbidden) },
  "GET /poll/get": { input: (ids) => q({ id: ids.poll }), expect: signedIn("ok") },
  "POST /poll/answer": { input: (ids) => b({ pollId: ids.poll, numbers: [0] }), expect: signedIn("allowed") },
  "POST /posts/comments/create": { input: (ids) => b({ postId: ids.post, note: "Отличная новость" }), expect: signedIn("ok") },
  "POST /posts/comments/edit": {
    input: (ids) => b({ id: ids.comment, note: "Исправленный комментарий" }),
    expect: adminOnly(ru.feedTalk.commentEditForbidden, "ok"),
  },
  "POST /posts/comments/delete": { input: (ids) => b({ id: ids.comment }), expect: editors(ru.feedTalk.commentManageForbidden, "ok") },
  "POST /posts/comments/recovery": { input: (ids) => b({ id: ids.comment }), expect: editors(ru.feedTalk.commentManageForbidden, "ok") },
  "GET /posts/comments/list": { input: (ids) => q({ postId: ids.post }), expect: signedIn("ok") },
  "POST /posts/comments/likes/add-remove": { input: (ids) => b({ postCommentId: ids.comment, like: true }), expect: signedIn("ok") },
  "GET /posts/comments/likes/list": { input: (ids) => q({ id: ids.comment }), expect: signedIn("ok") },
  "GET /stickers/list": { input: none, expect: signedIn("ok") },
  "POST /stickers/add": {
    input: (ids) => b({ stickerFileIds: [ids.stickerFile] }),
    expect: adminOnly(ru.feedTalk.stickersForbidden, "ok"),
  },
  "POST /stickers/delete": { input: (ids) => b({ id: ids.sticker }), expect: adminOnly(ru.feedTalk.stickersForbidden), last: true },
  "GET /thanks/list": { input: (_ids, c) => q({ userId: c.userIds.admin, limit: 5 }), expect: signedIn("ok") },
  "GET /thanks/get": { input: (ids) => q({ id: ids.thanks }), expect: signedIn("ok") },
  "POST /thanks/create": {
    input: (_ids, c) => b({ userId: c.userIds.employee, text: "Спасибо за помощь!" }),
    expect: { ...signedIn("ok"), employee: { refused: ru.feedTalk.thanksSelf } },
  },
  "POST /thanks/delete": { input: (ids) => b({ id: ids.thanks }), expect: sectionEditors(ru.feedTalk.thanksDeleteForbidden), last: true },
  "GET /favorite/type/list": { input: none, expect: signedIn("ok") },
  "GET /favorite/list": { input: () => q({ type: "CONTACT" }), expect: signedIn("ok") },
  "GET /favorite/ids-list": { input: () => q({ type: "CONTACT" }), expect: signedIn("ok") },
  "GET /favorite/check": { input: (ids) => q({ type: "CONTACT", objectId: ids.personContact }), expect: signedIn("ok") },
  "POST /favorite/update": { input: (ids) => b({ type: "CONTACT", objectId: ids.personContact, favorite: true }), expect: signedIn("ok") },
  "POST /file/save": {
    input: (_ids, c) => b({ originalFileName: "схема.png", fileType: "EDITOR_IMAGE", base64File: c.png }),
    expect: signedIn("ok"),
  },

  // --- normative documents ---
  "GET /wiki/documents/list": { input: (ids) => q({ themeId: ids.theme }), expect: signedIn("ok") },
  "GET /wiki/documents/get": { input: (ids) => q({ id: ids.document }), expect: signedIn("ok") },
  "POST /wiki/documents/add": { input: (ids) => b(document(ids)), expect: editors(ru.documents.forbidden, "ok") },
  "POST /wiki/documents/update": { input: (ids) => b({ id: ids.document, ...document(ids) }), expect: editors(ru.documents.forbidden) },
  "POST /wiki/documents/delete": { input: (ids) => b({ id: ids.document }), expect: editors(ru.documents.forbidden), last: true },
  "POST /wiki/documents/sort": { input: (ids) => b({ sortIdList: [ids.document] }), expect: editors(ru.documents.forbidden) },
  "POST /wiki/documents/acknowledge": { input: (ids) => b({ id: ids.document }), expect: signedIn("allowed") },
  "GET /wiki/documents/acknowledgements": { input: (ids) => q({ id: ids.document }), expect: editors(ru.documents.reportForbidden) },
  "GET /wiki/documents/theme/list": { input: none, expect: signedIn("ok") },
  "GET /wiki/documents/theme/get": { input: (ids) => q({ id: ids.theme }), expect: signedIn("ok") },
  "POST /wiki/documents/theme/create": { input: () => b({ title: "Склад" }), expect: editors(ru.documents.forbidden, "ok") },
  "POST /wiki/documents/theme/update": { input: (ids) => b({ id: ids.theme, title: "Кадры" }), expect: editors(ru.documents.forbidden) },
  "POST /wiki/documents/theme/inc-sort": { input: (ids) => b({ id: ids.theme }), expect: editors(ru.documents.forbidden) },
  "POST /wiki/documents/theme/dec-sort": { input: (ids) => b({ id: ids.theme }), expect: editors(ru.documents.forbidden) },
  "POST /wiki/documents/theme/delete": { input: (ids) => b({ id: ids.theme }), expect: editors(ru.documents.forbidden), last: true },
  // The short paths of part 1 §7: the same handlers as the calls above.
  "GET /theme/get": { input: (ids) => q({ id: ids.theme }), expect: signedIn("ok") },
  "POST /theme/create": { input: () => b({ title: "Охрана труда" }), expect: editors(ru.documents.forbidden, "ok") },
  "POST /theme/update": { input: (ids) => b({ id: ids.theme, title: "Кадры" }), expect: editors(ru.documents.forbidden) },
  "POST /theme/inc-sort": { input: (ids) => b({ id: ids.theme }), expect: editors(ru.documents.forbidden) },
  "POST /theme/dec-sort": { input: (ids) => b({ id: ids.theme }), expect: editors(ru.documents.forbidden) },
  "POST /theme/delete": { input: (ids) => b({ id: ids.theme }), expect: editors(ru.documents.forbidden), last: true },

  // --- FAQ ---
  "GET /wiki/faq/categories": { input: none, expect: signedIn("ok") },
  "GET /wiki/faq/category": { input: (ids) => q({ id: ids.faqCategory }), expect: signedIn("ok") },
  "POST /wiki/faq/category/create": { input: () => b({ name: "Отпуска" }), expect: editors(ru.faq.forbidden, "ok") },
  "POST /wiki/faq/category/update": { input: (ids) => b({ id: ids.faqCategory, name: "Зарплата" }), expect: editors(ru.faq.forbidden) },
  "POST /wiki/faq/category/delete": { input: (ids) => b({ id: ids.faqCategory }), expect: editors(ru.faq.forbidden), last: true },
  "POST /wiki/faq/question/create": {
    input: (ids) => b({ categoryId: ids.faqCategory, question: "Как взять отгул?", answer: "<p>Заявлением.</p>" }),
    expect: editors(ru.faq.forbidden),
  },
  "POST /wiki/faq/question/update": {
    input: (ids) => b({ id: ids.faqQuestion, question: "Как взять отпуск?", answer: "<p>Заявлением.</p>" }),
    expect: editors(ru.faq.forbidden),
  },
  "POST /wiki/faq/question/delete": { input: (ids) => b({ id: ids.faqQuestion }), expect: editors(ru.faq.forbidden), last: true },
  "POST /wiki/faq/question/sort": {
    input: (ids) => b({ categoryId: ids.faqCategory, sortIdList: [ids.faqQuestion] }),
    expect: editors(ru.faq.forbidden),
  },

  // --- glossary ---
  "GET /wiki/glossary/list": { input: none, expect: signedIn("ok") },
  "GET /wiki/glossary/get": { input: (ids) => q({ id: ids.glossaryTerm }), expect: signedIn("ok") },
  "POST /wiki/glossary/add": {
    input: () => b({ term: "Планограмма-матрица", definition: "Схема выкладки." }),
    expect: editors(ru.glossary.forbidden),
  },
  "POST /wiki/glossary/update": {
    input: (ids) => b({ id: ids.glossaryTerm, term: "Мерчандайзинг-матрица", definition: "Выкладка." }),
    expect: editors(ru.glossary.forbidden),
  },
  "POST /wiki/glossary/delete": { input: (ids) => b({ id: ids.glossaryTerm }), expect: editors(ru.glossary.forbidden), last: true },

  // --- company guide: guide editors everywhere, the section editor in "Магазин на Невском" ---
  "GET /wiki/guide/categories/get-all-list": { input: none, expect: signedIn("ok") },
  "GET /wiki/guide/categories/get-top-tree": { input: none, expect: signedIn("ok") },
  "GET /wiki/guide/categories/get-children-tree": { input: (ids) => q({ id: ids.topSection }), expect: signedIn("ok") },
  "GET /wiki/guide/categories/get-all-without-children-list": { input: none, expect: signedIn("ok") },
  "GET /wiki/guide/categories/get-all-children-list": { input: (ids) => q({ id: ids.topSection }), expect: signedIn("ok") },
  "POST /wiki/guide/categories/create-top": { input: () => b({ name: "Новый раздел" }), expect: editors(g.createTopForbidden, "ok") },
  "GET /wiki/guide/categories/get-top": { input: (ids) => q({ id: ids.ownSectionParent }), expect: signedIn("ok") },
  "POST /wiki/guide/categories/edit-top": {
    input: (ids) => b({ id: ids.topSection, name: "Общие сведения" }),
    expect: editors(g.editForbidden),
  },
  "POST /wiki/guide/categories/create-children": {
    input: (ids) => b({ parentId: ids.ownSection, name: "Смены" }),
    expect: sectionEditors(g.editForbidden, "ok"),
  },
  "GET /wiki/guide/categories/get-children": { input: (ids) => q({ id: ids.ownSection }), expect: signedIn("ok") },
  "POST /wiki/guide/categories/edit-children": {
    input: (ids) => b({ id: ids.ownSection, name: "Магазин на Невском" }),
    expect: sectionEditors(g.editForbidden),
  },
  "POST /wiki/guide/categories/create-first-children": {
    input: (ids) => b({ parentId: ids.topSection, name: "Подраздел" }),
    expect: editors(g.editForbidden, "ok"),
  },
  "GET /wiki/guide/categories/get-first-children": { input: (ids) => q({ id: ids.ownSection }), expect: signedIn("ok") },
  "POST /wiki/guide/categories/edit-first-children": {
    input: (ids) => b({ id: ids.ownSection, name: "Магазин на Невском" }),
    expect: sectionEditors(g.editForbidden),
  },
  "POST /wiki/guide/categories/delete": { input: (ids) => b({ id: ids.ownSection }), expect: editors(g.deleteForbidden), last: true },
  "POST /wiki/guide/categories/sort": { input: (ids) => b({ sortIdList: [ids.topSection] }), expect: editors(g.editForbidden) },
  "GET /wiki/guide/list-by-cat": { input: (ids) => q({ categoryId: ids.ownSection }), expect: signedIn("ok") },
  "GET /wiki/guide/get": { input: (ids) => q({ id: ids.ownArticle }), expect: signedIn("ok") },
  "POST /wiki/guide/create": {
    input: (ids) => b({ categoryId: ids.ownSection, name: "Касса", contentNewEditor: "<p>Открытие кассы.</p>", newEditor: true }),
    expect: sectionEditors(g.editForbidden, "ok"),
  },
  "POST /wiki/guide/update": {
    input: (ids) =>
      b({
        id: ids.ownArticle,
        categoryId: ids.ownSection,
        name: "Контакты магазина",
        contentNewEditor: "<p>Невский, 100.</p>",
        newEditor: true,
      }),
    expect: sectionEditors(g.editForbidden),
  },
  "POST /wiki/guide/delete": { input: (ids) => b({ id: ids.otherArticle }), expect: editors(g.editForbidden), last: true },
  "POST /wiki/guide/unarchive": { input: (ids) => b({ id: ids.otherArticle }), expect: editors(g.editForbidden) },
  "POST /wiki/guide/sort": { input: (ids) => b({ sortIdList: [ids.ownArticle] }), expect: sectionEditors(g.editForbidden) },
  "GET /wiki/guide/versions": { input: (ids) => q({ id: ids.ownArticle }), expect: sectionEditors(g.versionsForbidden, "ok") },
  "GET /wiki/guide/version": { input: (ids) => q({ id: ids.ownArticle, version: 1 }), expect: sectionEditors(g.versionsForbidden, "ok") },
  "POST /wiki/guide/restore": { input: (ids) => b({ id: ids.ownArticle, version: 1 }), expect: sectionEditors(g.editForbidden) },
  ...GROUPS_API_MATRIX,
  ...GROUP_ALBUMS_MATRIX,
  ...GROUP_MESSAGES_MATRIX,
  ...GROUP_ARTICLES_MATRIX,
  ...VACANCIES_API_MATRIX,
  ...VACANCY_REPLIES_MATRIX,
  // Rows features bring in their folders (tests/access-matrix.ts): generated ones, and any that moved there.
  ...featureApiRows(),
};
