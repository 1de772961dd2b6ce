// The strings the pages of favourites show (components, titles, hints, and the messages of the rules the forms
// also check in the browser). Refusals only the server sends are in messages.server.ts, so they never reach the
// browser.
export const messages = {
  title: "Избранное",
  types: "Разделы Избранного",
  empty: "В Избранном пока пусто. Отмечайте звёздочкой то, к чему хотите быстро вернуться.",
  emptyContacts: "Вы ещё не добавили ни одного контакта. Откройте справочник и нажмите звёздочку на карточке.",
  toDirectory: "Открыть справочник",
  previous: "Назад",
  next: "Дальше",
  page: (n: number, of: number) => `Страница ${n} из ${of}`,
};
