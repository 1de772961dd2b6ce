// The vacancies' strings (issue #15; spec part 2 §8 verbatim where it names a text), a file per area: the bundler
// ships a whole file with any page that imports it, so a page loads only its areas' strings. Client-safe.
/** The reply and recommendation forms' and calls' field errors (schema-replies.ts): pages show them by their fields. */
export const vacancyReplyMessages = {
  vacancyRequired: "Вакансия не найдена",
  phoneInvalid: "Укажите телефон в формате +7 (999) 999-99-99",
  emailRequired: "Укажите e-mail",
  emailInvalid: "Укажите e-mail в формате name@example.ru",
  emailTooLong: "E-mail — не больше 255 символов",
  infoTooLong: "Сопроводительный текст — не больше 4000 символов",
  fullNameRequired: "Укажите ФИО кандидата",
  fullNameTooLong: "ФИО кандидата — не больше 255 символов",
  resumeInvalid: "Резюме не найдено: загрузите файл ещё раз",
  resumeAttached: "Это резюме уже приложено к другому отклику: загрузите файл ещё раз",
  // The handlers' list of replies («Отклики (N)»).
  repliesTitle: (count: number) => `Отклики (${count})`,
  dueDate: "Рассмотреть до",
  overdue: "Просрочено",
  resume: "Резюме",
  recommendedBy: "Рекомендует",
} as const;
