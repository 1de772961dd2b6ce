// What only the server says about the statistics: refusals, and the CSV files' headers.
export const statisticsRefusals = {
  noRight: "Недостаточно прав: статистику смотрит обладатель роли ROLE_GET_LOG",
  badDate: "Дата указана неверно: нужен вид ДД.ММ.ГГГГ",
  reversed: "Начало периода позже его конца",
  tooLong: "Период — не больше трёх лет",
  badDepartment: "Подразделение указано неверно",
};

/** The CSV files' columns: one line a figure. */
export const csvHeaders = ["Показатель", "Ключ", "Значение"];
