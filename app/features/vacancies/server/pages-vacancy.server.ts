// /vacancies/{id} (issue #15 points 5, 6): the vacancy page's data and its posts. The page reads the
// vacancy (counting the reader's first view), the reader's e-mail for the reply form, and for editors and
// the contact one page of replies (20, keyset `?after=`). The reply and recommend forms are multipart
// posts: the résumé is stored first (VACANCY_RESUME, judged by content), then the typed fields are
// checked by the feature's reply schema; a refusal keeps every typed value and the stored résumé (its id
// and name come back as hidden fields), a success goes back to the page with the toast and an empty form.
import { formText } from "~/shared/forms/form-text";
import type { AppLoadContext } from "@remix-run/node";
import { data } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import { MULTIPART_FRAMING_BYTES, readForm, readUploadForm } from "~/platform/body-limit.server";
import { formRefusal, invalid, isDomainError } from "~/platform/errors";
import { toId } from "~/platform/ids";
import { FILE_TYPE_RULES } from "~/shared/files/rules";
import { redirectWithToast } from "~/platform/remix.server";
import { parseInput } from "~/platform/validate";
import { formatPhone } from "~/features/auth/index.server";
import { vacancyMessages as t, vacancyPageMessages as p } from "../messages";
import type { ReplyMode, Vacancy, VacancyReplyPage } from "../model";
import { canReplyTo } from "../policy";
import { recommendFormSchema, replyFormSchema, replyInputOf } from "../schema-replies";
import { vacancyPath, type ReplyTab } from "../ui/text";

/** The files' rule of a résumé: its largest size, and what a bigger one is told. */
const RESUME = FILE_TYPE_RULES.VACANCY_RESUME;
/** The reply form's body limit: one résumé and the fields. */
export const REPLY_FORM_MAX_BYTES = RESUME.maxBytes + MULTIPART_FRAMING_BYTES;

export interface ReplyFormValues {
  fullName: string;
  telephone: string;
  email: string;
  info: string;
}

export interface ReplyFailure {
  mode: ReplyMode;
  values: ReplyFormValues;
  errors: Record<string, string>;
  formError: string | null;
  /** The résumé stored by this or an earlier post: it stays attached. */
  resume: { id: number; name: string } | null;
}

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
 */
export async function postReply(request: Request, context: AppLoadContext, actor: SignedIn, vacancy: Vacancy) {
  const { form, cleanup, pathOf, tooBig } = await readUploadForm(request, RESUME.maxBytes);
  const mode: ReplyMode = text(form, "mode") === "RECOMMEND" ? "RECOMMEND" : "SELF";
  const values: ReplyFormValues = {
    fullName: text(form, "fullName"),
    telephone: text(form, "telephone"),
    email: text(form, "email"),
    info: text(form, "info"),
  };
  const keptId = toId(text(form, "resumeId"));
  let resume: ReplyFailure["resume"] = keptId ? { id: keptId, name: text(form, "resumeName").slice(0, 255) } : null;
  const errors: Record<string, string> = {};
  try {
    const file = form.get("resume");
    if (tooBig) {
      errors.resume = RESUME.tooBig;
    } else if (file instanceof File && file.size > 0 && file.name !== "") {
      try {
        const onDisk = pathOf(file);
        const saved = await context.services.files.saveUpload(actor, {
          fileType: "VACANCY_RESUME",
          originalFileName: file.name,
          ...(onDisk ? { path: onDisk, size: file.size } : { bytes: new Uint8Array(await file.arrayBuffer()) }),
        });
        resume = { id: saved.id, name: file.name.slice(0, 255) };
      } catch (error) {
        if (!isDomainError(error)) throw error;
        errors.resume = error.message || t.uploadFailed;
      }
    }
    const fields = (() => {
      try {
        return mode === "RECOMMEND" ? parseInput(recommendFormSchema, values) : parseInput(replyFormSchema, values);
      } catch (error) {
        if (!isDomainError(error)) throw error;
        Object.assign(errors, error.fieldErrors ?? {});
        return null;
      }
    })();
    if (!fields || Object.keys(errors).length > 0) throw invalid(Object.values(errors)[0] ?? t.createFailed, errors);
    await context.services.vacancyReplies.reply(actor, replyInputOf(mode, vacancy.id, fields, resume?.id ?? null));
    const tab = mode === "RECOMMEND" ? "recommend" : "reply";
    return redirectWithToast(
      context,
      `${vacancyPath(vacancy.id, tab)}`,
      { type: "success", text: mode === "RECOMMEND" ? t.recommended : t.replied },
      { status: 303 },
    );
  } catch (error) {
    if (isDomainError(error) && error.kind === "unauthorized") throw error;
    const { formError, fieldErrors } = formRefusal(error);
    return data<ReplyFailure>({ mode, values, errors: fieldErrors, formError, resume }, { status: 400 });
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
