// Refusals and SMS texts only the server sends (sign-in, tokens, registration and recovery claims),
// copied verbatim from ru.ts with its section names.

export const auth = {
  wrongCredentials: "Неверный номер телефона или пароль. Возможно, нажата клавиша Caps Lock или включена неверная раскладка.",
  tooManyLoginAttempts: "Слишком много неудачных попыток входа. Попробуйте через 15 минут.",
  tooManyLoginAttemptsForPhone:
    "Слишком много неудачных попыток входа с этим номером. Попробуйте через час или войдите с устройства, с которого уже входили.",
  blocked: "Учётная запись заблокирована. Обратитесь к администратору портала.",
  refreshInvalid: "Сессия истекла. Войдите заново",
} as const;

export const registration = {
  unknownPhone: "Сотрудник с таким номером телефона не найден в справочнике. Обратитесь в отдел кадров.",
  alreadyRegistered: "Этот номер уже зарегистрирован. Войдите с паролем или восстановите его.",
  notRegistered: "Этот номер ещё не зарегистрирован. Пройдите регистрацию.",
  claimNotFound: "Заявка не найдена или устарела. Начните заново",
  claimReplaced: "Отправлен новый код. Введите код из последнего СМС",
  codeWrong: (left: number) => `Неверный код подтверждения. Осталось попыток: ${left}`,
  codeExpired: "Срок действия кода истёк. Запросите новый код",
  tooManyAttempts: "Превышено число попыток ввода кода. Запросите новый код",
  notConfirmed: "Сначала подтвердите номер кодом из СМС",
  alreadyCompleted: "Пароль уже установлен. Войдите на портал",
  resendTooSoon: (seconds: number) => `Новый код можно запросить через ${seconds} с`,
  tooManySms: "Превышено число отправок СМС на этот номер. Попробуйте через час",
  tooManySmsFromAddress: "Превышено число отправок СМС с вашего адреса. Попробуйте позже",
  tooManyStartsFromAddress: "Слишком много запросов кода с вашего адреса. Попробуйте через час",
  smsFailed: "Не удалось отправить СМС. Попробуйте позже",
  smsRegistrationText: (code: string) => `Код для регистрации на портале: ${code}. Никому его не сообщайте.`,
  smsRecoveryText: (code: string) => `Код для восстановления пароля на портале: ${code}. Никому его не сообщайте.`,
} as const;
