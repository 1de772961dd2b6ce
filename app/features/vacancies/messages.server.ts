// What only the server says about vacancies (issue #15 "Bad input and failure"): the refusals of its calls,
// the names of its claim types, its notifications' texts and its block's header in the portal search.

/** The vacancies core's refusals (list, get, create, update). */
export const vacancyRefusals = {
  notFound: "Вакансия не найдена",
  notEditor: "Добавлять и изменять вакансии могут только редакторы вакансий",
  editorsOnlyFilter: "Архив и «Мои вакансии» доступны только редакторам вакансий",
  departmentNotFound: "Подразделение не найдено",
  contactNotFound: "Контактное лицо не найдено среди сотрудников",
  cityNotFound: "Город не найден",
  stale: "Вакансию изменили, пока вы её редактировали. Обновите страницу",
} as const;

/** The header of the vacancies' block on the search results pages (spec part 1 §2.5). */
export const vacancySearchBlock = "Вакансии";

/** Replies and recommendations (server/replies.server.ts, reply-claims.server.ts). */
export const vacancyReplyRefusals = {
  archived: "Вакансия в архиве: отклики на неё больше не принимаются",
  alreadyReplied: "Вы уже откликнулись на эту вакансию",
  alreadyRecommended: "Вы уже рекомендовали этого кандидата на эту вакансию: заявка ещё рассматривается",
  notHandler: "Отклики на вакансию видят только её контактное лицо и редакторы вакансий",
  replyType: "Отклик на вакансию",
  recommendationType: "Рекомендация кандидата на вакансию",
  replySubject: (position: string) => `Отклик на вакансию «${position}»`,
  recommendationSubject: (fullName: string, position: string) => `Рекомендация: ${fullName} на вакансию «${position}»`,
  /** The claim's text: what the handlers read on its page. */
  claimText: (r: { fullName: string; telephone: string; email: string; info: string; resume: string | null }) =>
    [
      `Кандидат: ${r.fullName}`,
      `Телефон: ${r.telephone}`,
      `E-mail: ${r.email}`,
      ...(r.resume ? [`Резюме: ${r.resume}`] : []),
      ...(r.info ? ["", r.info] : []),
    ].join("\n"),
} as const;

/**
 * The notifications of both reply claim types (family VACANCY_REPLY, a claim family: the approver's page
 * while it waits, the owner's claim page after); {claim} is «№id «subject»», the subject says which kind.
 */
export const vacancyReplyNotices = {
  VACANCY_REPLY_NEW_FOR_APPROVER: "Новая заявка по вакансии {claim} ждёт рассмотрения",
  VACANCY_REPLY_IN_WORK_FOR_OWNER: "Ваша заявка {claim} на рассмотрении",
  VACANCY_REPLY_INTERVIEW_FOR_OWNER: "По заявке {claim}: приглашение на собеседование",
  VACANCY_REPLY_COMPLETED_FOR_OWNER: "По заявке {claim}: кандидат принят",
  VACANCY_REPLY_REJECTED_FOR_OWNER: "По заявке {claim}: отказ",
} as const;

/** The vacancy replies' notification family on the settings page. */
export const vacancyFamilyLabel = "Отклики на вакансии";

/** Its entries in the portal's demo menu (the manifest's `menu`). */
export const vacanciesMenuNames = {
  vacancies: "Вакансии",
} as const;

/** §8's toasts the pages' actions send (the create and edit forms, a reply or recommendation). */
export const vacancyToasts = {
  created: "Вакансия добавлена",
  saved: "Все изменения сохранены",
  replied: "Вы откликнулись на вакансию",
  recommended: "Вы порекомендовали кандидата",
  uploadFailed: "Не удалось загрузить файл",
} as const;

/** A reply's claim statuses (issue #15 point 7), as its claim and the vacancy's reply list name them. */
export const vacancyReplyStatuses = {
  NEW: "Новая",
  IN_WORK: "На рассмотрении",
  INTERVIEW: "Приглашение на собеседование",
  COMPLETED: "Кандидат принят",
  REJECTED: "Отказ",
  CANCELLED: "Отозвана",
} as const;

/** Its role group on /admin/rights (the manifest's roleGroups). */
export const roleGroupNames = {
  title: "Вакансии",
  hint: "Публикует и правит вакансии, ведёт отклики",
};
