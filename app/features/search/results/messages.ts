// Strings of the portal search's results pages: only those pages load them (the finder's are in messages.ts).

/**
 * The results pages (/search/all/{query}, /search/{INDEX}/{query}, /search-result/{text}) and the mobile
 * search page (/search, /menu/search).
 */
export const results = {
  title: "Поиск",
  resultsTitle: "Результаты поиска",
  formLabel: "Поиск по порталу",
  fieldLabel: "Что найти",
  placeholder: "Люди, подразделения, статьи, документы…",
  hint: "Введите не менее 3 символов: имя, название или слово из текста.",
  find: "Найти",
  corrected: (query: string) => `Показаны результаты по запросу «${query}»`,
  nothingFound: "По запросу ничего не найдено",
  allResults: "Все результаты",
  /** A block's total beside its header (read by screen readers as well). */
  found: (total: number) => `Найдено: ${total}`,
  toAllBlocks: "Результаты во всех разделах",
  back: "Назад",
  next: "Далее",
  pager: "Страницы результатов",
  pageEmpty: "На этой странице результатов нет.",
  pageOf: (page: number, pages: number) => `Страница ${page} из ${pages}`,
  failed: (message: string) => `Ошибка поиска: ${message}`,
  categoryFailed: (message: string) => `Ошибка поиска по категории: ${message}`,
} as const;
