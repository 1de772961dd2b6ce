// /vacancies/{id}/edit (issue #15 point 4): editors change a vacancy (others: 403), with the form of the
// create page and its hidden version (a stale save is refused with the typed text kept); «В архив» /
// «Восстановить из архива» is a form of its own. A save opens the vacancy with «Все изменения сохранены».
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { readForm, redirectWithToast, requireSignedIn } from "~/platform/remix.server";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import { VacancyErrorBoundary } from "~/features/vacancies/ui/boundary";
import { finderStyles } from "~/features/search";
import { vacancyToasts } from "~/features/vacancies/messages.server";
import { vacancyPageMessages as p } from "~/features/vacancies/messages/pages";
import { postVacancyForm, requireEditor, vacancyFormData, vacancyOfPage } from "~/features/vacancies/server/pages-form.server";
import { postArchiveToggle } from "~/features/vacancies/server/pages-vacancy.server";
import { VacancyForm } from "~/features/vacancies/ui/vacancy-form";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: finderStyles }];
export const meta: MetaFunction<typeof loader> = ({ error }) => (error ? refusalMeta(error) : pageTitle(p.editTitle));
export const handle = { title: p.editTitle, backTo: "/vacancies" };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  requireEditor(actor, p.editTitle);
  const vacancy = await vacancyOfPage(context, actor, params.id);
  return { id: vacancy.id, state: vacancy.state, version: vacancy.version, ...(await vacancyFormData(request, context, vacancy)) };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  requireEditor(actor, p.editTitle);
  const vacancy = await vacancyOfPage(context, actor, params.id);
  // «В архив» / «Восстановить из архива» is a form of its own (intent=toggle).
  if ((await readForm(request.clone())).get("intent") === "toggle") return postArchiveToggle(request, context, actor, vacancy);
  return postVacancyForm(request, context, async (_form, input) => {
    await context.services.vacancies.update(actor, { ...input, id: vacancy.id });
    return redirectWithToast(context, `/vacancies/${vacancy.id}`, { type: "success", text: vacancyToasts.saved }, { status: 303 });
  });
}

export { VacancyErrorBoundary as ErrorBoundary };

export default function EditVacancy() {
  const page = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const formFailed = failed && "result" in failed ? failed : null;
  const archived = page.state === "ARCHIVE";
  return (
    <section className="card vacancy-form-page">
      <div className="vacancy-form-page__head">
        <h1 className="page-title">{p.editTitle}</h1>
        <Form method="post" className="vacancy-archive-form">
          <input type="hidden" name="intent" value="toggle" />
          <input type="hidden" name="state" value={archived ? "PUBLIC" : "ARCHIVE"} />
          <input type="hidden" name="version" value={page.version} />
          <button type="submit" className="button">
            {archived ? p.restoreAction : p.archiveAction}
          </button>
        </Form>
      </div>
      {archived ? <p className="alert alert--info">{p.archivedNotice}</p> : null}
      {failed && "toggleError" in failed ? (
        <div className="alert alert--error" role="alert">
          {failed.toggleError}
        </div>
      ) : null}
      <VacancyForm
        key={page.version}
        id={`vacancy-${page.id}`}
        defaultValue={page.values}
        lastResult={formFailed?.result}
        cities={page.cities}
        department={formFailed?.department ?? page.department}
        contact={formFailed?.contact ?? page.contact}
        cancelTo={`/vacancies/${page.id}`}
      />
    </section>
  );
}
