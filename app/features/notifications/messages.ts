// Strings of the notifications page. The header's bell has its own in shell/messages.ts.

export const notifications = {
  readAll: "Прочитать все",
  title: "Уведомления",
} as const;

export const notificationsPage = {
  notificationsEmpty: "Уведомлений пока нет",
  notificationUnread: "Новое",
  newer: "Более новые",
  older: "Более ранние",
} as const;
