// /services/{key}/admin: a service's settings (its card, who may ask, its form's fields, its route), for the
// services' administrators and the service's own managers. Saved, the page again with «Настройки сервиса
// сохранены»; refused, every message by its control and everything typed kept.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { readForm, requireSignedIn } from "~/platform/remix.server";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import { adminMessages as t } from "~/features/service-requests/messages/admin";
import { saveSettings, settingsPage } from "~/features/service-requests/server/admin-pages.server";
import { SettingsForm } from "~/features/service-requests/ui/settings-form";
import styles from "~/features/service-requests/ui/services.css";

export { RefusalBoundary as ErrorBoundary } from "~/shared/ui/refusal";
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  error || !data ? refusalMeta(error) : pageTitle(t.settingsTitle(data.settings.name));
export const handle = { title: t.catalogueTitle };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return settingsPage(context, requireSignedIn(request, context), params.key ?? "");
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  return saveSettings(context, requireSignedIn(request, context), params.key ?? "", await readForm(request));
}

export default function ServiceSettingsPage() {
  const { settings, categories, departments } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <div className="services">
      <p className="services__back">
        <Link to="/services/admin">{t.catalogueTitle}</Link> · <Link to={`/services/${settings.key}`}>{settings.name}</Link>
      </p>
      <h1 className="page-title">{t.settingsTitle(settings.name)}</h1>
      <SettingsForm settings={settings} categories={categories} departments={departments} lastResult={lastResult} />
    </div>
  );
}
