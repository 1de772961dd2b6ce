// The vacancies' ErrorBoundary (the layout's, and the pages' that have their own meta): a page's 403 or
// 404 as every section shows it, and for an unexpected failure §8's «Ошибка получения списка вакансий»
// (the list) or «Ошибка получения информации о вакансии» (a vacancy's pages).
import { useLocation, useRouteError } from "@remix-run/react";
import { RefusalView, refusalOf } from "~/shared/ui/refusal";
import { StatusPage } from "~/shared/ui/status-page";
import { vacancyMessages as t } from "../messages/vacancy";
import { vacancyPageMessages as p } from "../messages/pages";

export function VacancyErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  if (refusalOf(error)) return <RefusalView error={error} />;
  const list = /\/vacancies\/?$/.test(pathname);
  return <StatusPage title={list ? t.listFailed : t.getFailed} back={list ? undefined : { to: "/vacancies", label: p.toList }} />;
}
