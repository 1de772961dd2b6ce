// /professional/{year}/edit: a year's number, title and description; ?delete asks before deleting the year
// and its winners. For ROLE_EDIT_PROFESSIONAL and administrators.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import styles from "../ui/professional.css";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import { messages as t } from "../messages";
import { yearFormAction, yearFormLoader } from "../server/pages.server";
import { YearFormPage } from "../ui/year-form-page";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = ({ error }) => (error ? refusalMeta(error) : pageTitle(t.editYearTitle));
export const handle = { title: t.editYearTitle, backTo: "/professional" };
export const loader = yearFormLoader;
export const action = yearFormAction;

export default YearFormPage;
