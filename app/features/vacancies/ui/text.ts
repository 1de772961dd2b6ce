// How the vacancies' pages write salaries, dates and the cards' cut duties (issue #15 points 1 and 3).
// Plain functions without React or zod: view pages and tests share them.
import { CARD_TEXT_MAX, DEFAULT_CITY_ID } from "../limits";
import { vacancyMessages as t } from "../messages/vacancy";
import { vacancyPageMessages as p } from "../messages/pages";
import type { VacancyQuery } from "../model";

/** Digits in groups of three: "45000" → "45 000" (plain spaces: a wage of many digits may wrap on a phone). */
export const groupDigits = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, " ");

/** §5's salary modes read from the fields: one value, a range, or by interview (the texts in messages.ts). */
export function salaryText(wage: string | null, wage2: string | null): string {
  const one = wage?.trim() || null;
  const two = wage2?.trim() || null;
  if (one && two) return p.salaryRange(groupDigits(one), groupDigits(two));
  if (one || two) return p.salaryOne(groupDigits((one ?? two)!));
  return t.byInterview;
}

/** A card's duties: whole when short, else cut at the last space before CARD_TEXT_MAX characters, then «…». */
export function cutText(text: string, max = CARD_TEXT_MAX): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const head = flat.slice(0, max);
  const space = head.lastIndexOf(" ");
  return `${(space > 0 ? head.slice(0, space) : head).replace(/[\s.,;:!?-]+$/, "")}…`;
}

/** A date as dd.mm.yyyy in Moscow time (the portal's dates). */
export function dateText(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat("ru-RU", { timeZone: "Europe/Moscow", day: "2-digit", month: "2-digit", year: "numeric" }).format(date);
}

/** The list's address for these filters and page: defaults left out, `page` only past the first. */
export function vacancyListUrl(query: Omit<VacancyQuery, "pageSize">, page = query.pageNumber): string {
  const params = new URLSearchParams();
  if (query.cityId !== DEFAULT_CITY_ID) params.set("cityId", String(query.cityId));
  if (query.sector) params.set("sector", query.sector);
  if (query.level) params.set("level", query.level);
  if (query.state === "ARCHIVE") params.set("state", "ARCHIVE");
  if (query.onlyMy) params.set("onlyMy", "true");
  if (page > 0) params.set("page", String(page));
  const search = params.toString();
  return search ? `/vacancies?${search}` : "/vacancies";
}

/** A vacancy's page, or its edit page for editors when it is not PUBLIC (§6). */
export const vacancyCardUrl = (vacancy: { id: number; state: string; canEdit: boolean }) =>
  vacancy.state !== "PUBLIC" && vacancy.canEdit ? `/vacancies/${vacancy.id}/edit` : `/vacancies/${vacancy.id}`;

/** The vacancy page's reply tabs (`?tab=`; «Откликнуться» is the default). */
export type ReplyTab = "reply" | "recommend";

/** A vacancy's page, on a reply tab (the default one left out of the address). */
export const vacancyPath = (id: number, tab: ReplyTab = "reply") =>
  tab === "recommend" ? `/vacancies/${id}?tab=recommend` : `/vacancies/${id}`;
