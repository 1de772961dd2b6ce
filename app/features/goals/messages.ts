// The strings the goals' pages show, and the rules' messages the server's checks return to the forms.
// Refusals only the server sends are in messages.server.ts, so they never reach the browser.
import type { GoalStatus } from "./tables";

export const GOAL_TITLE_MAX = 200;
export const GOAL_TEXT_MAX = 2000;

export const messages = {
  title: "Цели развития",
  personTitle: (name: string) => `Цели развития: ${name}`,
  mine: "Мои цели",
  yearLabel: "Год",
  show: "Показать",
  periodLabel: "Период",
  period: (year: number, half: number) => (half === 0 ? `${year} год` : `${half}-е полугодие ${year}`),
  empty: "Целей на этот год пока нет.",
  emptyTeam: "В вашей команде нет сотрудников.",
  emptyAll: "Ни у кого нет целей на этот год.",
  team: "Команда",
  teamHint: "Сотрудники подразделений, которыми вы руководите.",
  everyone: "Цели сотрудников",
  everyoneHint: "Все, у кого есть цели на выбранный год.",
  more: "Показать ещё",
  teamLine: (count: number, completed: number, average: number) =>
    count === 0 ? "Целей нет" : `Целей: ${count} · выполнено: ${completed} · средний прогресс ${average} %`,
  due: (date: string) => `Срок: ${date}`,
  progress: (n: number) => `Выполнено: ${n} %`,
  approved: (name: string) => `Утверждена: ${name}`,
  notApproved: "Не утверждена руководителем",
  status: { IN_PROGRESS: "В работе", COMPLETED: "Выполнена", CANCELLED: "Отменена" } satisfies Record<GoalStatus, string>,
  updates: "Ход работы",
  comments: "Комментарии",
  noComments: "Комментариев пока нет.",
  updateLine: (n: number) => `${n} %`,
  someone: "Сотрудник",
  // Forms.
  addTitle: "Новая цель",
  setTitle: "Поставить цель",
  fieldTitle: "Цель",
  fieldDescription: "Описание",
  fieldDue: "Срок",
  add: "Добавить цель",
  fieldProgress: "Прогресс, %",
  fieldNote: "Что сделано",
  saveProgress: "Отметить прогресс",
  fieldComment: "Комментарий",
  sendComment: "Отправить",
  complete: "Выполнена",
  cancel: "Отменить цель",
  resume: "Вернуть в работу",
  approve: "Утвердить",
  // The rules.
  titleRequired: "Укажите цель",
  titleTooLong: `Цель — не больше ${GOAL_TITLE_MAX} символов`,
  textTooLong: `Текст — не больше ${GOAL_TEXT_MAX} символов`,
  dueInvalid: "Укажите срок датой в формате дд.мм.гггг",
  periodInvalid: "Выберите период из списка",
  yearInvalid: "Год — число от 2000 до 2100",
  progressInvalid: "Прогресс — целое число от 0 до 100",
  commentRequired: "Напишите комментарий",
  statusInvalid: "Неизвестный статус цели",
  goalInvalid: "Неверный номер цели",
  personInvalid: "Неверный номер сотрудника",
};
