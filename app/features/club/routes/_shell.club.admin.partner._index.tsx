// /club/admin/partner: every partner by name for the club's editors, filtered by a word, a category and a city
// (a GET form: it works without JavaScript and its address can be shared), a keyset page at a time.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { FormErrors } from "~/shared/forms/fields";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import styles from "../ui/club.css";
import { messages as t } from "../messages";
import { SEARCH_MAX } from "../limits";
import { adminListLoader } from "../server/admin-pages.server";
import type { ClubPlace } from "../server/model";
import { PartnerList } from "../ui/parts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = ({ error }) => (error ? refusalMeta(error) : pageTitle(t.adminPartnersTitle));
export const handle = { title: t.adminPartnersTitle, backTo: "/club" };
export const loader = adminListLoader;

function Choice({
  id,
  name,
  label,
  places,
  chosen,
}: {
  id: string;
  name: string;
  label: string;
  places: ClubPlace[];
  chosen: string | null;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={chosen ?? ""}>
        <option value="">{t.anyOption}</option>
        {places.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
    </div>
  );
}

export default function AdminPartnersPage() {
  const { partners, next, categories, cities, errors, query, first } = useLoaderData<typeof loader>();
  const params = new URLSearchParams(query);
  const moreHref = next ? `/club/admin/partner?${new URLSearchParams([...params, ["after", next]])}` : null;
  return (
    <div className="club">
      <h1 className="page-title">{t.adminPartnersTitle}</h1>
      <div className="club-actions">
        <Link to="/club/admin/partner/create" className="button button--primary">
          {t.addPartner}
        </Link>
        <Link to="/club/admin/categories">{t.manageCategories}</Link>
        {first ? null : <Link to={`/club/admin/partner?${query}`}>{t.firstPage}</Link>}
      </div>
      <Form method="get" role="search" className="card club-search" aria-label={t.filters}>
        <FormErrors errors={Object.values(errors).length ? [Object.values(errors)[0]!] : undefined} id="club-filter-errors" />
        <div className="field">
          <label htmlFor="club-filter-q">{t.filterQuery}</label>
          <input id="club-filter-q" type="search" name="q" maxLength={SEARCH_MAX} defaultValue={params.get("q") ?? ""} />
        </div>
        <Choice
          id="club-filter-category"
          name="categoryId"
          label={t.filterCategory}
          places={categories}
          chosen={params.get("categoryId")}
        />
        <Choice id="club-filter-city" name="cityId" label={t.filterCity} places={cities} chosen={params.get("cityId")} />
        <button type="submit" className="button">
          {t.apply}
        </button>
      </Form>
      <PartnerList partners={partners} moreHref={moreHref} />
    </div>
  );
}
