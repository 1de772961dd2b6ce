// /knowledge/guide/{id}/edit (a top section) and /{id}/edit-child (a subsection; that route reuses this
// module): rename a section; guide editors also change its access list and editors. ?dialog=delete is
// the delete confirmation (guide editors only): the subtree is removed, its articles go to the
// archive, and the parent section (or the guide) opens with "Раздел удален".
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { formFailure, readForm, redirectWithToast, requireSignedIn } from "~/platform/remix.server";
import { isMissing } from "~/platform/errors";
import { idOf, saveSection, sectionFinders, sectionInput } from "~/features/guide/server/pages.server";
import { isFinderSearch } from "~/features/search/index.server";
import { refuse } from "~/features/guide/server/refusals.server";
import { useGuideFrame } from "~/features/guide/ui/frame";
import { GuideBreadcrumbs, GuideLayout } from "~/features/guide/ui/layout";
import { SectionForm } from "~/features/guide/ui/forms/section-form";
import { GUIDE, guideUrl } from "~/features/guide/ui/urls";
import { pageTitle } from "~/shared/ui/meta";
import * as ru from "~/shared/messages";
import { guidePageMessages as t } from "~/features/guide/messages";
import { guideFormMessages as tf } from "~/features/guide/ui/forms/messages";
import type { AppLoadContext } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import type { SectionView } from "~/features/guide/ui/types";

export const meta: MetaFunction = () => pageTitle(tf.editTitle);
export const handle = { title: tf.editTitle, backTo: GUIDE };

/** The section to edit, or the status page to show instead. */
async function editable(
  context: AppLoadContext,
  actor: SignedIn,
  rawId: string | undefined,
): Promise<{ status: 403 | 404 } | { section: SectionView }> {
  try {
    const section = await context.services.guide.section(actor, idOf(rawId) ?? 0);
    return section.canEdit ? { section } : { status: 403 as const };
  } catch (error) {
    if (isMissing(error)) return { status: 404 as const };
    throw error;
  }
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const found = await editable(context, actor, params.id);
  if (!("section" in found)) return refuse({ status: found.status, title: tf.editTitle });
  const { section } = found;
  const url = new URL(request.url);
  if (url.searchParams.get("dialog") === "delete" && !section.canDelete) return refuse({ status: 403, title: tf.editTitle });
  const fromAddress = isFinderSearch(new URL(request.url));
  const finders = section.canManageAccess
    ? await sectionFinders(
        request,
        context,
        fromAddress
          ? undefined
          : {
              departmentIds: section.departments.map((x) => String(x.id)),
              userIds: section.users.map((x) => String(x.id)),
              roleIds: section.roles.map((x) => String(x.id)),
              editorIds: section.editors.map((x) => String(x.id)),
            },
      )
    : null;
  const name = fromAddress ? (url.searchParams.get("name") ?? "").slice(0, 1000) : section.name;
  // The version the edit started from, kept through a no-JavaScript finder search.
  const version = Number((fromAddress && url.searchParams.get("version")) || section.version);
  return { section, name, version, finders };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const found = await editable(context, actor, params.id);
  if ("status" in found)
    return data(
      {
        result: { status: "error" as const, error: { "": [found.status === 403 ? ru.pages.forbiddenText : t.sectionNotFound] } },
        finders: null,
      },
      { status: found.status },
    );
  const { section } = found;
  const form = await readForm(request);
  if (form.get("intent") === "delete") {
    const parentPath = section.path.slice(0, -1);
    const back = parentPath.length ? guideUrl.section(parentPath) : GUIDE;
    try {
      const deleted = await context.services.guide.deleteSection(actor, { id: section.id });
      return redirectWithToast(context, back, { type: "success", text: deleted.message });
    } catch (error) {
      return redirectWithToast(context, guideUrl.section(section.path), { type: "error", text: formFailure(error).formError });
    }
  }
  return saveSection(request, context, actor, form, { create: false, withFinders: section.canManageAccess }, async () => {
    const saved = await context.services.guide.updateSection(actor, { id: section.id, ...sectionInput(form, section.canManageAccess) });
    return { path: guideUrl.section(section.path), toast: { type: "success", text: saved.message } };
  });
}

export default function EditSection() {
  const page = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const frame = useGuideFrame();
  const { section } = page;
  const isTop = section.parentId == null;
  const self = guideUrl.edit(section.id, isTop);

  if (params.get("dialog") === "delete") {
    const deleting = navigation.state === "submitting";
    return (
      <GuideLayout frame={frame} currentPath={section.path}>
        <GuideBreadcrumbs crumbs={section.breadcrumbs} last={tf.deleteSectionTitle} />
        <section className="card confirm" aria-labelledby="delete-title">
          <h1 id="delete-title" className="page-title">
            {tf.deleteSectionTitle}
          </h1>
          <p>{tf.deleteSectionText(section.name)}</p>
          <Form method="post" action={`${self}?dialog=delete`} className="form-buttons">
            <input type="hidden" name="intent" value="delete" />
            <button type="submit" className="button button--danger" disabled={deleting} aria-busy={deleting || undefined}>
              {tf.deleteSectionConfirm}
            </button>
            <Link to={guideUrl.section(section.path)} className="button">
              {tf.cancel}
            </Link>
          </Form>
        </section>
      </GuideLayout>
    );
  }

  return (
    <GuideLayout frame={frame} currentPath={section.path}>
      <GuideBreadcrumbs crumbs={section.breadcrumbs} last={isTop ? tf.editTitle : tf.editChildTitle} />
      <section className="card">
        <h1 className="page-title">{isTop ? tf.editTitle : tf.editChildTitle}</h1>
        <SectionForm
          id={`guide-section-${section.id}`}
          lastResult={failed?.result}
          name={page.name}
          finders={failed?.finders ?? page.finders}
          submitLabel={tf.save}
          cancelTo={guideUrl.section(section.path)}
          version={page.version}
        />
      </section>
      {section.canDelete ? (
        <section className="card danger-zone editor-only">
          <h2>{t.deleteSection}</h2>
          <p className="muted">{tf.deleteSectionText(section.name)}</p>
          <Link to={`${self}?dialog=delete`} className="button button--danger-outline">
            {t.deleteSection}
          </Link>
        </section>
      ) : null}
    </GuideLayout>
  );
}
