// What the hub and a service's page show (client-safe), and the statuses of a request. Each page imports the
// strings of its own parts only: the bundler ships a whole file with every page that imports any part of it.
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
  toHub: "Все сервисы",
  /** The hub's and a service's links to the other pages. */
  links: {
    catalogue: "Настройка сервисов",
    settings: "Настройки сервиса",
    list: "Все заявки сервиса",
    hotLine: "Горячая линия: вопрос или предложение руководству",
  },
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
