// Strings of the notifications page, copied verbatim from ru.ts (ru.notifications' page part and the
// ru.shell keys the page shows). The header's bell has its own in shell/messages.ts.

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
