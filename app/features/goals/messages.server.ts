// What only the server says about development goals: refusals, toasts, and the names the manifest gives the
// menu, the role group and the notification settings.
export const serverMessages = {
  forbiddenRead: "Цели сотрудника видят только он сам, его руководители и HR",
  forbiddenOwn: "Отмечать прогресс может только сам сотрудник",
  forbiddenManage: "Ставить и утверждать цели сотрудника могут только его руководители",
  forbiddenComment: "Комментировать цель могут сотрудник и его руководители",
  goalNotFound: "Цель не найдена",
  personNotFound: "Сотрудник не найден",
  goalClosed: "Цель закрыта: верните её в работу, чтобы отметить прогресс",
  alreadyApproved: "Цель уже утверждена",
  tooMany: (max: number) => `На один год — не больше ${max} целей`,
  created: "Цель добавлена",
  progressSaved: "Прогресс отмечен",
  commented: "Комментарий добавлен",
  statusSaved: "Статус цели изменён",
  approved: "Цель утверждена",
};

export const goalsNames = {
  menu: "Цели развития",
  family: "Цели развития",
  roleGroup: { title: "Цели развития (HR)", hint: "Просмотр целей развития всех сотрудников" },
  /** {user}: the manager who set the goal; {goal}: the goal. */
  notifyAssigned: "{user} поставил(а) вам цель «{goal}»",
  notifyApproved: "{user} утвердил(а) вашу цель «{goal}»",
  /** To the owner: {user} (her manager) wrote in the goal's thread. */
  notifyCommented: "{user} прокомментировал(а) вашу цель «{goal}»",
  /** To the owner's manager: {user} (the owner) wrote in her goal's thread. */
  notifyCommentedForManager: "{user} прокомментировал(а) свою цель «{goal}»",
  /** {user}: the goal's owner, whoever closed it (the family's link leads to her page). */
  notifyCompleted: "{user}: цель «{goal}» выполнена",
  notifyCancelled: "{user}: цель «{goal}» отменена",
} as const;
