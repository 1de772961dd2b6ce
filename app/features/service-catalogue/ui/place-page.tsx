// A place of a catalogue (/v2/services/… and /education/…): a category's children under its trail, or a
// leaf's request form (the request engine's, a plain POST that works without JavaScript) with the person's
// requests of its service.
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { RequestTable, ServiceForm } from "~/features/service-requests";
import { editHref } from "../addresses";
import { messages as t } from "../messages";
import type { PlaceAction, PlaceLoader, RootsLoader } from "../server/pages.server";
import { NodeTiles, Trail } from "./parts";

export function RootsPage() {
  const { kind, roots, canEdit } = useLoaderData<RootsLoader>();
  return (
    <div className="services catalogue">
      <h1 className="page-title">{t.titles[kind]}</h1>
      <p className="catalogue__intro">{t.intros[kind]}</p>
      <p className="catalogue__links">
        {kind === "EDUCATION" ? <Link to="/education/list">{t.educationList}</Link> : null}
        {canEdit ? <Link to={editHref()}>{t.edit}</Link> : null}
      </p>
      <NodeTiles nodes={roots} empty={t.noRoots} />
    </div>
  );
}

export function PlacePage() {
  const data = useLoaderData<PlaceLoader>();
  const refused = useActionData<PlaceAction>();
  const here = data.view === "node" ? data.node : data.leaf;
  return (
    <div className="services catalogue">
      <Trail kind={data.kind} trail={data.trail} />
      <h1 className="page-title">{here.name}</h1>
      {here.description ? <p className="catalogue__intro">{here.description}</p> : null}
      <p className="catalogue__links">
        {data.kind === "EDUCATION" ? <Link to="/education/list">{t.educationList}</Link> : null}
        {data.canEdit ? <Link to={editHref(here.id)}>{t.edit}</Link> : null}
      </p>
      {data.view === "node" ? (
        <NodeTiles nodes={data.children} empty={t.empty} />
      ) : (
        <>
          <section className="card" aria-labelledby="service-form-title">
            <h2 id="service-form-title" className="card__title">
              {t.formTitle}: {data.form.form.name}
            </h2>
            {here.details ? (
              <p>
                <strong>{t.details}:</strong> {here.details}
              </p>
            ) : null}
            <ServiceForm
              fields={data.form.form.fields}
              formToken={data.form.formToken}
              lastResult={refused?.result}
              defaults={data.form.defaults}
              typed={data.form.typed}
              fileAccept={data.form.fileAccept}
              finders={refused?.finders ?? data.form.finders}
            />
          </section>
          <section className="card" aria-labelledby="catalogue-requests">
            <h2 id="catalogue-requests" className="card__title">
              {t.myRequests}
            </h2>
            <RequestTable rows={data.form.requests} caption={t.myRequests} empty={t.noRequests} />
          </section>
        </>
      )}
    </div>
  );
}
