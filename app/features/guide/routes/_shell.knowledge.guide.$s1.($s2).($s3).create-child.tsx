// /knowledge/guide/{id*}/create-child: a subsection of the section the address names. Those who can
// edit the section add one; guide editors also set its access list and editors. After saving, the new
// subsection's page opens with "Подраздел добавлен".
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { issueFormToken, requireSignedIn } from "~/platform/remix.server";
import { guideFrame, saveSection, sectionAt, sectionFinders, sectionInput, sectionPathOf } from "~/features/guide/server/pages.server";
import { GuideBreadcrumbs, GuideLayout, GuideStatusPage } from "~/features/guide/ui/layout";
import { SectionForm } from "~/features/guide/ui/section-form";
import { GUIDE, guideUrl } from "~/features/guide/ui/urls";
import { pageTitle } from "~/shared/ui/meta";
import contactsStyles from "~/features/contacts/ui/contacts.css";
import finderStyles from "~/features/search/ui/finder.css";
import styles from "~/features/guide/ui/guide.css";
import { ru } from "~/shared/ru";

const t = ru.guide.page;

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contactsStyles },
  { rel: "stylesheet", href: finderStyles },
  { rel: "stylesheet", href: styles },
];
export const meta: MetaFunction = () => pageTitle(t.createChildTitle);
export const handle = { title: t.createChildTitle, backTo: GUIDE };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const [frame, parent] = await Promise.all([guideFrame(request, context, actor), sectionAt(context, actor, sectionPathOf(params), request)]);
  if (!parent) return data({ frame, status: 404 as const }, { status: 404 });
  if (!parent.canCreateChild) return data({ frame, status: 403 as const }, { status: 403 });
  const name = (new URL(request.url).searchParams.get("name") ?? "").slice(0, 1000);
  return { frame, parent, name, finders: parent.canManageAccess ? await sectionFinders(request, context) : null, formToken: await issueFormToken(context, actor) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const parent = await sectionAt(context, actor, sectionPathOf(params));
  if (!parent) return data({ result: { status: "error" as const, error: { "": [t.sectionNotFound] } }, finders: null }, { status: 404 });
  const form = await request.formData();
  return saveSection(request, context, actor, form, { create: true, withFinders: parent.canManageAccess }, async () => {
    const created = await context.services.guide.createSection(actor, { ...sectionInput(form, parent.canManageAccess), parentId: parent.id });
    return { path: guideUrl.section([...parent.path, created.id]), toast: { type: "success", text: created.message } };
  });
}

export default function CreateSubsection() {
  const page = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  if ("status" in page) {
    return (
      <GuideStatusPage frame={page.frame} status={page.status} />
    );
  }
  const { parent } = page;
  return (
    <GuideLayout frame={page.frame} currentPath={parent.path}>
      <GuideBreadcrumbs crumbs={parent.breadcrumbs} last={t.createChildTitle} />
      <section className="card">
        <h1 className="page-title">{t.createChildTitle}</h1>
        <p className="muted">{t.parentSection(parent.name)}</p>
        <SectionForm
          id={`guide-section-in-${parent.id}`}
          lastResult={failed?.result}
          name={page.name}
          finders={failed?.finders ?? page.finders}
          submitLabel={t.create}
          cancelTo={guideUrl.section(parent.path)}
          formToken={page.formToken}
        />
      </section>
    </GuideLayout>
  );
}
