// /knowledge/guide/create: a guide editor adds a top section (name, access list, section editors).
// After saving, the new section's page opens with "Раздел добавлен".
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { issueFormToken, readForm, requireSignedIn } from "~/platform/remix.server";
import { saveSection, sectionFinders, sectionInput } from "~/features/guide/server/pages.server";
import { refuse } from "~/features/guide/server/refusals.server";
import { useGuideFrame } from "~/features/guide/ui/frame";
import { GuideBreadcrumbs, GuideLayout } from "~/features/guide/ui/layout";
import { SectionForm } from "~/features/guide/ui/forms/section-form";
import { GUIDE, guideUrl } from "~/features/guide/ui/urls";
import { pageTitle } from "~/shared/ui/meta";
import { guideFormMessages as tf } from "~/features/guide/ui/forms/messages";

export const meta: MetaFunction = () => pageTitle(tf.createTitle);
export const handle = { title: tf.createTitle, backTo: GUIDE };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  // The frame is the layout's; only the right to create a top section is asked here.
  if (!(await context.services.guide.abilities(actor)).createTop) return refuse({ status: 403, title: tf.createTitle });
  const name = new URL(request.url).searchParams.get("name") ?? "";
  return { name: name.slice(0, 1000), finders: await sectionFinders(request, context), formToken: await issueFormToken(context, actor) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const form = await readForm(request);
  return saveSection(request, context, actor, form, { create: true, withFinders: true }, async () => {
    const created = await context.services.guide.createSection(actor, { ...sectionInput(form, true), parentId: null });
    return { path: guideUrl.section([created.id]), toast: { type: "success", text: created.message } };
  });
}

export default function CreateSection() {
  const page = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const frame = useGuideFrame();
  return (
    <GuideLayout frame={frame}>
      <GuideBreadcrumbs crumbs={[]} last={tf.createTitle} />
      <section className="card">
        <h1 className="page-title">{tf.createTitle}</h1>
        <SectionForm
          id="guide-section-new"
          lastResult={failed?.result}
          name={page.name}
          finders={failed?.finders ?? page.finders}
          submitLabel={tf.create}
          cancelTo={GUIDE}
          formToken={page.formToken}
        />
      </section>
    </GuideLayout>
  );
}
