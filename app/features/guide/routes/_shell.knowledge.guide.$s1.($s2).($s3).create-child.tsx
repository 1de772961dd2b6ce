// /knowledge/guide/{id*}/create-child: a subsection of the section the address names. Those who can
// edit the section add one; guide editors also set its access list and editors. After saving, the new
// subsection's page opens with "Подраздел добавлен".
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { issueFormToken, readForm, requireSignedIn } from "~/platform/remix.server";
import { saveSection, sectionAt, sectionFinders, sectionInput, sectionPathOf } from "~/features/guide/server/pages.server";
import { refuse } from "~/features/guide/server/refusals.server";
import { useGuideFrame } from "~/features/guide/ui/frame";
import { GuideBreadcrumbs, GuideLayout } from "~/features/guide/ui/layout";
import { SectionForm } from "~/features/guide/ui/forms/section-form";
import { GUIDE, guideUrl } from "~/features/guide/ui/urls";
import { pageTitle } from "~/shared/ui/meta";
import { guidePageMessages as t } from "~/features/guide/messages";
import { guideFormMessages as tf } from "~/features/guide/ui/forms/messages";

export const meta: MetaFunction = () => pageTitle(tf.createChildTitle);
export const handle = { title: tf.createChildTitle, backTo: GUIDE };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const parent = await sectionAt(context, actor, sectionPathOf(params), request);
  if (!parent) return refuse({ status: 404, title: tf.createChildTitle });
  if (!parent.canCreateChild) return refuse({ status: 403, title: tf.createChildTitle });
  const name = (new URL(request.url).searchParams.get("name") ?? "").slice(0, 1000);
  return {
    parent,
    name,
    finders: parent.canManageAccess ? await sectionFinders(request, context) : null,
    formToken: await issueFormToken(context, actor),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const parent = await sectionAt(context, actor, sectionPathOf(params));
  if (!parent) return data({ result: { status: "error" as const, error: { "": [t.sectionNotFound] } }, finders: null }, { status: 404 });
  const form = await readForm(request);
  return saveSection(request, context, actor, form, { create: true, withFinders: parent.canManageAccess }, async () => {
    const created = await context.services.guide.createSection(actor, {
      ...sectionInput(form, parent.canManageAccess),
      parentId: parent.id,
    });
    return { path: guideUrl.section([...parent.path, created.id]), toast: { type: "success", text: created.message } };
  });
}

export default function CreateSubsection() {
  const page = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const frame = useGuideFrame();
  const { parent } = page;
  return (
    <GuideLayout frame={frame} currentPath={parent.path}>
      <GuideBreadcrumbs crumbs={parent.breadcrumbs} last={tf.createChildTitle} />
      <section className="card">
        <h1 className="page-title">{tf.createChildTitle}</h1>
        <p className="muted">{tf.parentSection(parent.name)}</p>
        <SectionForm
          id={`guide-section-in-${parent.id}`}
          lastResult={failed?.result}
          name={page.name}
          finders={failed?.finders ?? page.finders}
          submitLabel={tf.create}
          cancelTo={guideUrl.section(parent.path)}
          formToken={page.formToken}
        />
      </section>
    </GuideLayout>
  );
}
