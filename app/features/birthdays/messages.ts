// The strings the birthdays pages show, and the rules' messages the forms also check.
// Refusals only the server sends are in messages.server.ts.
export const messages = {
  title: "Дни рождения",
  tabs: { today: "Сегодня", week: "На этой неделе", month: "В этом месяце" },
  tabsLabel: "Период",
  filters: "Фильтры",
  department: "Подразделение",
  city: "Город",
  any: "Все",
  apply: "Показать",
  empty: "В этот период дней рождения нет.",
  more: "Показать ещё",
  congratulate: "Поздравить",
  years: (n: number) => `${n} ${plural(n, "год", "года", "лет")}`,
  congratulationTitle: "Поздравление",
  congratulationNotFound: "Поздравление не найдено",
  poster: (name: string) => `Открытка: ${name}`,
  wishes: "Пожелания коллег",
  noWishes: "Пожеланий пока нет — напишите первым.",
  wishLabel: "Ваше пожелание",
  wishHint: "Обычный текст, до 1000 символов",
  wishSend: "Отправить пожелание",
  wishDone: "Вы уже оставили пожелание.",
  wishRequired: "Напишите пожелание",
  wishTooLong: "Пожелание — не больше 1000 символов",
  ownPage: "Коллеги поздравляют вас!",
  kinds: { BIRTHDAY: "День рождения", POSITION: "Новая должность", ANNIVERSARY: "Годовщина работы в компании" },
  posterTitles: { BIRTHDAY: "Открытка ко дню рождения", CAREER: "Открытка к карьерным событиям" },
  posterHint: "Фон открытки и её текст с подстановками",
  posterText: "Текст открытки",
  posterTextHint: "Подстановки: {name}, {position}, {years}, {date}, {department}",
  posterBackground: "Фон (JPEG, PNG или WebP, до 10 МБ)",
  posterCurrent: "Текущий фон",
  posterSave: "Сохранить шаблон",
  posterPreview: "Так выглядит открытка",
  posterBackgroundTooBig: "Фон открытки — не больше 10 МБ",
  posterTextRequired: "Напишите текст открытки",
  posterTextTooLong: "Текст открытки — не больше 300 символов",
  sample: { name: "Анна Иванова", position: "Бухгалтер", department: "Бухгалтерия", years: "5", date: "7 декабря" },
};

function plural(n: number, one: string, few: string, many: string): string {
  const m10 = n % 10;
  const m100 = n % 100;
  if (m10 === 1 && m100 !== 11) return one;
  if (m10 >= 2 && m10 <= 4 && (m100 < 12 || m100 > 14)) return few;
  return many;
}
