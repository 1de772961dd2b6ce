// /professional/create: a new year of the contest, for ROLE_EDIT_PROFESSIONAL and administrators (403 otherwise).
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import styles from "../ui/professional.css";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import { messages as t } from "../messages";
import { yearFormAction, yearFormLoader } from "../server/pages.server";
import { YearFormPage } from "../ui/year-form-page";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = ({ error }) => (error ? refusalMeta(error) : pageTitle(t.newYearTitle));
export const handle = { title: t.newYearTitle, backTo: "/professional" };
export const loader = yearFormLoader;
export const action = yearFormAction;

export default YearFormPage;
