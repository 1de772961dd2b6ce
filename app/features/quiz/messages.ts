// The strings the quiz's pages show. Refusals only the server sends are in messages.server.ts, so they never
// reach the browser.
/** A time taken as minutes and seconds, for messages.duration. */
const minutesAndSeconds = (seconds: number) => ({ m: Math.floor(seconds / 60), s: seconds % 60 });

const plural = (n: number, one: string, few: string, many: string) => {
  const d = n % 10;
  const dd = n % 100;
  if (d === 1 && dd !== 11) return one;
  if (d >= 2 && d <= 4 && (dd < 12 || dd > 14)) return few;
  return many;
};

export const messages = {
  title: "Викторина",
  empty: "Викторин пока нет.",
  more: "Показать ещё",
  create: "Новая викторина",
  createTitle: "Новая викторина",
  editTitle: "Изменение викторины",
  questions: (n: number) => `${n} ${plural(n, "вопрос", "вопроса", "вопросов")}`,
  deadline: (when: string) => `Ответы принимаются до ${when} (МСК)`,
  closedAt: (when: string) => `Завершилась ${when} (МСК)`,
  draft: "Черновик",
  open: "Идёт",
  closed: "Завершена",
  notStarted: "Не начата",
  inProgress: (answered: number, total: number) => `В процессе: ${answered} из ${total}`,
  finished: (score: number, total: number) => `Ваш результат: ${score} из ${total}`,
  start: "Начать",
  resume: "Продолжить",
  results: "Результаты",
  edit: "Изменить",
  publish: "Опубликовать",
  remove: "Удалить",
  removeConfirm: "Удалить викторину вместе с ответами участников? Это нельзя отменить.",
  removeYes: "Да, удалить",
  cancel: "Отмена",
  lockedNote: "Викторину уже начали проходить: изменить её нельзя.",
  rulesOne: "Одна попытка. Вопросы идут по одному; вернуться к отвеченному нельзя.",
  rulesDeadline: "Попытку нужно завершить до окончания срока: после него ответы и завершение не принимаются.",
  notYetResults: "Правильные ответы и таблица результатов появятся после окончания срока.",
  missed: "Попытка не была завершена до окончания срока.",
  // The question page
  questionOf: (n: number, total: number) => `Вопрос ${n} из ${total}`,
  chooseOne: "Выберите один ответ",
  chooseSeveral: "Выберите все верные ответы",
  answer: "Ответить",
  next: "Дальше",
  allAnswered: "Все вопросы отвечены",
  finishHint: "Завершите попытку, чтобы узнать результат.",
  finish: "Завершить",
  // The review
  review: "Правильные ответы",
  yourAnswer: "ваш ответ",
  right: "верно",
  wrong: "неверно",
  rightMark: "правильный ответ",
  // The results
  resultsTitle: (title: string) => `Результаты: ${title}`,
  players: (n: number) => `Участников: ${n}`,
  place: "Место",
  person: "Участник",
  score: "Баллы",
  time: "Время",
  noPlayers: "Никто не завершил эту викторину.",
  duration: (seconds: number) => {
    const { m, s } = minutesAndSeconds(seconds);
    return m > 0 ? `${m} мин ${String(s).padStart(2, "0")} с` : `${s} с`;
  },
  tiesNote: "Одинаковые баллы и время — одно место.",
  // The form
  fieldTitle: "Название",
  fieldDescription: "Описание",
  fieldDeadline: "Срок (МСК)",
  questionLegend: (n: number) => `Вопрос ${n}`,
  fieldQuestion: "Текст вопроса",
  fieldMultiple: "Несколько верных ответов",
  optionLabel: (n: number) => `Вариант ${n}`,
  fieldCorrect: "Верный",
  addQuestion: "Добавить вопрос",
  removeQuestion: "Удалить вопрос",
  addOption: "Добавить вариант",
  removeOption: (n: number) => `Удалить вариант ${n}`,
  up: "Выше",
  down: "Ниже",
  upOption: (n: number) => `Вариант ${n} выше`,
  save: "Сохранить",
  formHint: "Кнопки добавления, удаления и перестановки сохраняют всё, что уже набрано.",
};
