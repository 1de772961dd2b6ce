// /club/admin/categories: the club's categories and cities for its editors: add, rename, delete. Each is a
// small plain form posting its intent; a category or city partners stand in is refused with what to do first,
// shown beside the form it came from with the name as typed.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { FormErrors } from "~/shared/forms/fields";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import styles from "../ui/club.css";
import { messages as t } from "../messages";
import { PLACE_NAME_MAX } from "../limits";
import { placesAction, placesLoader } from "../server/admin-pages.server";
import type { ClubPlace } from "../server/model";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = ({ error }) => (error ? refusalMeta(error) : pageTitle(t.adminCategoriesTitle));
export const handle = { title: t.adminCategoriesTitle, backTo: "/club/admin/partner" };
export const loader = placesLoader;
export const action = placesAction;

type Refusal = { intent: string; id: number | null; message: string; name: string } | undefined;

function PlaceForms({
  kind,
  heading,
  places,
  refusal,
}: {
  kind: "category" | "city";
  heading: string;
  places: ClubPlace[];
  refusal: Refusal;
}) {
  const here = (intent: string, id: number | null) =>
    refusal && refusal.intent === `${intent}-${kind}` && refusal.id === id ? refusal : undefined;
  const added = here("save", null);
  return (
    <section className="card" aria-labelledby={`club-${kind}-heading`}>
      <h2 id={`club-${kind}-heading`}>{heading}</h2>
      <ul className="club-places">
        {places.map((p) => {
          const renamed = here("save", p.id);
          const removed = here("delete", p.id);
          return (
            <li key={p.id} id={`${kind}-${p.id}`}>
              <Form method="post">
                <input type="hidden" name="id" value={p.id} />
                <input
                  type="text"
                  name="name"
                  required
                  maxLength={PLACE_NAME_MAX}
                  defaultValue={renamed?.name ?? p.name}
                  aria-label={t.renameLabel(p.name)}
                />
                <button type="submit" name="intent" value={`save-${kind}`} className="button">
                  {t.rename}
                </button>
                <button
                  type="submit"
                  name="intent"
                  value={`delete-${kind}`}
                  className="button button--danger-outline"
                  aria-label={t.removeLabel(p.name)}
                >
                  {t.remove}
                </button>
              </Form>
              <span className="muted">{t.partnersCount(p.partners)}</span>
              <FormErrors errors={renamed || removed ? [(renamed ?? removed)!.message] : undefined} id={`${kind}-${p.id}-error`} />
            </li>
          );
        })}
      </ul>
      <Form method="post" className="club-actions">
        <label htmlFor={`club-new-${kind}`}>{kind === "city" ? t.newCity : t.newCategory}</label>
        <input id={`club-new-${kind}`} type="text" name="name" required maxLength={PLACE_NAME_MAX} defaultValue={added?.name ?? ""} />
        <button type="submit" name="intent" value={`save-${kind}`} className="button button--primary">
          {t.add}
        </button>
        <FormErrors errors={added ? [added.message] : undefined} id={`club-new-${kind}-error`} />
      </Form>
    </section>
  );
}

export default function CategoriesPage() {
  const { categories, cities } = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>()?.refusal;
  return (
    <div className="club">
      <h1 className="page-title">{t.adminCategoriesTitle}</h1>
      <div className="club-actions">
        <Link to="/club/admin/partner">{t.adminPartnersTitle}</Link>
      </div>
      <PlaceForms kind="category" heading={t.categoriesHeading} places={categories} refusal={refusal} />
      <PlaceForms kind="city" heading={t.citiesHeading} places={cities} refusal={refusal} />
    </div>
  );
}
