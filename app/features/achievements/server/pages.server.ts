// /achievements and /user/{id}/achievement/{achievementId}: loaders and actions apart from the markup. Every form
// is a plain POST told apart by `intent`, so everything works without JavaScript: a success redirects back with
// a toast; a refusal comes back (400) with what was typed and each message under its field (a chosen picture
// stays attached: it is stored before the rest is checked).
import type { SubmissionResult } from "@conform-to/react";
import { data, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import { PAGE_FORM_MAX_BYTES, readUploadForm } from "~/platform/body-limit.server";
import { isDomainError } from "~/platform/errors";
import { storeChosenFile } from "~/platform/files/form-file.server";
import { replyWithDomainError } from "~/platform/form-reply";
import { toId } from "~/platform/ids";
import { nextPageHref } from "~/platform/list-page.server";
import { readForm, redirectWithToast, refusePage, requireSignedIn } from "~/platform/remix.server";
import { parseWithSchema } from "~/shared/forms/parse.server";
import { ACHIEVEMENT_IMAGE, ACHIEVEMENT_IMAGE_MAX_BYTES } from "../files";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";
import { canEditAchievements } from "../policy";
import { grantSchema, kindArchiveSchema, kindCreateSchema, kindUpdateSchema, PAGE_SIZE } from "../schema";
import type { AchievementAward, AchievementKind } from "./achievements.server";

/** The catalogue's body limit (the route exports it as uploadLimit): a picture over 10 MB is still read to say so. */
export const CATALOGUE_UPLOAD_MAX_BYTES = Math.max(PAGE_FORM_MAX_BYTES, ACHIEVEMENT_IMAGE_MAX_BYTES + 1024 * 1024);
const PAGE = "/achievements";

const imageSrc = (context: AppLoadContext, image: { filePath: string } | null) =>
  image ? `${context.basePath}${image.filePath}?size=MEDIUM` : null;

const kindView = (context: AppLoadContext, k: AchievementKind) => ({
  id: k.id,
  title: k.title,
  description: k.description,
  src: imageSrc(context, k.image),
  rule: k.rule,
  ruleThreshold: k.ruleThreshold,
  archived: k.archived,
  holderCount: k.holderCount,
  holders: k.holders,
});
export type KindView = ReturnType<typeof kindView>;

const missing = (e: unknown) => (isDomainError(e) && e.kind === "not_found" ? null : Promise.reject(e));

export async function catalogueLoader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const query = new URL(request.url).searchParams;
  const { achievements } = context.services;
  const canEdit = canEditAchievements(actor);
  const after = toId(query.get("after")) ?? undefined;
  const kindId = query.has("kind") ? toId(query.get("kind")) : undefined;
  if (kindId !== undefined) {
    const page = kindId === null ? null : await achievements.kinds.holders(actor, { id: kindId, after }).catch(missing);
    if (!page) throw refusePage(404, { pageTitle: t.title, text: t.kindNotFound });
    return {
      mode: "kind" as const,
      kind: kindView(context, page.kind),
      holders: page.content,
      more: nextPageHref(request, context, "after", page.next),
      canEdit,
      archived: page.kind.archived,
      kinds: [],
      editing: null,
      grantable: [],
    };
  }
  const archived = query.get("archived") === "1";
  const list = await achievements.kinds.list(actor, { archived, after, limit: PAGE_SIZE });
  const editId = canEdit ? toId(query.get("edit")) : null;
  const editing = editId === null ? null : await achievements.kinds.get(actor, editId).catch(missing);
  return {
    mode: "list" as const,
    kind: null,
    holders: [],
    more: nextPageHref(request, context, "after", list.next),
    canEdit,
    archived,
    kinds: list.content.map((k) => kindView(context, k)),
    editing: editing ? kindView(context, editing) : null,
    grantable: canEdit ? await achievements.kinds.grantable(actor) : [],
  };
}

const INTENTS = ["create", "update", "archive", "unarchive", "grant"] as const;
export type CatalogueIntent = (typeof INTENTS)[number];

/** A refused post: the form it belongs to and conform's reply. */
export type CatalogueReply = { intent: CatalogueIntent | null; id: number | null; result: SubmissionResult<string[]> };

function requireEditorPage(request: Request, context: AppLoadContext): SignedIn {
  const actor = requireSignedIn(request, context);
  if (!canEditAchievements(actor)) throw refusePage(403, { pageTitle: t.title, text: r.forbidden });
  return actor;
}

export async function catalogueAction({ request, context }: ActionFunctionArgs) {
  const actor = requireEditorPage(request, context);
  const upload = await readUploadForm(request, ACHIEVEMENT_IMAGE_MAX_BYTES);
  try {
    const form = upload.form;
    const intent = INTENTS.find((i) => i === form.get("intent")) ?? null;
    const id = toId(form.get("id"));
    const { kinds, awards } = context.services.achievements;
    const back = (path: string, text: string) => redirectWithToast(context, path, { type: "success", text }, { status: 303 });
    if (intent === "create" || intent === "update") {
      const refusal = await storeChosenFile(context, actor, upload, "image", ACHIEVEMENT_IMAGE);
      const chosen = form.get("image.id") ?? form.get("imageFileId");
      if (chosen) form.set("imageFileId", String(chosen));
      const submission = parseWithSchema(form, intent === "create" ? kindCreateSchema : kindUpdateSchema);
      if (refusal) {
        const result = submission.reply({ fieldErrors: { imageFileId: [refusal] } });
        return data<CatalogueReply>({ intent, id, result }, { status: 400 });
      }
      if (submission.status !== "success") return data<CatalogueReply>({ intent, id, result: submission.reply() }, { status: 400 });
      try {
        const kind =
          intent === "create" ? await kinds.create(actor, submission.value as never) : await kinds.update(actor, submission.value as never);
        return await back(`${PAGE}${kind.archived ? "?archived=1" : ""}#kind-${kind.id}`, intent === "create" ? r.created : r.saved);
      } catch (error) {
        return data<CatalogueReply>({ intent, id, result: replyWithDomainError(submission, error) }, { status: 400 });
      }
    }
    if (intent === "archive" || intent === "unarchive") {
      form.set("archived", intent === "archive" ? "1" : "0");
      const submission = parseWithSchema(form, kindArchiveSchema);
      if (submission.status !== "success") return data<CatalogueReply>({ intent, id, result: submission.reply() }, { status: 400 });
      try {
        await kinds.archive(actor, submission.value);
        return await back(
          intent === "archive" ? `${PAGE}?archived=1#kind-${id}` : `${PAGE}#kind-${id}`,
          intent === "archive" ? r.archived : r.unarchived,
        );
      } catch (error) {
        return data<CatalogueReply>({ intent, id, result: replyWithDomainError(submission, error) }, { status: 400 });
      }
    }
    const submission = parseWithSchema(form, grantSchema);
    if (intent !== "grant" || submission.status !== "success")
      return data<CatalogueReply>({ intent, id, result: submission.reply() }, { status: 400 });
    try {
      const award = await awards.grant(actor, submission.value);
      return await back(`/user/${award.user.id}/achievement/${award.id}`, r.granted);
    } catch (error) {
      return data<CatalogueReply>({ intent, id, result: replyWithDomainError(submission, error) }, { status: 400 });
    }
  } finally {
    await upload.cleanup();
  }
}

const awardView = (context: AppLoadContext, a: AchievementAward) => ({ ...a, src: imageSrc(context, a.kind.image) });
export type AwardView = ReturnType<typeof awardView>;

export async function awardLoader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const userId = toId(params.id);
  const id = toId(params.achievementId);
  const { awards } = context.services.achievements;
  const notFoundPage = () => refusePage(404, { pageTitle: t.awardTitle, text: t.awardNotFound });
  if (userId === null || id === null) throw notFoundPage();
  const award = await awards.award(actor, { userId, id }).catch(missing);
  if (!award) {
    // A notification's link names its reader: the award of another holder is sent on to hers.
    const owner = await awards.awardOwner(actor, id);
    if (owner !== null && owner !== userId) throw redirect(`/user/${owner}/achievement/${id}`);
    throw notFoundPage();
  }
  return { award: awardView(context, award), canEdit: canEditAchievements(actor) };
}

export async function awardAction({ request, context, params }: ActionFunctionArgs) {
  const actor = requireEditorPage(request, context);
  const form = await readForm(request);
  const id = toId(params.achievementId);
  if (form.get("intent") !== "revoke" || id === null) throw refusePage(404, { pageTitle: t.awardTitle, text: t.awardNotFound });
  try {
    await context.services.achievements.awards.revoke(actor, id);
  } catch (error) {
    if (isDomainError(error) && error.kind === "not_found") throw refusePage(404, { pageTitle: t.awardTitle, text: t.awardNotFound });
    throw error;
  }
  return redirectWithToast(context, PAGE, { type: "success", text: r.revoked }, { status: 303 });
}
