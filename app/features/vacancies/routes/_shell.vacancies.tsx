// /vacancies…: the layout of the vacancies' pages (issue #15). Its ErrorBoundary draws a page's 403 or 404
// and, for an unexpected failure, §8's «Ошибка получения списка вакансий» (the list) or «Ошибка получения
// информации о вакансии» (a vacancy's pages).
import type { LinksFunction } from "@remix-run/node";
import { Outlet, useLocation, useRouteError } from "@remix-run/react";
import { RefusalView, refusalOf } from "~/shared/ui/refusal";
import { StatusPage } from "~/shared/ui/status-page";
import { vacancyMessages as t, vacancyPageMessages as p } from "~/features/vacancies/messages";
import styles from "~/features/vacancies/ui/vacancies.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const handle = { title: t.title, backTo: "/" };

export default function VacanciesLayout() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  if (refusalOf(error)) return <RefusalView error={error} />;
  const list = /\/vacancies\/?$/.test(pathname);
  return <StatusPage title={list ? t.listFailed : t.getFailed} back={list ? undefined : { to: "/vacancies", label: p.toList }} />;
}
