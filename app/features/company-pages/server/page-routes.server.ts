// The loaders and actions of the company's pages, shared by the six thin route modules of their addresses
// (/history...) and the edit and history pages (/company-pages/{slug}/...): read the input, call one domain
// function, shape the view. Dates are written here ("5 марта 2026"), so the page ships no date library.
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { format } from "date-fns";
import { ru as ruLocale } from "date-fns/locale/ru";
import { isMissing } from "~/platform/errors";
import { replyWithDomainError } from "~/platform/form-reply";
import { formFailure, pageOnly, readForm, redirectWithToast, refusePage, requireSignedIn } from "~/platform/remix.server";
import { parseWithSchema } from "~/shared/forms/parse.server";
import { canEditCompanyPages, canEditCompetences } from "../policy";
import { serverMessages } from "../messages.server";
import { messages as t } from "../messages";
import { isPageSlug, pageUrl, type PageSlug } from "../pages";
import { pageFormSchema } from "../schema.server";
import type { Author } from "./pages.server";
import { companyPagesInputs as parse } from "./inputs.server";

export const dayOf = (iso: string) => format(new Date(iso), "d MMMM yyyy", { locale: ruLocale });
const nameOf = (user: Author | null) => (user ? `${user.name} ${user.surname}` : t.nobody);

/** A page's view: its text (in the HTML once: pageOnly), who saved it last, and the competences on /competencies. */
export async function viewLoader(slug: PageSlug, { request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const page = await context.services.companyPages.page(actor, { slug });
  const competences = slug === "competencies" ? await context.services.competences.list(actor) : null;
  return {
    slug,
    title: page.title,
    html: pageOnly(context, `company-page-${slug}`, page.html),
    hasText: page.html !== "",
    updated: page.updatedAt ? t.updatedAt(dayOf(page.updatedAt), nameOf(page.updatedBy)) : null,
    canEdit: page.canEdit,
    competences,
    canEditCompetences: competences !== null && canEditCompetences(actor),
  };
}

/**
 * The editors' pages (/company-pages/{slug}/...): sign-in first, then the right (a 403 for everyone else, under
 * the page's title), then the slug (an unknown one is the editor's 404).
 */
function editorAndSlug(request: Request, context: AppLoadContext, params: LoaderFunctionArgs["params"], title: (slug: PageSlug) => string) {
  const actor = requireSignedIn(request, context);
  const slug = isPageSlug(params.slug) ? params.slug : null;
  if (!canEditCompanyPages(actor)) throw refusePage(403, { pageTitle: slug ? title(slug) : t.pageNotFound });
  if (!slug) throw refusePage(404, { pageTitle: t.pageNotFound, title: t.pageNotFound });
  return { actor, slug };
}

export async function editLoader({ request, context, params }: LoaderFunctionArgs) {
  const { actor, slug } = editorAndSlug(request, context, params, (s) => t.editTitle(t.titles[s]));
  const page = await context.services.companyPages.page(actor, { slug });
  return { slug, name: page.title, defaults: { title: page.title, content: page.html, version: page.version ? String(page.version) : "" } };
}

export async function editAction({ request, context, params }: ActionFunctionArgs) {
  const { actor, slug } = editorAndSlug(request, context, params, (s) => t.editTitle(t.titles[s]));
  const submission = parseWithSchema(await readForm(request), pageFormSchema);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    await context.services.companyPages.save(actor, parse.save(actor, { ...submission.value, slug }));
    return redirectWithToast(context, pageUrl.view(slug), { type: "success", text: serverMessages.saved });
  } catch (error) {
    return data(replyWithDomainError(submission, error), { status: 400 });
  }
}

export async function versionsLoader({ request, context, params }: LoaderFunctionArgs) {
  const { actor, slug } = editorAndSlug(request, context, params, (s) => t.versionsTitle(t.titles[s]));
  const before = new URL(request.url).searchParams.get("before");
  try {
    const page = await context.services.companyPages.page(actor, { slug });
    const { items, older } = await context.services.companyPages.versions(actor, parse.versions(actor, { slug, before }));
    return {
      slug,
      name: page.title,
      current: page.version,
      versions: items.map((v) => ({
        version: v.version,
        title: v.title,
        day: dayOf(v.createdAt),
        who: nameOf(v.user),
        restoredFrom: v.restoredFrom,
      })),
      older,
      paged: before !== null,
    };
  } catch (error) {
    if (isMissing(error)) throw refusePage(404, { pageTitle: t.versionsTitle(t.titles[slug]), title: t.versionNotFound });
    throw error;
  }
}

export async function versionLoader({ request, context, params }: LoaderFunctionArgs) {
  const { actor, slug } = editorAndSlug(request, context, params, (s) => t.versionsTitle(t.titles[s]));
  try {
    const v = await context.services.companyPages.version(actor, parse.version(actor, { slug, version: params.version }));
    return {
      slug,
      version: v.version,
      title: v.title,
      html: pageOnly(context, `company-version-${slug}`, v.html),
      of: t.versionOf(v.version, dayOf(v.createdAt), nameOf(v.user)),
    };
  } catch (error) {
    if (isMissing(error)) throw refusePage(404, { pageTitle: t.versionsTitle(t.titles[slug]), title: t.versionNotFound });
    throw error;
  }
}

/** "Восстановить": back to the page with the toast; a refusal comes back to the version as an error toast. */
export async function versionAction({ request, context, params }: ActionFunctionArgs) {
  const { actor, slug } = editorAndSlug(request, context, params, (s) => t.versionsTitle(t.titles[s]));
  await readForm(request);
  try {
    const restored = await context.services.companyPages.restore(actor, parse.version(actor, { slug, version: params.version }));
    return redirectWithToast(context, pageUrl.view(slug), { type: "success", text: restored.message });
  } catch (error) {
    return redirectWithToast(context, pageUrl.versions(slug), { type: "error", text: formFailure(error).formError });
  }
}
