// Strings of the finder (the search-as-you-type field other features' forms use); the results pages' own are in
// results-messages.ts, so the forms with a finder do not carry them.
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
    "Неизвестный индекс поиска. Допустимые: USER, USER_POSITION, DEPARTMENT, WIKI_ROLE, TAG, CONTACT, POST, ARTICLE, VACANCY, WIKI_FAQ, WIKI_GUIDE, WIKI_DOCUMENT, WIKI_GLOSSARY, COMPANY_PAGE, WALKFAME_BOARD, WALKFAME_PERSON, PROFESSIONAL_WINNER, VIDEO, ACHIEVEMENT, ALBUM, CLUB_PARTNER, ACTIVITY, IT_SERVICE",
  tagValueRequired: "Введите начало тега",
  unknownKind: "Неизвестный вид элементов для поиска",
} as const;
