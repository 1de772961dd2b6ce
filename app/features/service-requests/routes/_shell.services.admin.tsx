// /services/admin: the services this person configures (every one for the services' administrators, those
// of her role for a service's managers), each leading to its settings, and for administrators a new service.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { readForm, requireSignedIn } from "~/platform/remix.server";
import { describedBy, PlainField } from "~/shared/forms/plain-field";
import { CategoryField } from "~/features/service-requests/ui/category-field";
import { replyView } from "~/shared/forms/reply-view";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import { StackTable } from "~/shared/ui/stack-table";
import { adminMessages as t } from "~/features/service-requests/messages/admin";
import { messages } from "~/features/service-requests/messages/services";
import { cataloguePage, createService } from "~/features/service-requests/server/admin-pages.server";
import styles from "~/features/service-requests/ui/services.css";

export { RefusalBoundary as ErrorBoundary } from "~/shared/ui/refusal";
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = ({ error }) => (error ? refusalMeta(error) : pageTitle(t.catalogueTitle));
export const handle = { title: t.catalogueTitle };

export async function loader({ request, context }: LoaderFunctionArgs) {
  return cataloguePage(context, requireSignedIn(request, context));
}

export async function action({ request, context }: ActionFunctionArgs) {
  return createService(context, requireSignedIn(request, context), await readForm(request));
}

export default function ServicesCatalogue() {
  const { rows, canCreate, categories, formToken } = useLoaderData<typeof loader>();
  const reply = replyView(useActionData<typeof action>());
  const error = (name: string) => reply?.error(name);
  const described = (id: string, name: string) => describedBy(id, error(name));
  return (
    <div className="services">
      <p className="services__back">
        <Link to="/services">{messages.toHub}</Link>
      </p>
      <h1 className="page-title">{t.catalogueTitle}</h1>
      <section className="card" aria-label={t.catalogueTitle}>
        {rows.length === 0 ? (
          <p className="muted">{t.noServices}</p>
        ) : (
          <StackTable
            caption={t.catalogueTitle}
            rows={rows}
            keyOf={(r) => r.key}
            columns={[
              { label: t.column.name, rowHeader: true, cell: (r) => <Link to={`/services/${r.key}/admin`}>{r.name}</Link> },
              { label: t.column.category, cell: (r) => r.category },
              { label: t.column.state, cell: (r) => (r.archived ? t.archived : t.open) },
              { label: t.column.version, cell: (r) => r.versionNumber, number: true },
            ]}
          />
        )}
      </section>
      {canCreate && formToken ? (
        <section className="card" aria-labelledby="service-new">
          <h2 id="service-new" className="card__title">
            {t.newService}
          </h2>
          <Form method="post" key={reply?.key ?? "new"} noValidate>
            <input type="hidden" name="formToken" value={formToken} />
            {reply?.formError(["key", "name", "categoryId"]) ? (
              <div className="alert alert--error" role="alert">
                {reply.formError(["key", "name", "categoryId"])}
              </div>
            ) : null}
            <PlainField id="new-key" label={t.key} error={error("key")} hint={t.keyHint} required>
              <input
                id="new-key"
                name="key"
                type="text"
                defaultValue={reply?.value("key") ?? ""}
                autoComplete="off"
                aria-required
                {...described("new-key", "key")}
              />
            </PlainField>
            <PlainField id="new-name" label={t.name} error={error("name")} required>
              <input
                id="new-name"
                name="name"
                type="text"
                defaultValue={reply?.value("name") ?? ""}
                aria-required
                {...described("new-name", "name")}
              />
            </PlainField>
            <CategoryField
              id="new-category"
              categories={categories}
              value={reply?.value("categoryId") ?? ""}
              error={error("categoryId")}
              required
            />
            <button type="submit" className="button button--primary">
              {t.create}
            </button>
          </Form>
        </section>
      ) : null}
    </div>
  );
}
