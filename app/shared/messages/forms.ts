// Refusals of a form's save (stale edits, one-time tokens) and the toasts after a save (ru.ts sections
// forms and toast, verbatim).

export const forms = {
  // An edit saved over a newer one (platform/versions.server.ts): nothing is changed, the form keeps the text.
  staleEdit: "Запись изменили, пока вы её редактировали. Обновите страницу — ваш текст сохранён ниже",
  versionInvalid: "Некорректная версия записи",
  // A create form's one-time token (platform/form-tokens.server.ts).
  alreadySaved: "Эта форма уже отправлена: открыта сохранённая запись",
  stillSaving: "Эта форма уже отправлена и ещё сохраняется. Подождите несколько секунд и обновите страницу",
  tokenUnknown: "Форма устарела. Обновите страницу и отправьте её ещё раз",
} as const;

export const toast = {
  welcomeHidden: "Приветствие скрыто",
  liteOn: "Облегчённый режим включён: страницы загружаются без скриптов",
  liteOff: "Облегчённый режим выключен",
  notificationsRead: "Все уведомления прочитаны",
  signedIn: "Вы вошли на портал",
  passwordSet: "Пароль сохранён, вы вошли на портал",
  registered: "Регистрация завершена, добро пожаловать!",
} as const;
