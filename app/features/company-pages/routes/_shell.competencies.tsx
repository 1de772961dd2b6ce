// /competencies: a page of О компании, read by everyone signed in (ui/company-page.tsx; its editing is under
// /company-pages/competencies/).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { viewLoader } from "../server/page-routes.server";
import { CompanyPageView, companyPageLinks, companyPageMeta } from "../ui/company-page";
import { messages as t } from "../messages";

export const links = companyPageLinks;
export const meta = companyPageMeta;
export const handle = { title: t.titles["competencies"] };
export const loader = (args: LoaderFunctionArgs) => viewLoader("competencies", args);
export default CompanyPageView;
