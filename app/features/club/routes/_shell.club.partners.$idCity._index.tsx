// /club/partners/{idCity}: a city's categories with their counts and its partners, a keyset page at a time.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import styles from "../ui/club.css";
import { cityLoader } from "../server/pages.server";
import { CityPage, cityPageTitle } from "../ui/city-page";
import { messages as t } from "../messages";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  error || !data ? refusalMeta(error) : pageTitle(cityPageTitle(data));
export const handle = { title: t.partnersTitle, backTo: "/club/partners" };
export const loader = cityLoader;

export default function CityPartnersPage() {
  return <CityPage {...useLoaderData<typeof loader>()} />;
}
