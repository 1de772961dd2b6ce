// /vacancies/create (issue #15 point 4): editors publish a vacancy (others: 403). The same rendered form
// saves once (a double submit makes one vacancy); the new vacancy's page opens with «Вакансия добавлена»,
// and with scripts the mobile back arrow there skips this form (the back counter, app/shared/ui/back-counter.ts).
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { createOnce, issueFormToken, requireSignedIn } from "~/platform/remix.server";
import { pageTitle } from "~/shared/ui/meta";
import { finderStyles } from "~/features/search";
import { vacancyToasts } from "~/features/vacancies/messages.server";
import { vacancyPageMessages as p } from "~/features/vacancies/messages/pages";
import { postVacancyForm, requireEditor, vacancyFormData } from "~/features/vacancies/server/pages-form.server";
import { VacancyForm } from "~/features/vacancies/ui/vacancy-form";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: finderStyles }];
export const meta: MetaFunction = () => pageTitle(p.createTitle);
export const handle = { title: p.createTitle, backTo: "/vacancies" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  requireEditor(actor, p.createTitle);
  const [form, formToken] = await Promise.all([vacancyFormData(request, context, null), issueFormToken(context, actor)]);
  return { ...form, formToken };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  requireEditor(actor, p.createTitle);
  return postVacancyForm(request, context, (form, input) =>
    createOnce(
      context,
      actor,
      form,
      async () => {
        const vacancy = await context.services.vacancies.create(actor, input);
        return { path: `/vacancies/${vacancy.id}`, toast: { type: "success", text: vacancyToasts.created } };
      },
      { status: 303 },
    ),
  );
}

export default function CreateVacancy() {
  const page = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <section className="card vacancy-form-page">
      <h1 className="page-title">{p.createTitle}</h1>
      <VacancyForm
        id="vacancy-new"
        defaultValue={page.values}
        lastResult={failed?.result}
        cities={page.cities}
        department={failed?.department ?? page.department}
        contact={failed?.contact ?? page.contact}
        formToken={page.formToken}
        cancelTo="/vacancies"
      />
    </section>
  );
}
