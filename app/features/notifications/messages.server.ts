// Refusals only the server sends (domain functions, /api).

export const notifications = {
  notFound: "Уведомление не найдено",
  /** token/add and token/delete with a token that is not a push subscription we may send to (our design). */
  badSubscription: "Некорректная подписка на push-уведомления",
} as const;

/** The notifications feature's own types' templates (registered in its manifest). */
export const notificationTemplates = {
  welcome: "Добро пожаловать на портал сотрудников! Заполните профиль, чтобы коллеги могли вас найти.",
} as const;

/** The settings page's names of the notifications' own family and of those of features still to come. */
export const familyLabels = {
  ACTIVITY: "Активности",
  CONGRATULATION: "Поздравления",
  ACHIEVEMENT: "Достижения",
  DEVELOPMENT_GOAL: "Цели развития",
  RETAIL_SHIFT: "Смены в рознице",
  CLUB_GATE: "Клуб",
  SYSTEM: "Сообщения портала",
} as const;
