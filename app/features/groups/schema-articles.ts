// Rules of the group articles' calls and forms (issue #14 point 8, spec part 2 §5, §7): zod/mini,
// client-safe. The calls take the spec's fields; the form posts the same names (contentNewEditor for the
// body), so a page and /api refuse alike. Whether the body shows anything once sanitized is the
// server's last word (the rich-text rule); the form's rule here catches the plainly empty one.
import * as z from "zod/mini";
import { field, flag, idOf, MAX_PAGE_NUMBER, pageParam, refuse, requiredText, type Refusal } from "~/platform/schema";
import { versionField } from "~/platform/validate";
import { groupArticleMessages as t } from "./messages/article";
import { groupFieldMessages as f } from "./messages/field";
import { ARTICLE_NAME_MAX } from "./limits";

export { ARTICLE_NAME_MAX };

/** A body is sanitized HTML; 1 MB of text is far beyond any article and keeps a post bounded. */
export const ARTICLE_CONTENT_MAX = 1_000_000;
export const ARTICLES_PAGE = 20;
/** The feed's post-form picker: the newest published articles of the group. */
export const ARTICLES_FOR_POST = 50;

export const ARTICLE_STATUSES = ["PUBLISH", "DRAFT"] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

const status = field((v): ArticleStatus | Refusal => {
  if (v === undefined || v === null || v === "") return "PUBLISH";
  return ARTICLE_STATUSES.includes(v as ArticleStatus) ? (v as ArticleStatus) : refuse(t.statusInvalid);
});

/** Text of a body field: absent is null; longer than the cap is refused as no content would be. */
const body = field((v): string | null | Refusal => {
  if (v === undefined || v === null) return null;
  if (typeof v !== "string") return refuse(t.contentRequired);
  return v.length > ARTICLE_CONTENT_MAX ? refuse(t.contentRequired) : v;
});

/** The cover: an uploaded file's id, or the spec's file object {id, ...}; absent or null for none. */
const previewPicture = field((v): number | null | Refusal => {
  if (v === undefined || v === null || v === "") return null;
  const raw = typeof v === "object" && !Array.isArray(v) ? (v as { id?: unknown }).id : v;
  const n = typeof raw === "number" ? raw : typeof raw === "string" && /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : refuse(t.previewInvalid);
});

/** newEditor: the body is the new editor's HTML (true unless the client says false). */
const newEditor = field((v): boolean => !(v === false || v === "false" || v === 0 || v === "0"));

const articleFields = {
  name: requiredText(ARTICLE_NAME_MAX, t.nameRequired, t.nameTooLong),
  previewPicture,
  content: body,
  contentNewEditor: body,
  newEditor,
  status,
};

/** POST /articles/create {name, groupId, previewPicture, content, contentNewEditor, newEditor, status} */
export const createArticleSchema = z.object({ groupId: idOf(f.groupRequired), ...articleFields });

/** POST /articles/edit {id, name, previewPicture, content, status, contentNewEditor, newEditor} (+ our version) */
export const editArticleSchema = z.object({ id: idOf(t.articleRequired), ...articleFields, version: versionField });

/** POST /articles/delete {id} */
export const articleRefSchema = z.object({ id: idOf(t.articleRequired) });

/** GET /articles/find-by-group?groupId&pageNumber&pageSize */
export const findByGroupSchema = z.object({
  groupId: idOf(f.groupRequired),
  pageNumber: pageParam(0, 0, MAX_PAGE_NUMBER),
  pageSize: pageParam(ARTICLES_PAGE, 1, 100),
});

/** GET /articles/get?groupId&articleId */
export const getArticleSchema = z.object({ groupId: idOf(f.groupRequired), articleId: idOf(t.articleRequired) });

/** GET /articles/find-for-post?groupId */
export const findForPostSchema = z.object({ groupId: idOf(f.groupRequired) });

/** The body as the form's plain textarea or the editor posts it: something besides tags and spaces. */
const formBody = field((v): string | Refusal => {
  if (typeof v !== "string") return refuse(t.contentRequired);
  const visible = v.replace(/<(img|iframe|video|hr|table)\b/gi, "x").replace(/<[^>]*>|&nbsp;/g, "");
  return visible.trim() === "" || v.length > ARTICLE_CONTENT_MAX ? refuse(t.contentRequired) : v;
});

/** The article form's fields (create and edit pages): title and body; the cover and buttons are read apart. */
export const articleFormSchema = z.object({
  name: requiredText(ARTICLE_NAME_MAX, t.nameRequired, t.nameTooLong),
  contentNewEditor: formBody,
  version: versionField,
  removePreview: flag,
});

export type ArticleCreate = z.output<typeof createArticleSchema>;
export type ArticleEdit = z.output<typeof editArticleSchema>;
export type ArticlesQuery = z.output<typeof findByGroupSchema>;
export type ArticleRef = z.output<typeof getArticleSchema>;
