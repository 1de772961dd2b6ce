// /company-pages/{slug}/edit: a company page's editor changes its title and text; each save is a new version.
// Without JavaScript the text is a textarea and the form a plain POST: a refusal comes back under its field
// with what was typed; a save returns to the page with «Страница сохранена».
import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/shared/ui/meta";
import { editAction, editLoader } from "../server/page-routes.server";
import { PageForm } from "../ui/page-form";
import { companyPageLinks } from "../ui/company-page";
import { messages as t } from "../messages";
import { pageUrl } from "../pages";

export const links = companyPageLinks;
export const meta: MetaFunction<typeof editLoader> = ({ data }) => pageTitle(data ? t.editTitle(t.titles[data.slug]) : undefined);
export const handle = { title: t.edit };
export const loader = editLoader;
export const action = editAction;

export default function EditCompanyPage() {
  const page = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <section className="card company-page">
      <h1 className="page-title">{t.editTitle(page.name)}</h1>
      <PageForm id={`company-page-${page.slug}`} lastResult={lastResult} defaultValue={page.defaults} cancelTo={pageUrl.view(page.slug)} />
    </section>
  );
}
