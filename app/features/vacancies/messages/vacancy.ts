// The vacancies' strings (issue #15; spec part 2 §8 verbatim where it names a text), a file per area: the bundler
// ships a whole file with any page that imports it, so a page loads only its areas' strings. Client-safe.
export const vacancyMessages = {
  title: "Вакансии",
  rules: "Правила участия",
  add: "Добавить вакансию",
  hot: "Горячая вакансия",
  byInterview: "По результатам собеседования",
  nothingFound: "По Вашему запросу ничего не найдено",
  notFound: "Вакансия не найдена",
  // §8: the layout's ErrorBoundary and the list's toasts.
  listFailed: "Ошибка получения списка вакансий",
  getFailed: "Ошибка получения информации о вакансии",
  citiesFailed: "Ошибка получения списка городов",
  reviewTime: "Заявки рассматриваются в течение 5 календарных дней",
  sectors: { RETAIL: "Розница", WHOLESALE: "Опт", OTHER: "Другое" },
  levels: { CHIEF: "Руководитель", SPECIALIST: "Специалист", EXECUTOR: "Исполнитель" },
  states: { PUBLIC: "Опубликована", ARCHIVE: "В архиве" },
  replyModes: { SELF: "Откликнуться", RECOMMEND: "Рекомендовать кандидата" },
} as const;
