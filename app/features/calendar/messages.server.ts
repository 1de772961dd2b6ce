// What only the server says about the calendar: refusals, toasts and the .ics feed's name.
export const serverMessages = {
  notYours: "Календарь сотрудника может открыть только он сам",
  notFound: "Календарь не найден",
  monthInvalid: "Месяц указывается как ГГГГ-ММ, например 2026-12",
  idInvalid: "Укажите сотрудника: id — целое положительное число",
  feedNotFound: "Ссылка на календарь не найдена: возможно, её заменили новой",
  renewed: "Новая ссылка создана, старая больше не работает",
  feedName: "Календарь портала",
};
