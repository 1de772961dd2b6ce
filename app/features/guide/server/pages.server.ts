// Page-only glue of the guide's routes (the domain lives in the other server/*.server.ts files): reading the section path
// of an address, the edit-mode cookie, the frame every guide page shows (side menu, abilities), and
// turning posted forms (plain or multipart with files) into the domain's inputs.
//
// Addresses carry the section's ancestry ("/knowledge/guide/3/7/12/article/5"), see addressPath in
// app/features/guide/ui/urls.ts.
import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { serialize } from "cookie";
import type { SignedIn, Toast } from "~/platform/actor";
import { isDomainError, isMissing } from "~/platform/errors";
import { toId } from "~/platform/ids";
import { readCookie } from "~/platform/cookies.server";
import { PAGE_FORM_MAX_BYTES, readUploadForm } from "~/platform/body-limit.server";
import { PASTED_IMAGE_MAX_BYTES } from "~/shared/files/rules";
import type { FileRecord } from "~/platform/files/files.server";
import { isFinderSearch, loadFinder, type FinderOptions } from "~/features/search/index.server";
import type { ArticleView, SectionView } from "~/features/guide/ui/types";
import { isControlIntent, parseWithSchema } from "~/shared/forms/parse.server";
import { replyWithDomainError } from "~/platform/form-reply";
import { addressPath, guideUrl, MAX_PATH } from "~/features/guide/ui/urls";
import { appPath, createOnce, redirectWithToast } from "~/platform/remix.server";
import * as ru from "~/shared/messages";
import { guideFormMessages } from "~/features/guide/ui/forms/messages";

const EDIT_COOKIE = "portal_guide_edit";

/** The section ids of the address (s1…s3), or null when one is not a positive integer. */
export function sectionPathOf(params: LoaderFunctionArgs["params"]): number[] | null {
  const path: number[] = [];
  for (let i = 1; i <= MAX_PATH; i++) {
    const raw = params[`s${i}`];
    if (raw === undefined) continue;
    const id = idOf(raw);
    if (id === null) return null;
    path.push(id);
  }
  return path.length > 0 ? path : null;
}

/** A positive integer id from an address or a form, or null. */
export function idOf(raw: unknown): number | null {
  return typeof raw === "string" && /^\d+$/.test(raw) ? toId(raw) : null;
}

/**
 * The section the address names, only if the address is its real ancestry (or, for a deep section, the
 * tail of it addressPath gives); a made-up or stale path is a missing page, like an unreadable section.
 * Null for 404.
 */
export async function sectionAt(
  context: AppLoadContext,
  actor: SignedIn,
  path: number[] | null,
  request?: Request,
): Promise<SectionView | null> {
  if (!path) return null;
  try {
    const section = await context.services.guide.section(actor, path.at(-1)!);
    if (addressPath(section.path).join("/") === path.join("/")) return section;
    if (request) throw canonicalRedirect(request, context, path, section.path);
    return null;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/**
 * A page opened by a readable section's or article's id under another path (a short /knowledge/guide/{id},
 * an old link to an article since moved) is sent to its real address, the rest of the address kept.
 * Only loaders pass the request: a form posted to a wrong path stays a missing page.
 */
function canonicalRedirect(request: Request, context: AppLoadContext, given: number[], real: readonly number[]): Response {
  const url = appPath(request, context);
  return redirect(`${guideUrl.section(real)}${url.slice(guideUrl.section(given).length)}`);
}

export function editModeCookie(on: boolean, context: AppLoadContext): string {
  return serialize(EDIT_COOKIE, on ? "1" : "", {
    httpOnly: true,
    sameSite: "lax",
    secure: context.cookieOptions.secure,
    path: context.cookieOptions.basePath || "/",
    maxAge: on ? 365 * 86_400 : 0,
  });
}

/** What every guide page shows around its content: the side menu and what the person may do. */
export async function guideFrame(request: Request, context: AppLoadContext, actor: SignedIn, params: LoaderFunctionArgs["params"]) {
  // The page's section: the last id of a section's address, or the section an edit page names.
  const currentId = sectionPathOf(params)?.at(-1) ?? idOf(params.id);
  const { menu, abilities } = await context.services.guide.frame(actor, currentId);
  // Edit mode is on when the person may edit something in the guide and switched it on on this browser.
  const editMode = abilities.editMode && readCookie(request.headers.get("cookie"), EDIT_COOKIE) === "1";
  return { menu, abilities, editMode };
}

const ids = (form: FormData, name: string) =>
  form.getAll(name).flatMap((v) => {
    const id = idOf(String(v));
    return id === null ? [] : [id];
  });

/** The section form's fields as createSection/updateSection take them. The lists only when the form had them. */
export function sectionInput(form: FormData, withAccess: boolean) {
  const input: { name: string; version?: unknown; departmentIds?: number[]; userIds?: number[]; roleIds?: number[]; editorIds?: number[] } =
    {
      name: String(form.get("name") ?? ""),
      version: form.get("version") ?? undefined,
    };
  if (withAccess) {
    input.departmentIds = ids(form, "departmentIds");
    input.userIds = ids(form, "userIds");
    input.roleIds = ids(form, "roleIds");
    input.editorIds = ids(form, "editorIds");
  }
  return input;
}

/** "a, b,,c " -> ["a", "b", "c"]; the domain trims, deduplicates and checks lengths. */
export const tagsOf = (text: string) =>
  text
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);

/** The article form's fields as createArticle/updateArticle take them. */
export function articleInput(form: FormData) {
  const flag = form.get("flagToEmail");
  return {
    name: String(form.get("name") ?? ""),
    categoryId: idOf(String(form.get("categoryId") ?? "")) ?? 0,
    contentNewEditor: String(form.get("contentNewEditor") ?? ""),
    newEditor: true,
    roleIds: ids(form, "roleIds"),
    fileIds: ids(form, "fileIds"),
    tags: tagsOf(String(form.get("tags") ?? "")),
    flagToEmail: flag === "1",
    version: form.get("version") ?? undefined,
  };
}

export type ArticleForm = { form: FormData; uploadError: string | null };

/**
 * The body limit of the article form's post (the create and edit routes export it as uploadLimit):
 * without JavaScript the chosen files come in it, up to three of the largest attachment size at once.
 */
export const ARTICLE_FORM_MAX_BYTES = 3 * PASTED_IMAGE_MAX_BYTES + PAGE_FORM_MAX_BYTES;

/**
 * Reads the article form. Without JavaScript the chosen files come in the same multipart post: each is
 * stored through the files module here and its id joins the form's fileIds, so a refusal later shows it
 * as already attached (nothing chosen is lost). With JavaScript the files were uploaded before and only
 * their ids come.
 */
export async function readArticleForm(request: Request, context: AppLoadContext, actor: SignedIn): Promise<ArticleForm> {
  const { form, cleanup, tooBig } = await readUploadForm(request, PASTED_IMAGE_MAX_BYTES);
  if (tooBig) return { form, uploadError: ru.files.tooBig30 };
  const uploads = form.getAll("files").filter((f): f is File => f instanceof File && f.size > 0 && f.name !== "");
  const problems: string[] = [];
  try {
    for (const file of uploads) {
      try {
        const saved: FileRecord = await context.services.files.saveUpload(actor, {
          fileType: "ATTACHMENT",
          originalFileName: file.name,
          bytes: new Uint8Array(await file.arrayBuffer()),
        });
        form.append("fileIds", String(saved.id));
      } catch (error) {
        if (!isDomainError(error)) throw error;
        problems.push(guideFormMessages.uploadFailedOf(file.name, error.message));
      }
    }
  } finally {
    await cleanup();
    form.delete("files");
  }
  return { form, uploadError: problems.length ? problems.join("; ") : null };
}

/** The attached files to show again on a form that came back: the posted ids, described by the files module. */
export async function filesOf(context: AppLoadContext, fileIds: number[]) {
  const records = await Promise.all([...new Set(fileIds)].map((id) => context.services.files.record(id)));
  return records.flatMap((r) =>
    r ? [{ id: r.id, filePath: r.filePath, originalFileName: r.originalFileName, fileSize: r.fileSize }] : [],
  );
}

/** The finders of the section form: the access list (departments, people, roles) and the section's editors. */
export const SECTION_FINDERS = {
  departmentIds: { name: "departmentIds", kinds: ["department"], multiple: true },
  userIds: { name: "userIds", kinds: ["user"], multiple: true },
  roleIds: { name: "roleIds", kinds: ["wiki_role"], multiple: true },
  editorIds: { name: "editorIds", kinds: ["user"], multiple: true },
} as const satisfies Record<string, FinderOptions>;

/** The article form's finder of roles to notify. */
export const ROLE_FINDER: FinderOptions = { name: "roleIds", kinds: ["wiki_role"], multiple: true };

/**
 * The four finders of a section form. `chosen` gives each list's values (a posted form, or the section
 * being edited); without it they come from the address (a no-JavaScript finder search).
 */
export async function sectionFinders(request: Request, context: AppLoadContext, chosen?: Record<keyof typeof SECTION_FINDERS, string[]>) {
  const load = (key: keyof typeof SECTION_FINDERS) => loadFinder(request, context, SECTION_FINDERS[key], chosen?.[key]);
  const [departmentIds, userIds, roleIds, editorIds] = await Promise.all([
    load("departmentIds"),
    load("userIds"),
    load("roleIds"),
    load("editorIds"),
  ]);
  return { departmentIds, userIds, roleIds, editorIds };
}

export const postedLists = (form: FormData) => ({
  departmentIds: form.getAll("departmentIds").map(String),
  userIds: form.getAll("userIds").map(String),
  roleIds: form.getAll("roleIds").map(String),
  editorIds: form.getAll("editorIds").map(String),
});

/**
 * The section form's post, create or edit: `save` calls the domain and names the page to open with its
 * toast. A create is run once per rendered form (createOnce); conform's control post (a recheck) only
 * shows the form again; a refusal comes back with every typed value and chosen item.
 */
export async function saveSection(
  request: Request,
  context: AppLoadContext,
  actor: SignedIn,
  form: FormData,
  { create, withFinders }: { create: boolean; withFinders: boolean },
  save: () => Promise<{ path: string; toast: Toast }>,
) {
  const submission = submissionOf(form);
  const again = async (result: ReturnType<typeof submission.reply>, status: number) =>
    data({ result, finders: withFinders ? await sectionFinders(request, context, postedLists(form)) : null }, { status });
  if (isControlIntent(form)) return again(submission.reply(), 200);
  try {
    if (create) return await createOnce(context, actor, form, save);
    const saved = await save();
    return redirectWithToast(context, saved.path, saved.toast);
  } catch (error) {
    return again(replyWithDomainError(submission, error), 400);
  }
}

/** conform's submission of a form whose rules the domain checks: it only carries the values back. */
export const submissionOf = (form: FormData) =>
  parseWithSchema<Record<string, unknown>>(form, { safeParse: (data) => ({ success: true, data: data as Record<string, unknown> }) });

/**
 * The article the address names (its section path must be the article's own), or what to show instead:
 * 404 with "Статья удалена или ещё не создана" for a missing, deleted or mis-addressed one, 403 with
 * "Недостаточно прав для просмотра статьи" when the person may not read it.
 */
export async function articleAt(
  context: AppLoadContext,
  actor: SignedIn,
  path: number[] | null,
  rawId: string | undefined,
  request?: Request,
): Promise<{ status: 403 | 404 } | { article: ArticleView }> {
  const id = idOf(rawId);
  if (!path || id === null) return { status: 404 as const };
  try {
    const article = await context.services.guide.article(actor, id);
    if (addressPath(article.path).join("/") !== path.join("/")) {
      if (request) throw canonicalRedirect(request, context, path, article.path);
      return { status: 404 as const };
    }
    return { article };
  } catch (error) {
    if (isDomainError(error) && error.kind === "forbidden") return { status: 403 as const };
    if (isMissing(error)) return { status: 404 as const };
    throw error;
  }
}

/** The names of the chosen roles, for the notify question. */
export async function roleNames(request: Request, context: AppLoadContext, roleIds: number[]) {
  const state = await loadFinder(request, context, ROLE_FINDER, roleIds.map(String));
  return state.chosen.map((item) => item.label);
}

/** Every posted value except files, to carry through the notify step as hidden fields. */
export const pairsOf = (form: FormData): [string, string][] =>
  [...form.entries()].flatMap(([key, value]) =>
    typeof value === "string" && key !== "flagToEmail" && key !== "back" ? [[key, value] as [string, string]] : [],
  );

/**
 * The article form's post, create (existing null) or edit. "publish" / "draft" set the status, "update"
 * keeps it. A publish with roles chosen first asks whether to notify them (the notify step carries every
 * value); the answer comes back as flagToEmail. Success opens the article with the domain's message.
 */
export async function saveArticle(request: Request, context: AppLoadContext, actor: SignedIn, existing: ArticleView | null) {
  const { form, uploadError } = await readArticleForm(request, context, actor);
  const submission = submissionOf(form);
  const input = articleInput(form);
  const again = async (status: number, result = submission.reply()) => {
    const [attached, roles] = await Promise.all([
      filesOf(context, input.fileIds),
      loadFinder(request, context, ROLE_FINDER, input.roleIds.map(String)),
    ]);
    return data({ step: "form" as const, result, attached, roles }, { status });
  };
  if (uploadError) return again(400, submission.reply({ formErrors: [uploadError] }));
  // conform's own control post (a recheck) and "back" from the notify step only show the form again.
  if (form.get("back") === "1" || isControlIntent(form)) return again(200);
  const intent = form.get("intent");
  const status: "PUBLISHED" | "DRAFT" =
    intent === "publish" ? "PUBLISHED" : intent === "draft" ? "DRAFT" : existing && existing.status !== "PUBLISHED" ? "DRAFT" : "PUBLISHED";
  if (status === "PUBLISHED" && input.roleIds.length > 0 && !form.has("flagToEmail")) {
    const [attached, roles, names] = await Promise.all([
      filesOf(context, input.fileIds),
      loadFinder(request, context, ROLE_FINDER, input.roleIds.map(String)),
      roleNames(request, context, input.roleIds),
    ]);
    return data({ step: "notify" as const, result: submission.reply(), attached, roles, pairs: pairsOf(form), roleNames: names });
  }
  const save = async () => {
    const saved = existing
      ? await context.services.guide.updateArticle(actor, {
          ...input,
          id: existing.id,
          url: guideUrl.article(existing.path, existing.id),
          status,
        })
      : await context.services.guide.createArticle(actor, { ...input, status });
    const view = await context.services.guide.article(actor, saved.id);
    return { path: guideUrl.article(view.path, view.id), toast: { type: "success" as const, text: saved.message } };
  };
  try {
    if (!existing) return await createOnce(context, actor, form, save);
    const saved = await save();
    return redirectWithToast(context, saved.path, saved.toast);
  } catch (error) {
    return again(400, replyWithDomainError(submission, error));
  }
}

/**
 * What the article form starts with: the address's values after a no-JavaScript finder search (the form
 * came back by GET), otherwise the given ones.
 */
export async function articleFormStart(
  request: Request,
  context: AppLoadContext,
  start: {
    name: string;
    categoryId: number;
    contentNewEditor: string;
    tags: string[];
    fileIds: number[];
    roleIds: number[];
    version?: number;
  },
) {
  const url = new URL(request.url);
  const fromAddress = isFinderSearch(url);
  const text = (key: string, fallback: string) => (fromAddress ? (url.searchParams.get(key) ?? "").slice(0, 200_000) : fallback);
  const fileIds = fromAddress ? url.searchParams.getAll("fileIds").flatMap((v) => idOf(v) ?? []) : start.fileIds;
  const [attached, roles, all] = await Promise.all([
    filesOf(context, fileIds),
    loadFinder(request, context, ROLE_FINDER, fromAddress ? undefined : start.roleIds.map(String)),
    context.services.guide.sectionList(context.actor),
  ]);
  return {
    defaults: {
      name: text("name", start.name),
      categoryId: text("categoryId", String(start.categoryId)),
      contentNewEditor: text("contentNewEditor", start.contentNewEditor),
      tags: text("tags", start.tags.join(", ")),
      // An edit keeps the version it started from through a no-JavaScript finder search too.
      ...(start.version === undefined ? {} : { version: text("version", String(start.version)) }),
    },
    attached,
    roles,
    // The section selector: every section the person may put an article in, in tree order with its depth
    // (the side menu draws only a part of the tree).
    sections: all.filter((section) => section.canEdit).map(({ id, name, depth }) => ({ id, name, depth })),
  };
}
