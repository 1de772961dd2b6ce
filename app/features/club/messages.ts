// The strings Клуб партнёров's page shows, and the rules' messages the form also checks in the browser.
// Refusals only the server sends are in messages.server.ts, so they never reach the browser.
export const messages = {
  title: "Клуб партнёров",
  empty: "Здесь пока ничего нет.",
  count: (n: number) => `Записей: ${n}`,
  addTitle: "Новая запись",
  fieldTitle: "Название",
  add: "Добавить",
  titleRequired: "Укажите название",
  titleTooLong: "Название — не больше 200 символов",
};
