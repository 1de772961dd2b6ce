// The strings the pages of suggested corrections show (components, titles, hints, and the messages of the rules
// the forms also check in the browser). Refusals only the server sends are in messages.server.ts, so they never
// reach the browser.
export const messages = {
  title: "Предложить исправление",
  lead: "Опишите, что нужно исправить. Администратор портала проверит и внесёт правку.",
  about: "Страница:",
  message: "Что исправить",
  messagePlaceholder: "Например: изменился рабочий телефон, правильный — +7 (495) 100-00-00",
  counter: (n: number, max: number) => `${n} / ${max}`,
  send: "Отправить",
  thanksTitle: "Спасибо!",
  thanks: "Администратор уже рассматривает ваше предложение.",
  backToSource: "Вернуться на страницу",
  another: "Предложить ещё одно исправление",
  messageRequired: "Напишите, что нужно исправить",
  messageTooLong: "Не более 2000 символов",
  sourceRequired: "Не указана страница, к которой относится предложение",
  sourceInvalid: "Ссылка на страницу должна быть адресом портала, начинающимся с /",
  categoryRequired: "Не указан раздел гида",
  adminTitle: "Предложения исправлений",
  open: "Открытые",
  resolved: "Решённые",
  markResolved: "Отметить решённым",
  resolvedBy: (who: string, when: string) => `Решено: ${who}, ${when}`,
  emptyOpen: "Открытых предложений нет — всё исправлено.",
  emptyResolved: "Решённых предложений пока нет.",
  kindContact: "Контакты",
  kindGuide: "Гид по компании",
  from: "Отправил(а)",
  source: "Страница",
};

/** Its entry in the admin area's list. */
export const adminPage = {
  title: "Предложения исправлений",
  hint: "Ошибки в контактах и гиде, о которых сообщили сотрудники",
} as const;
