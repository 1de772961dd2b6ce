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
  fieldInvalid: "Выберите значение из списка",
} as const;

/** The claims' pages (issue #13 point 9): lists, a claim, its forms. */
export const claimPageMessages = {
  ownTitle: "Мои заявки",
  approverTitle: "Согласования",
  adminTitle: "Все заявки",
  adminHint: "Заявки всех сотрудников: фильтры по статусу и типу, любые переходы",
  claimTitle: (id: number) => `Заявка №${id}`,
  forbiddenOwn: "Заявки видит только их автор.",
  forbiddenApprover: "Согласования видит только тот, кто их ведёт.",
  notFound: "Заявка не найдена",
  empty: "Заявок нет",
  awaiting: "Ожидают действия",
  awaitingEmpty: "Ничего не ждёт вашего решения",
  rest: "Остальные",
  all: "Все заявки",
  awaitingBacklog: (n: number) => `Показаны ${n} самых новых из ожидающих; все заявки — в списке ниже.`,
  column: { id: "№", subject: "Тема", type: "Тип", status: "Статус", date: "Дата" },
  newer: "Новее",
  older: "Дальше",
  newClaim: "Новая заявка",
  type: "Тип заявки",
  subject: "Тема",
  text: "Текст заявки",
  create: "Отправить заявку",
  created: "Заявка отправлена",
  noTypes: "Вам пока недоступен ни один тип заявки",
  owner: "Автор",
  handlers: "Исполнители",
  created_at: "Создана",
  updated_at: "Изменена",
  actions: "Действия",
  /** The empty option of a move's own field (a message's resolution type). */
  choose: "— выберите —",
  comment: "Комментарий",
  /** Over a claim's notes for its handlers (ClaimType.notes). */
  notes: "Обратите внимание",
  /** A claim's files (ClaimType.files), and the form its handlers attach another with. */
  files: "Файлы",
  attachFile: "Приложить файл",
  attach: "Приложить",
  addComment: "Комментировать",
  commented: "Комментарий добавлен",
  moved: (status: string) => `Заявка переведена в статус «${status}»`,
  history: "История",
  earlier: (n: number) => `Ранее: ${n}`,
  /** A move's button by the status it leads to; other types' statuses read as «Перевести в «…»». */
  move: {
    IN_WORK: "Взять в работу",
    ON_FIX: "На доработку",
    COMPLETED: "Выполнить",
    REJECTED: "Отклонить",
    NEW: "Отправить снова",
    CANCELLED: "Отменить заявку",
    // A service request's (its route: service-requests, ADR 0034).
    APPROVED: "Согласовать",
    ON_APPROVAL: "Отправить снова",
  } as Record<string, string>,
  moveTo: (status: string) => `Перевести в «${status}»`,
  filters: "Фильтры",
  allStatuses: "Все статусы",
  allTypes: "Все типы",
  apply: "Показать",
  back: "К списку заявок",
} as const;
