// Strings of the notifications page. The header's bell has its own in shell/messages.ts.

export const notifications = {
  readAll: "Прочитать все",
  title: "Уведомления",
  /** After a grouped notification's text: how many more of the same it stands for. */
  groupMore: (n: number) => `(ещё ${n})`,
} as const;

export const notificationsPage = {
  notificationsEmpty: "Уведомлений пока нет",
  unreadEmpty: "Новых уведомлений нет",
  notificationUnread: "Новое",
  tabAll: "Все",
  tabUnread: "Непрочитанные",
  more: "Показать ещё",
  newest: "← К последним",
  forbiddenTitle: "Нет доступа",
  forbidden: "Уведомления видит только их получатель.",
} as const;
