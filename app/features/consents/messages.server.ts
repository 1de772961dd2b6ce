// What only the server says about the consents: refusals, the CSV headers, and the role group's names.

export const consentsRefusals = {
  noRight: "Недостаточно прав: согласия на обработку данных видит обладатель роли ROLE_GET_PERSONAL_DATA_ACCEPT",
  adminOnly: "Публиковать новую версию текста согласия может только администратор портала",
  personNotFound: "Сотрудник не найден",
  badDate: "Дата указана неверно: нужен вид ДД.ММ.ГГГГ",
  badPeriod: "Начало периода позже его конца",
  badDepartment: "Подразделение указано неверно",
  badPerson: "Сотрудник указан неверно",
  queryTooLong: "Строка поиска — не больше 100 символов",
  badVersion: "Версия текста указана неверно",
  publishedMeanwhile: "Другой администратор только что опубликовал новую версию: обновите страницу",
  versionChanged: "Пока вы читали, вышла новая версия текста: прочитайте её и примите",
};

/** The CSV files' column headers. */
export const csvHeaders = {
  consents: ["№", "Сотрудник", "Подразделение", "Версия", "Когда", "Адрес", "Браузер", "Как"],
  pending: ["№ сотрудника", "Сотрудник", "Подразделение", "Последняя принятая версия"],
};

/** Its role group on /admin/rights (the manifest's roleGroups). */
export const roleGroupNames = {
  title: "Согласия на обработку данных",
  hint: "Видит, кто и когда дал согласие на обработку персональных данных, и выгружает список",
};
