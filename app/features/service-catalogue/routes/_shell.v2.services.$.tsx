// /v2/services/{id}[/{categoryId*}][/ticket/{ticketId}]: the IT services' catalogue. A category's page shows its children under the trail from the root; a leaf's
// address (/v2/services/{id}/{categoryId*}/ticket/{ticketId}) its request form, posted here (JavaScript on or off): the request's page next,
// with a flash. Ids that are not a chain of the tree, or a form asked at a category, are refused (404).
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import { serviceStyles } from "~/features/service-requests";
import { finderStyles } from "~/features/search";
import { SERVICE_FORM_MAX_BYTES } from "~/features/service-requests/index.server";
import styles from "../ui/catalogue.css";
import { placeAction, placeLoader } from "../server/pages.server";
import { PlacePage } from "../ui/place-page";
import { messages as t } from "../messages";

export { RefusalBoundary as ErrorBoundary } from "~/shared/ui/refusal";
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: serviceStyles },
  { rel: "stylesheet", href: finderStyles },
  { rel: "stylesheet", href: styles },
];
export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  error || !data ? refusalMeta(error) : pageTitle(`${data.view === "node" ? data.node.name : data.leaf.name} — ${t.titles.IT}`);
export const handle = { title: t.titles.IT, backTo: "/v2/services" };
/** A form with file fields is posted with its files (the request engine's limit). */
export const uploadLimit = SERVICE_FORM_MAX_BYTES;
export const loader = placeLoader("IT");
export const action = placeAction("IT");
export default PlacePage;
