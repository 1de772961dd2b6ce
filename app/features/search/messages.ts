// Strings of the finder (the search-as-you-type field other features' forms use) and of the people search page.
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
 * The /search page's own words. Its title, placeholder and button are the header's search form's
 * (shell/messages.ts): the page is where that form lands.
 */
export const peopleSearch = {
  searchPeopleLabel: "Фамилия, имя или отчество",
  searchPeopleHint: "Введите не менее 3 символов: начало фамилии, имени или отчества.",
  peopleFound: (total: number) => `Найдено сотрудников: ${total}`,
  peopleFoundMore: (shown: number, total: number) => `Показаны первые ${shown} из ${total}: уточните запрос.`,
} as const;

/** The results pages' block headers of the indexes answered by keys (the engine's come from their indexers). */
export const blockHeaders: Record<"CONTACT" | "DEPARTMENT" | "ARTICLE" | "POST" | "VACANCY", string> = {
  CONTACT: "Контакты",
  DEPARTMENT: "Подразделения",
  ARTICLE: "Статьи",
  POST: "Публикации",
  VACANCY: "Вакансии",
};
