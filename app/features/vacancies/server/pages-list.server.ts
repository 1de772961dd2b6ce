// GET /vacancies (issue #15 point 3): the list page's data. The filters are read from the address by the
// feature's schema (bad values fall back to the defaults; an employee's state and onlyMy are ignored),
// the cities for the select, and one page of cards as the page shows them (duties already cut).
import type { AppLoadContext } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import { isVacancyEditor } from "../policy";
import { vacancyQueryFromSearch } from "../schema";
import type { City, Vacancy, VacancyQuery } from "../model";
import type { VacancyCardView } from "../ui/vacancy-card";
import { cutText, salaryText, vacancyCardUrl, vacancyListUrl } from "../ui/text";

export interface VacancyListPage {
  query: VacancyQuery;
  cities: City[];
  editor: boolean;
  cards: VacancyCardView[];
  total: number;
  /** «Назад» and «Вперёд»: the neighbour pages' addresses (filters kept), or null. */
  previous: string | null;
  next: string | null;
  /** The list could not be read: the page says «Ошибка получения списка вакансий» instead. */
  failed: boolean;
}

export function cardOf(vacancy: Vacancy): VacancyCardView {
  return {
    id: vacancy.id,
    href: vacancyCardUrl(vacancy),
    position: vacancy.position,
    hot: vacancy.hot,
    archived: vacancy.state !== "PUBLIC",
    department: vacancy.department.name,
    city: vacancy.city.name,
    salary: salaryText(vacancy.wage, vacancy.wage2),
    duties: cutText(vacancy.responsibility),
    publishDate: vacancy.publishDate,
    viewsCount: vacancy.viewsCount,
  };
}

export async function vacancyListPage(context: AppLoadContext, actor: SignedIn, url: URL): Promise<VacancyListPage> {
  const editor = isVacancyEditor(actor);
  const query = vacancyQueryFromSearch(url.searchParams, editor);
  const { vacancies } = context.services;
  const page: VacancyListPage = { query, cities: [], editor, cards: [], total: 0, previous: null, next: null, failed: false };
  // The cities apart: without them the filters say «Ошибка получения списка городов» and the list still shows.
  page.cities = await vacancies.cities().catch((error: unknown) => {
    console.error("vacancy cities failed", error);
    return [];
  });
  try {
    const found = await vacancies.list(actor, query);
    page.cards = found.content.map(cardOf);
    page.total = found.total;
    page.previous = query.pageNumber > 0 ? vacancyListUrl(query, query.pageNumber - 1) : null;
    page.next = found.last ? null : vacancyListUrl(query, query.pageNumber + 1);
  } catch (error) {
    // §8 «Ошибка получения списка вакансий»: the page keeps its filters and says why there is no list.
    console.error("vacancies list failed", error);
    page.failed = true;
  }
  return page;
}
