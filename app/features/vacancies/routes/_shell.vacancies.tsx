// /vacancies…: the layout of the vacancies' pages (issue #15). Its ErrorBoundary draws a page's 403 or 404
// and, for an unexpected failure, §8's «Ошибка получения списка вакансий» (the list) or «Ошибка получения
// информации о вакансии» (a vacancy's pages).
import type { LinksFunction } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { vacancyMessages as t } from "~/features/vacancies/messages/vacancy";
import { VacancyErrorBoundary } from "~/features/vacancies/ui/boundary";
import styles from "~/features/vacancies/ui/vacancies.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const handle = { title: t.title, backTo: "/" };

export default function VacanciesLayout() {
  return <Outlet />;
}

export { VacancyErrorBoundary as ErrorBoundary };
