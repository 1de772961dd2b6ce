// Messages of the input rules several features share: phone, passwords, SMS codes, hostile input
// (ru.ts validation, verbatim). The entry pages' schemas load them in the browser.

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
} as const;
