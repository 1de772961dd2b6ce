// Strings of the finder (the search-as-you-type field other features' forms use) and of the search pages.
// `search` holds the rules' messages the schemas share with the browser.

export const finder = {
  nothingFound: "По Вашему запросу ничего не найдено",
  find: "Найти",
  queryLabel: (label: string) => `${label}: поиск`,
  placeholder: "Введите не менее 3 символов",
  chosen: "Выбрано",
  found: "Найдено",
  remove: (label: string) => `Убрать: ${label}`,
  searching: "Поиск…",
  hintNoJs: "Введите не менее 3 символов и нажмите «Найти»; остальные поля формы сохранятся.",
} as const;

export const search = {
  queryTooShort: "Введите для поиска не менее 3 символов",
  indexRequired: "Не указан индекс поиска (indexName)",
  unknownIndex:
    "Неизвестный индекс поиска. Допустимые: USER, USER_POSITION, DEPARTMENT, WIKI_ROLE, TAG, CONTACT, POST, ARTICLE, VACANCY, WIKI_FAQ, WIKI_GUIDE, WIKI_DOCUMENT, WIKI_GLOSSARY",
  tagValueRequired: "Введите начало тега",
  unknownKind: "Неизвестный вид элементов для поиска",
} as const;

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

/** The results pages' block headers of the indexes answered by keys (the engine's come from their indexers). */
export const blockHeaders: Record<"CONTACT" | "DEPARTMENT" | "ARTICLE" | "POST" | "VACANCY", string> = {
  CONTACT: "Контакты",
  DEPARTMENT: "Подразделения",
  ARTICLE: "Статьи",
  POST: "Публикации",
  VACANCY: "Вакансии",
};
