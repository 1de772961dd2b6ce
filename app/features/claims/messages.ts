// What claims' pages and calls show of a claim: its types' and statuses' names and how history entries
// read. Client-safe: the pages of issue #13 point 9 will render them.
export const claimMessages = {
  generalRequest: "Обращение в поддержку портала",
  status: {
    NEW: "Новая",
    IN_WORK: "В работе",
    ON_FIX: "На доработке",
    COMPLETED: "Выполнена",
    REJECTED: "Отклонена",
    CANCELLED: "Отменена",
  },
  history: {
    CREATED: "Заявка создана",
    COMMENT: "Комментарий",
    STATUS: (status: string) => `Статус изменён на «${status}»`,
  },
  /** A claim named in a notification ({claim}). */
  claimName: (id: number, subject: string) => `№${id} «${subject}»`,
} as const;

/** Field errors of the claim forms and calls (schema.ts): the pages show them by their fields. */
export const claimFieldMessages = {
  typeRequired: "Тип заявки не найден",
  subjectRequired: "Укажите тему заявки",
  subjectTooLong: "Тема заявки — не больше 255 символов",
  textRequired: "Опишите, что нужно сделать",
  textTooLong: "Текст заявки — не больше 4000 символов",
  statusRequired: "Статус заявки не найден",
  commentRequired: "Укажите комментарий",
  commentTooLong: "Комментарий — не больше 4000 символов",
  claimRequired: "Заявка не найдена",
  versionInvalid: "Версия заявки указана неверно",
} as const;
