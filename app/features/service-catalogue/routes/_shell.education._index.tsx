// /education: The education catalogue's roots, the catalogue's first page (the menu's entry under «Сервисы»).
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { pageTitle } from "~/shared/ui/meta";
import { serviceStyles } from "~/features/service-requests";
import styles from "../ui/catalogue.css";
import { rootsLoader } from "../server/pages.server";
import { RootsPage } from "../ui/place-page";
import { messages as t } from "../messages";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: serviceStyles },
  { rel: "stylesheet", href: styles },
];
export const meta: MetaFunction = () => pageTitle(t.titles.EDUCATION);
export const handle = { title: t.titles.EDUCATION };
export const loader = rootsLoader("EDUCATION");
export default RootsPage;
