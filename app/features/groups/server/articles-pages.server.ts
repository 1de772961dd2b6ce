// Page-only glue of the group articles' routes (the domain is articles.server.ts): the article an address
// names (a failed load goes back to the list with the error as a toast, §8), the cards of the list, and
// the article form's post — multipart, so without JavaScript the chosen cover travels with the form and
// is stored here as ARTICLE_PREVIEW; a refusal comes back under its field with everything typed and the
// cover already stored kept.
import type { AppLoadContext } from "@remix-run/node";
import { data } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import { isDomainError } from "~/platform/errors";
import { toId } from "~/platform/ids";
import { PAGE_FORM_MAX_BYTES, readUploadForm } from "~/platform/body-limit.server";
import { ARTICLE_PREVIEW } from "../files";
import { createOnce, redirectWithToast } from "~/platform/remix.server";
import { richHtmlToPlainText } from "~/shared/richtext/plain-text.server";
import { isControlIntent, parseWithSchema } from "~/shared/forms/parse.server";
import { replyWithDomainError } from "~/platform/form-reply";
import * as ru from "~/shared/messages";
import { groupArticleMessages as t } from "../messages/article";
import { articleFormSchema } from "../schema-articles";
import { articleUrl } from "../ui/article-urls";
import type { CoverView } from "../ui/article-form";
import type { GroupArticle } from "./articles.server";

/** The form's body limit, the cover included (the create and edit routes export it as uploadLimit). */
export const ARTICLE_FORM_MAX_BYTES = ARTICLE_PREVIEW.maxBytes + PAGE_FORM_MAX_BYTES;
const EXCERPT = 240;

/** "5 марта 2026" (server-side: the page shows the text, the browser never formats it again). */
const dayFormat = new Intl.DateTimeFormat("ru-RU", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Moscow" });
export function dayOf(iso: string): string {
  const parts = dayFormat.formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("day")} ${part("month")} ${part("year")}`;
}

const authorName = (article: GroupArticle) =>
  article.author ? `${article.author.name} ${article.author.surname}`.trim() : t.deletedAuthor;

/** A card of the list: what it shows, nothing of the body but a line of its text. */
export function cardOf(article: GroupArticle) {
  return {
    id: article.id,
    name: article.name,
    cover: article.previewPicture?.filePath ?? null,
    author: authorName(article),
    date: dayOf(article.createDate),
    draft: article.status === "DRAFT",
    excerpt: richHtmlToPlainText(article.content, { maxLength: EXCERPT, withoutTables: true }),
  };
}
export type ArticleCard = ReturnType<typeof cardOf>;

/** The byline of the view and the form: the author with the avatar, the creation date. */
export const bylineOf = (article: GroupArticle) => ({
  author: authorName(article),
  authorId: article.author?.id ?? null,
  avatar: article.author?.avatarFile?.filePath ?? null,
  date: dayOf(article.createDate),
});

/**
 * The article of `/group/{id}/article…/{idArticle}` in its group, or a redirect to the group's list with
 * the refusal as an error toast (missing, another group's, a draft of another's, a malformed id).
 */
export async function articleOfPage(
  context: AppLoadContext,
  actor: SignedIn,
  groupId: number,
  idParam: string | undefined,
): Promise<GroupArticle> {
  const articleId = toId(idParam);
  const back = () => redirectWithToast(context, articleUrl.list(groupId), { type: "error", text: t.notFound });
  if (articleId === null) throw await back();
  try {
    return await context.services.groupArticles.get(actor, { groupId, articleId });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    throw await redirectWithToast(context, articleUrl.list(groupId), { type: "error", text: error.message });
  }
}

/**
 * The article form's post, create (`existing` null) or edit. "publish" and "draft" set the status (Enter
 * in the title publishes). A new cover is stored first, so a refusal of anything else keeps it.
 */
export async function saveArticlePage(
  request: Request,
  context: AppLoadContext,
  actor: SignedIn,
  groupId: number,
  existing: GroupArticle | null,
) {
  const { form, cleanup, tooBig } = await readUploadForm(request, ARTICLE_PREVIEW.maxBytes);
  let cover: CoverView = existing?.previewPicture ?? null;
  let coverError: string | null = tooBig ? ru.files.tooBig30 : null;
  try {
    const posted = toId(String(form.get("previewPicture") ?? ""));
    if (posted !== null && posted !== cover?.id) {
      const record = await context.services.files.record(posted);
      if (record) cover = { id: record.id, filePath: record.filePath, originalFileName: record.originalFileName };
    }
    const file = form.get("previewFile");
    if (file instanceof File && file.size > 0 && file.name !== "") {
      try {
        const saved = await context.services.files.saveUpload(actor, {
          fileType: ARTICLE_PREVIEW.type,
          originalFileName: file.name,
          bytes: new Uint8Array(await file.arrayBuffer()),
        });
        cover = { id: saved.id, filePath: saved.filePath, originalFileName: saved.originalFileName };
      } catch (error) {
        if (!isDomainError(error)) throw error;
        coverError = error.message;
      }
    }
  } finally {
    await cleanup();
    form.delete("previewFile");
  }
  const submission = parseWithSchema(form, articleFormSchema);
  const again = (result: ReturnType<typeof submission.reply>, status = 400) => data({ result, cover }, { status });
  // conform's own control post (a recheck) only shows the form again.
  if (isControlIntent(form)) return again(submission.reply(), 200);
  if (coverError || submission.status !== "success") {
    return again(submission.reply(coverError ? { fieldErrors: { previewFile: [coverError] } } : undefined));
  }
  const value = submission.value;
  const status = form.get("intent") === "draft" ? ("DRAFT" as const) : ("PUBLISH" as const);
  const input = {
    name: value.name,
    content: null,
    contentNewEditor: value.contentNewEditor,
    newEditor: true,
    previewPicture: value.removePreview ? null : (cover?.id ?? null),
    status,
  };
  const toast = { type: "success" as const, text: status === "DRAFT" ? t.drafted : t.published };
  try {
    if (!existing) {
      return await createOnce(context, actor, form, async () => {
        const created = await context.services.groupArticles.create(actor, { ...input, groupId });
        return { path: articleUrl.view(groupId, created.id), toast };
      });
    }
    const saved = await context.services.groupArticles.edit(actor, { ...input, id: existing.id, version: value.version });
    return await redirectWithToast(context, articleUrl.view(groupId, saved.id), toast);
  } catch (error) {
    return again(replyWithDomainError(submission, error));
  }
}
