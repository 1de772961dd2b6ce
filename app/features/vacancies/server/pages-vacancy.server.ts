// /vacancies/{id} (issue #15 points 5, 6): the vacancy page's data and its posts. The page reads the
// vacancy (counting the reader's first view), the reader's e-mail for the reply form, and for editors and
// the contact one page of replies (20, keyset `?after=`). The reply and recommend forms are multipart
// posts: the résumé is stored first (VACANCY_RESUME, judged by content), then the typed fields are
// checked by the feature's reply schema (conform's parse); a refusal is conform's reply with every typed
// value and the stored résumé (its id and name come back as hidden fields), a success goes back to the
// page with the toast and an empty form.
import { formText } from "~/shared/forms/form-text";
import type { AppLoadContext } from "@remix-run/node";
import { data } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import { MULTIPART_FRAMING_BYTES, readForm, readUploadForm } from "~/platform/body-limit.server";
import type { SubmissionResult } from "@conform-to/react";
import { isDomainError } from "~/platform/errors";
import { toId } from "~/platform/ids";
import { redirectWithToast } from "~/platform/remix.server";
import { parseWithSchema } from "~/shared/forms/parse.server";
import { replyWithDomainError } from "~/platform/form-reply";
import { formatPhone } from "~/features/auth/index.server";
import { vacancyToasts as t } from "../messages.server";
import { vacancyPageMessages as p } from "../messages/pages";
import type { ReplyMode, Vacancy, VacancyReplyPage } from "../model";
import { canReplyTo } from "../policy";
import { recommendFormSchema, replyFormSchema, replyInputOf } from "../schema-replies";
import { vacancyPath, type ReplyTab } from "../ui/text";
import { VACANCY_RESUME } from "../files";

/** The reply form's body limit: one résumé and the fields. */
export const REPLY_FORM_MAX_BYTES = VACANCY_RESUME.maxBytes + MULTIPART_FRAMING_BYTES;

const tabOf = (url: URL): ReplyTab => (url.searchParams.get("tab") === "recommend" ? "recommend" : "reply");

export async function vacancyPageData(context: AppLoadContext, actor: SignedIn, vacancy: Vacancy, url: URL) {
  const after = url.searchParams.get("after") || null;
  const [replies, profile] = await Promise.all([
    vacancy.canReadReplies ? context.services.vacancyReplies.list(actor, { vacancyId: vacancy.id, after }) : Promise.resolve(null),
    canReplyTo(actor, vacancy) ? context.services.profile.fullInfo(actor, { id: actor.userId }).catch(() => null) : Promise.resolve(null),
  ]);
  return {
    vacancy: {
      ...vacancy,
      contact: { ...vacancy.contact, workPhone: vacancy.contact.workPhone ? formatPhone(vacancy.contact.workPhone) : null },
    },
    tab: tabOf(url),
    canReply: canReplyTo(actor, vacancy),
    myEmail: profile?.email ?? "",
    replies: replies ? repliesView(replies, vacancy.id, after !== null) : null,
    me: actor.userId,
  };
}

function repliesView(page: VacancyReplyPage, id: number, later: boolean) {
  return {
    total: page.total,
    later,
    items: page.content.map((reply) => ({ ...reply, telephone: formatPhone(reply.telephone) })),
    more: page.next ? `${vacancyPath(id)}?after=${encodeURIComponent(page.next)}#replies` : null,
  };
}

/** What is kept of a field for the form shown again: far more than any field takes. */
const text = (form: FormData, name: string) => formText(form, name, 20_000);

/**
 * The reply or recommend form's post (`mode` from the posted `mode` field). The vacancy was read by the
 * caller; the service refuses what the page could not know (an archived vacancy, a second open reply).
 * The résumé is stored first and joins the form as `resumeId`/`resumeName`, so a refusal (conform's
 * reply, ADR 0024) sends it back attached with everything typed.
 */
export async function postReply(request: Request, context: AppLoadContext, actor: SignedIn, vacancy: Vacancy) {
  const { form, cleanup, pathOf, tooBig } = await readUploadForm(request, VACANCY_RESUME.maxBytes);
  const mode: ReplyMode = text(form, "mode") === "RECOMMEND" ? "RECOMMEND" : "SELF";
  let resumeError: string | null = null;
  try {
    const file = form.get("resume");
    form.delete("resume");
    if (tooBig) {
      resumeError = VACANCY_RESUME.tooBig;
    } else if (file instanceof File && file.size > 0 && file.name !== "") {
      try {
        const onDisk = pathOf(file);
        const saved = await context.services.files.saveUpload(actor, {
          fileType: VACANCY_RESUME.type,
          originalFileName: file.name,
          ...(onDisk ? { path: onDisk, size: file.size } : { bytes: new Uint8Array(await file.arrayBuffer()) }),
        });
        form.set("resumeId", String(saved.id));
        form.set("resumeName", file.name.slice(0, 255));
      } catch (error) {
        if (!isDomainError(error)) throw error;
        resumeError = error.message || t.uploadFailed;
      }
    }
    const submission = parseWithSchema(form, mode === "RECOMMEND" ? recommendFormSchema : replyFormSchema);
    const refused = (result: SubmissionResult<string[]>) => data(result, { status: 400 });
    if (submission.status !== "success" || resumeError)
      return refused(submission.reply(resumeError ? { fieldErrors: { resume: [resumeError] } } : {}));
    try {
      const resumeId = toId(text(form, "resumeId"));
      await context.services.vacancyReplies.reply(actor, replyInputOf(mode, vacancy.id, submission.value, resumeId));
    } catch (error) {
      if (isDomainError(error) && error.kind === "unauthorized") throw error;
      return refused(replyWithDomainError(submission, error));
    }
    const tab = mode === "RECOMMEND" ? "recommend" : "reply";
    return redirectWithToast(
      context,
      `${vacancyPath(vacancy.id, tab)}`,
      { type: "success", text: mode === "RECOMMEND" ? t.recommended : t.replied },
      { status: 303 },
    );
  } finally {
    await cleanup();
  }
}

/** «В архив» / «Восстановить из архива» (the edit page): {id, version, state}, the rest kept. */
export async function postArchiveToggle(request: Request, context: AppLoadContext, actor: SignedIn, vacancy: Vacancy) {
  const form = await readForm(request);
  const state = text(form, "state") === "ARCHIVE" ? "ARCHIVE" : "PUBLIC";
  const version = toId(text(form, "version")) ?? undefined;
  try {
    await context.services.vacancies.update(actor, { id: vacancy.id, version, state });
  } catch (error) {
    if (!isDomainError(error) || error.kind === "forbidden" || error.kind === "not_found") throw error;
    return data({ toggleError: error.message }, { status: 400 });
  }
  const toast = { type: "success" as const, text: state === "ARCHIVE" ? p.archived : p.restored };
  return redirectWithToast(context, `/vacancies/${vacancy.id}/edit`, toast, { status: 303 });
}
