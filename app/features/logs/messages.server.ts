// The logs' refusals that only the server sends (the pages and the /api show them as the message).

export const logsRefusals = {
  noRight: "Недостаточно прав: журналы читает обладатель роли ROLE_GET_LOG",
  adminOnly: "Срок хранения журналов меняет только администратор портала",
  badCode: "Код может состоять только из латинских заглавных букв и знака _",
  badPerson: "Сотрудник для отбора указан неверно",
  badDate: "Дата указана неверно: нужен вид ДД.ММ.ГГГГ",
  badPeriod: "Начало периода позже его конца",
  badRetention: "Срок хранения — целое число дней от 30 до 3650",
};

/** The CSV files' column headers. */
export const csvHeaders = {
  audit: ["№", "Когда", "Кто", "Действие", "Что", "Номер", "Было", "Стало"],
  tech: ["№", "Когда", "Событие", "Сотрудник", "Подробности"],
};
