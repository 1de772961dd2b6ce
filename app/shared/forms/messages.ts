// Messages of forms and their rules: a save's refusals (stale edits, one-time tokens), the input rules several
// features share (phone, passwords, SMS codes, hostile input) and the toasts after a save.

export const forms = {
  // An edit saved over a newer one (platform/versions.server.ts): nothing is changed, the form keeps the text.
  staleEdit: "Запись изменили, пока вы её редактировали. Обновите страницу — ваш текст сохранён ниже",
  versionInvalid: "Некорректная версия записи",
  // A create form's one-time token (platform/form-tokens.server.ts).
  alreadySaved: "Эта форма уже отправлена: открыта сохранённая запись",
  stillSaving: "Эта форма уже отправлена и ещё сохраняется. Подождите несколько секунд и обновите страницу",
  tokenUnknown: "Форма устарела. Обновите страницу и отправьте её ещё раз",
} as const;

export const validation = {
  phoneIncomplete: "Введите номер телефона полностью: 10 цифр после +7",
  phoneRequired: "Введите номер телефона",
  passwordRequired: "Введите пароль",
  passwordLength: "Пароль должен содержать от 8 до 32 символов",
  passwordsDiffer: "Пароли не совпадают",
  codeRequired: "Введите код из СМС",
  codeFormat: "Код состоит из 6 цифр",
  claimRequired: "Заявка не найдена. Начните заново",
  rulesRequired: "Необходимо согласие на обработку персональных данных",
  tokenRequired: "Не передан токен",
  nameRequired: "Не указан параметр name",
  controlChars: "Уберите из текста непечатаемые символы (например, нулевой байт)",
  tooDeep: "Слишком глубокая вложенность данных",
  invalid: "Некорректные данные",
  invalidField: (field: string) => `Некорректное значение поля ${field}`,
  // A typed date (shared/dates.ts) and a period's two dates.
  dateInvalid: "Укажите существующую дату в формате дд.мм.гггг",
  endBeforeStart: "Дата окончания не может быть раньше даты начала",
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
