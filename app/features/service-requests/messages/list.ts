// A service's requests for its administrators (/services/{key}/list).
export const listMessages = {
  heading: "Заявки сервиса",
  title: (service: string) => `Заявки: ${service}`,
  status: "Статус",
  allStatuses: "Все статусы",
  show: "Показать",
  empty: "Заявок нет",
  next: "Дальше",
  column: { id: "№", owner: "Сотрудник", summary: "Заявка", status: "Статус", date: "Дата", due: "Срок" },
  overdue: "просрочена",
} as const;
