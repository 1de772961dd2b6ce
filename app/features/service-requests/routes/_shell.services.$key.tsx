// /services/{key}: a service's page. Its description, its request form (rendered from the service's fields,
// a plain POST that works without JavaScript; refused, each message by its field and everything typed kept;
// sent, the request's page) and the person's requests of this service.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireSignedIn } from "~/platform/remix.server";
import { pageTitle } from "~/shared/ui/meta";
import { Link } from "~/shared/ui/link";
import { refusalMeta } from "~/shared/ui/refusal";
import { messages as t } from "~/features/service-requests/messages/services";
import { askForService, SERVICE_FORM_MAX_BYTES, servicePage } from "~/features/service-requests/server/pages.server";
import { RequestTable } from "~/features/service-requests/ui/request-table";
import { ServiceForm } from "~/features/service-requests/ui/service-form";
import { PageOnlyBlock } from "~/shared/ui/page-only";
import styles from "~/features/service-requests/ui/services.css";
import { finderStyles } from "~/features/search";

export { RefusalBoundary as ErrorBoundary } from "~/shared/ui/refusal";
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "stylesheet", href: finderStyles },
];
export const meta: MetaFunction<typeof loader> = ({ data, error }) => (error || !data ? refusalMeta(error) : pageTitle(data.form.name));
export const handle = { title: t.hubTitle };
/** A form with file fields is posted with its files (server/pages.server.ts). */
export const uploadLimit = SERVICE_FORM_MAX_BYTES;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return servicePage(context, requireSignedIn(request, context), params.key ?? "", request);
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  return askForService(context, actor, params.key ?? "", request);
}

export default function ServicePage() {
  const { form, requests, formToken, canConfigure, card, defaults, fileAccept, finders, typed } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <div className="services">
      <p className="services__back">
        <Link to="/services">{t.toHub}</Link>
        {canConfigure ? (
          <>
            {" · "}
            <Link to={`/services/${form.key}/admin`}>{t.links.settings}</Link>
            {" · "}
            <Link to={`/services/${form.key}/list`}>{t.links.list}</Link>
          </>
        ) : null}
      </p>
      <h1 className="page-title">{form.name}</h1>
      <section className="card" aria-labelledby="service-form-title">
        <h2 id="service-form-title" className="card__title">
          {form.description}
        </h2>
        {card ? <PageOnlyBlock as="div" id="business-card" value={card} html={(markup) => markup} /> : null}
        <ServiceForm
          fields={form.fields}
          formToken={formToken}
          lastResult={refused?.result}
          defaults={defaults}
          typed={typed}
          fileAccept={fileAccept}
          finders={refused?.finders ?? finders}
        />
      </section>
      <section className="card" aria-labelledby="service-requests">
        <h2 id="service-requests" className="card__title">
          {t.myRequests}
        </h2>
        <RequestTable rows={requests} caption={t.myRequests} empty={t.noRequests} />
      </section>
    </div>
  );
}
