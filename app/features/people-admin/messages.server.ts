// Refusals of the people page and its calls that only the server sends (the page shows them over its form,
// the /api as the envelope's message).

export const peopleAdminRefusals = {
  noRight: "Недостаточно прав: управлять сотрудниками может только администратор портала",
  personNotFound: "Сотрудник не найден",
  selfBlock: "Нельзя заблокировать самого себя: попросите об этом другого администратора",
  selfSessions: "Свои сеансы завершите выходом из портала: здесь завершаются сеансы других сотрудников",
  alreadyBlocked: (name: string) => `Сотрудник ${name} уже заблокирован`,
  notBlocked: (name: string) => `Сотрудник ${name} не заблокирован`,
};
