// Strings of the shared screen parts and of the root: the portal's name, the error, status and old-browser
// pages, a person's work status, the favourite star. Every page loads this file.

/** The Russian plural form for n: one (1, 21), few (2–4, 22–24) or many (0, 5–20, 25…). */
export function plural(n: number, one: string, few: string, many: string): string {
  const tens = Math.abs(n) % 100;
  const units = tens % 10;
  if (tens > 10 && tens < 20) return many;
  if (units === 1) return one;
  if (units >= 2 && units <= 4) return few;
  return many;
}

export const portalName = "Портал сотрудников";

export const common = {
  back: "Назад",
  backToTop: "Наверх",
  close: "Закрыть",
  loading: "Загрузка…",
  save: "Сохранить",
  cancel: "Отмена",
  networkError: "Ошибка сети",
  unexpected: "Что-то пошло не так. Попробуйте ещё раз или обратитесь к администратору портала.",
  badRequest: "Некорректный запрос",
  forbiddenOrigin: "Запрос отклонён: форма отправлена с другого сайта",
  tooManyRequests: "Слишком много запросов. Повторите через минуту.",
  tooLarge: "Запрос слишком большой: уменьшите текст или файл и отправьте ещё раз.",
} as const;

export const pages = {
  main: "Главная",
  news: "Новости",
  notFoundTitle: "Страница не найдена",
  notFoundText: "Такой страницы нет. Возможно, ссылка устарела или в адресе опечатка.",
  forbiddenTitle: "Нет доступа",
  forbiddenText: "У вас недостаточно прав для просмотра этой страницы.",
  toMain: "На главную",
  comingSoonTitle: (section: string) => `${section}: раздел скоро появится`,
  comingSoonText: "Мы готовим этот раздел. Пока можно воспользоваться другими разделами портала — они в меню.",
  errorTitle: "Ошибка",
} as const;

export const oldBrowser = {
  ieTitle: "Браузер не поддерживается",
  ieText: "Портал не работает в Internet Explorer. Откройте его в Яндекс Браузере, Chrome, Edge или Firefox.",
} as const;

export const workStatus = {
  DISTANT: "Работаю удалённо",
  BUSINESS_TRIP: "В командировке",
  VACATION: "В отпуске",
  SICK_LEAVE: "На больничном",
} as Record<string, string>;

export const favoriteStar = {
  star: "Добавить в Избранное",
  unstar: "Удалить из Избранного",
  starOf: (name: string) => `Добавить «${name}» в Избранное`,
  unstarOf: (name: string) => `Удалить «${name}» из Избранного`,
} as const;

/** ru.shell's notice for Internet Explorer, which the root renders instead of any page. */
