// Refusals only the server sends (domain functions, /api).

export const notifications = {
  notFound: "Уведомление не найдено",
  /** token/add and token/delete with a token that is not a push subscription we may send to (our design). */
  badSubscription: "Некорректная подписка на push-уведомления",
  /** A subscription whose p256dh is not a P-256 public key: nothing could be encrypted for it. */
  badSubscriptionKey: "Некорректный ключ подписки на push-уведомления: это не открытый ключ P-256",
} as const;

/** The notifications feature's own types' templates (registered in its manifest). */
export const notificationTemplates = {
  welcome: "Добро пожаловать на портал сотрудников! Заполните профиль, чтобы коллеги могли вас найти.",
} as const;

/** The settings page's names of the notifications' own family and of those of features still to come. */
export const familyLabels = {
  SYSTEM: "Сообщения портала",
} as const;
