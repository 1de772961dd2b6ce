// What the vacancies' pages and calls say (issue #15; spec part 2 §8 verbatim where it names a text).
// Client-safe: pages and forms import it. Helpers of the feature add their own objects below.
export const vacancyMessages = {
  title: "Вакансии",
  rules: "Правила участия",
  add: "Добавить вакансию",
  hot: "Горячая вакансия",
  byInterview: "По результатам собеседования",
  nothingFound: "По Вашему запросу ничего не найдено",
  notFound: "Вакансия не найдена",
  // §8 toasts and the layout's ErrorBoundary.
  listFailed: "Ошибка получения списка вакансий",
  getFailed: "Ошибка получения информации о вакансии",
  citiesFailed: "Ошибка получения списка городов",
  createFailed: "Ошибка добавления вакансии",
  uploadFailed: "Не удалось загрузить файл",
  networkFailed: "Ошибка сети",
  // §8 success toasts.
  created: "Вакансия добавлена",
  saved: "Все изменения сохранены",
  replied: "Вы откликнулись на вакансию",
  recommended: "Вы порекомендовали кандидата",
  // Ours.
  stale: "Вакансию изменили, пока вы её редактировали. Обновите страницу",
  alreadyReplied: "Вы уже откликнулись на эту вакансию",
  reviewTime: "Заявки рассматриваются в течение 5 календарных дней",
  sectors: { RETAIL: "Розница", WHOLESALE: "Опт", OTHER: "Другое" },
  levels: { CHIEF: "Руководитель", SPECIALIST: "Специалист", EXECUTOR: "Исполнитель" },
  states: { PUBLIC: "Опубликована", ARCHIVE: "В архиве" },
  replyModes: { SELF: "Откликнуться", RECOMMEND: "Рекомендовать кандидата" },
  /** A reply's claim statuses (issue #15 point 7). */
  replyStatus: {
    NEW: "Новая",
    IN_WORK: "На рассмотрении",
    INTERVIEW: "Приглашение на собеседование",
    COMPLETED: "Кандидат принят",
    REJECTED: "Отказ",
    CANCELLED: "Отозвана",
  },
} as const;

/** The vacancy form's and /vacancies/create|update's field errors (issue #15 point 4; ours): by field name. */
export const vacancyFieldMessages = {
  positionRequired: "Укажите должность",
  positionTooLong: "Должность — не более 255 символов",
  departmentRequired: "Выберите подразделение",
  contactRequired: "Выберите контактное лицо",
  cityRequired: "Выберите город",
  sectorRequired: "Выберите сферу",
  levelRequired: "Выберите уровень",
  responsibilityRequired: "Опишите обязанности",
  responsibilityTooLong: "Обязанности — не более 4000 символов",
  requirementsRequired: "Опишите требования",
  requirementsTooLong: "Требования — не более 4000 символов",
  conditionsTooLong: "Условия — не более 4000 символов",
  wageNotNumber: "Зарплата указывается числом",
  wageTooLong: "Зарплата — не более 255 цифр",
  wageRequired: "Укажите зарплату",
  wageFromRequired: "Укажите зарплату «от»",
  wageToRequired: "Укажите зарплату «до»",
  wageRange: "Зарплата «до» не может быть меньше зарплаты «от»",
  salaryModeRequired: "Выберите, как указать зарплату",
  stateInvalid: "Состояние вакансии — PUBLIC или ARCHIVE",
  hotInvalid: "Горячая вакансия — true или false",
  versionInvalid: "Вакансию изменили, пока вы её редактировали. Обновите страницу",
  // The list's parameters (/vacancies/list, /vacancies/total).
  cityUnknown: "Город не найден",
  sectorUnknown: "Сфера — RETAIL, WHOLESALE или OTHER",
  levelUnknown: "Уровень — CHIEF, SPECIALIST или EXECUTOR",
  pageNumberInvalid: "Номер страницы — целое число от 0",
  pageSizeInvalid: "Размер страницы — от 1 до 50",
  onlyMyInvalid: "onlyMy — true или false",
} as const;

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
