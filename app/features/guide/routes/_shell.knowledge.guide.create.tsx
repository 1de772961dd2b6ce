// /knowledge/guide/create: a guide editor adds a top section (name, access list, section editors).
// After saving, the new section's page opens with "Раздел добавлен".
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { issueFormToken, requireSignedIn } from "~/platform/remix.server";
import { guideFrame, saveSection, sectionFinders, sectionInput } from "~/features/guide/server/pages.server";
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
export const meta: MetaFunction = () => pageTitle(t.createTitle);
export const handle = { title: t.createTitle, backTo: GUIDE };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const frame = await guideFrame(request, context, actor);
  if (!frame.abilities.createTop) return data({ frame, forbidden: true as const }, { status: 403 });
  const name = new URL(request.url).searchParams.get("name") ?? "";
  return { frame, name: name.slice(0, 1000), finders: await sectionFinders(request, context), formToken: await issueFormToken(context, actor) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const form = await request.formData();
  return saveSection(request, context, actor, form, { create: true, withFinders: true }, async () => {
    const created = await context.services.guide.createSection(actor, { ...sectionInput(form, true), parentId: null });
    return { path: guideUrl.section([created.id]), toast: { type: "success", text: created.message } };
  });
}

export default function CreateSection() {
  const page = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  if ("forbidden" in page) {
    return (
      <GuideStatusPage frame={page.frame} status={403} />
    );
  }
  return (
    <GuideLayout frame={page.frame}>
      <GuideBreadcrumbs crumbs={[]} last={t.createTitle} />
      <section className="card">
        <h1 className="page-title">{t.createTitle}</h1>
        <SectionForm
          id="guide-section-new"
          lastResult={failed?.result}
          name={page.name}
          finders={failed?.finders ?? page.finders}
          submitLabel={t.create}
          cancelTo={GUIDE}
          formToken={page.formToken}
        />
      </section>
    </GuideLayout>
  );
}
