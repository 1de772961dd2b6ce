// What the services' pages show (client-safe). Refusals only the server sends are in messages.server.ts.
export const messages = {
  hubTitle: "Сервисы",
  search: "Найти сервис",
  searchHint: "По названию или описанию",
  find: "Найти",
  reset: "Сбросить",
  nothingFound: (q: string) => `По запросу «${q}» сервисов не найдено`,
  noServices: "Вам пока недоступен ни один сервис",
  openRequests: "Мои открытые заявки",
  noOpenRequests: "Открытых заявок нет",
  allRequests: "Все мои заявки",
  myRequests: "Мои заявки на этот сервис",
  noRequests: "Вы ещё не подавали заявок на этот сервис",
  column: { id: "№", service: "Сервис", status: "Статус", date: "Дата" },
  send: "Отправить заявку",
  requiredNote: "Поля со звёздочкой обязательны",
  rangeFrom: "с",
  rangeTo: "по",
  chooseOne: "— выберите —",
  toHub: "Все сервисы",
} as const;

/** The statuses of a service request (its claim's), as people read them. */
export const statusNames = {
  ON_APPROVAL: "На согласовании",
  APPROVED: "Согласована",
  NEW: "Ждёт исполнителя",
  IN_WORK: "В работе",
  ON_FIX: "На доработке",
  COMPLETED: "Выполнена",
  REJECTED: "Отклонена",
  CANCELLED: "Отменена",
} as const;
