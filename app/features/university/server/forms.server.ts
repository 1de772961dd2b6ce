// The university's edit pages apart from their markup: /university/courses/create, /university/courses/{id}/edit,
// /university/literature/create and /university/literature/{id}/edit. Each is a multipart post that works
// without JavaScript: a refused field comes back with what was typed and a file already uploaded kept (its id
// in a hidden field); «Удалить» asks on the edit page itself (?delete) and posts intent=delete.
import { data, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import { MULTIPART_FRAMING_BYTES, readUploadForm } from "~/platform/body-limit.server";
import { isDomainError } from "~/platform/errors";
import { storeChosenFile } from "~/platform/files/form-file.server";
import { replyWithDomainError } from "~/platform/form-reply";
import { toId } from "~/platform/ids";
import { redirectWithToast, refusePage } from "~/platform/remix.server";
import { parseWithSchema } from "~/shared/forms/parse.server";
import type { FileKind } from "~/shared/files/rules";
import { UNIVERSITY_COVER, UNIVERSITY_LITERATURE } from "../files";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";
import { courseSchema, literatureSchema } from "../schema";
import { requireEditorPage } from "./pages.server";

/** The most a course form's post may carry: one cover. */
export const COURSE_FORM_MAX_BYTES = UNIVERSITY_COVER.maxBytes + MULTIPART_FRAMING_BYTES;
/** The most a literature form's post may carry: one file. */
export const LITERATURE_FORM_MAX_BYTES = UNIVERSITY_LITERATURE.maxBytes + MULTIPART_FRAMING_BYTES;

const notFoundPage = (text: string, back: string, label: string) =>
  refusePage(404, { pageTitle: text, title: text, back: { to: back, label } });

/** The thing of the address, or the page's 404 (an id that is not one included). */
async function orNotFound<T>(
  idParam: string | undefined,
  get: (id: number) => Promise<T>,
  page: () => ReturnType<typeof refusePage>,
): Promise<T> {
  const id = toId(idParam);
  if (id === null) throw page();
  try {
    return await get(id);
  } catch (error) {
    if (isDomainError(error) && error.kind === "not_found") throw page();
    throw error;
  }
}

const courseOr404 = (context: AppLoadContext, actor: SignedIn, idParam: string | undefined) =>
  orNotFound(
    idParam,
    (id) => context.services.university.courses.get(actor, id),
    () => notFoundPage(r.courseNotFound, "/university", t.title),
  );

const itemOr404 = (context: AppLoadContext, actor: SignedIn, idParam: string | undefined) =>
  orNotFound(
    idParam,
    (id) => context.services.university.literature.get(actor, id),
    () => notFoundPage(r.itemNotFound, "/university/literature", t.literatureTitle),
  );

const asksDelete = (request: Request) => new URL(request.url).searchParams.has("delete");

export async function courseFormLoader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireEditorPage(request, context);
  const course = params.id === undefined ? null : await courseOr404(context, actor, params.id);
  const directions = await context.services.university.courses.directions(actor);
  return { course, directions, confirmDelete: course !== null && asksDelete(request) };
}

export async function itemFormLoader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireEditorPage(request, context);
  const item = params.id === undefined ? null : await itemOr404(context, actor, params.id);
  const topics = await context.services.university.literature.topics(actor);
  return { item, topics, confirmDelete: item !== null && asksDelete(request) };
}

/**
 * The post's form with its file stored (`control.id`, `control.name`) or the file's refusal. The kept file's id
 * travels as `${control}FileId` (KeptFileField) and reaches the schema as `schemaKey`.
 */
async function readWithFile(
  context: AppLoadContext,
  actor: SignedIn,
  request: Request,
  control: string,
  kind: FileKind,
  schemaKey: string,
) {
  const upload = await readUploadForm(request, kind.maxBytes);
  try {
    const fileError = await storeChosenFile(context, actor, upload, control, kind);
    const form = upload.form;
    const fileId = form.get(`${control}.id`);
    if (typeof fileId === "string") form.set(`${control}FileId`, fileId);
    const kept = form.get(`${control}FileId`);
    if (typeof kept === "string") form.set(schemaKey, kept);
    return { form, fileError };
  } finally {
    await upload.cleanup();
  }
}

export async function courseFormAction({ request, context, params }: ActionFunctionArgs) {
  const actor = requireEditorPage(request, context);
  const course = params.id === undefined ? null : await courseOr404(context, actor, params.id);
  const { form, fileError } = await readWithFile(context, actor, request, "cover", UNIVERSITY_COVER, "coverFileId");
  if (course && form.get("intent") === "delete") {
    await context.services.university.courses.remove(actor, course.id);
    return redirectWithToast(context, "/university", { type: "success", text: r.courseRemoved }, { status: 303 });
  }
  const submission = parseWithSchema(form, courseSchema);
  if (submission.status !== "success" || fileError)
    return data({ result: submission.reply(fileError ? { fieldErrors: { cover: [fileError] } } : {}) }, { status: 400 });
  try {
    const saved = await context.services.university.courses.save(actor, course?.id ?? null, submission.value, context.services.files);
    const toast = { type: "success" as const, text: course ? r.courseSaved : r.courseCreated };
    return await redirectWithToast(context, `/university?direction=${encodeURIComponent(saved.direction)}#course-${saved.id}`, toast, {
      status: 303,
    });
  } catch (error) {
    return data({ result: replyWithDomainError(submission, error) }, { status: 400 });
  }
}

export async function itemFormAction({ request, context, params }: ActionFunctionArgs) {
  const actor = requireEditorPage(request, context);
  const item = params.id === undefined ? null : await itemOr404(context, actor, params.id);
  const { form, fileError } = await readWithFile(context, actor, request, "file", UNIVERSITY_LITERATURE, "fileId");
  if (item && form.get("intent") === "delete") {
    await context.services.university.literature.remove(actor, item.id);
    return redirectWithToast(context, "/university/literature", { type: "success", text: r.itemRemoved }, { status: 303 });
  }
  const submission = parseWithSchema(form, literatureSchema);
  if (submission.status !== "success" || fileError)
    return data({ result: submission.reply(fileError ? { fieldErrors: { file: [fileError] } } : {}) }, { status: 400 });
  try {
    const saved = await context.services.university.literature.save(actor, item?.id ?? null, submission.value, context.services.files);
    const toast = { type: "success" as const, text: item ? r.itemSaved : r.itemCreated };
    return await redirectWithToast(context, `/university/literature#item-${saved.id}`, toast, { status: 303 });
  } catch (error) {
    return data({ result: replyWithDomainError(submission, error) }, { status: 400 });
  }
}
