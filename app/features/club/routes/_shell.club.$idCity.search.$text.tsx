// /club/{idCity}/search/{text}: the city's partners whose name, category or description holds the text, a
// keyset page at a time; a text too short says so above the form, which keeps it.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FormErrors } from "~/shared/forms/fields";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import styles from "../ui/club.css";
import { messages as t } from "../messages";
import { searchLoader } from "../server/pages.server";
import { moreOf, PartnerList, SearchForm } from "../ui/parts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  error || !data ? refusalMeta(error) : pageTitle(t.searchResults(data.text, data.city.name));
export const handle = { title: t.searchTitle, backTo: "/club" };
export const loader = searchLoader;

export default function SearchPage() {
  const { city, cities, text, error, partners, next } = useLoaderData<typeof loader>();
  const path = `/club/${city.id}/search/${encodeURIComponent(text)}`;
  return (
    <div className="club">
      <h1 className="page-title">{t.searchResults(text, city.name)}</h1>
      <FormErrors errors={error ? [error] : undefined} id="club-search-error" />
      <SearchForm cities={cities} cityId={city.id} text={text} />
      {error ? null : <PartnerList partners={partners} moreHref={moreOf(path, next)} empty={t.nothingFound} />}
    </div>
  );
}
