// Strings of the notifications page. The header's bell has its own in shell/messages.ts.

export const notifications = {
  readAll: "Прочитать все",
  title: "Уведомления",
  /** After a grouped notification's text: how many more of the same it stands for. */
  groupMore: (n: number) => `(ещё ${n})`,
  /** With JavaScript, when a row's or «Прочитать все»'s request does not reach the server (the spec's texts). */
  showFailed: "Ошибка просмотра уведомления",
  showAllFailed: "Ошибка просмотра уведомлений",
  /** With JavaScript, when the bell's panel cannot check its list on opening. */
  panelFailed: "Ошибка получения списка уведомлений в шапке",
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

export const notificationSettings = {
  title: "Настройки уведомлений",
  link: "Настройки уведомлений",
  intro: "Выберите, о чём сообщать на портале и push-уведомлением.",
  family: "Что",
  onPortal: "На портале",
  push: "Push",
  pushHint: "Push-уведомления приходят на устройства, где вы разрешили их в браузере.",
  save: "Сохранить",
  saved: "Настройки уведомлений сохранены",
  back: "← К уведомлениям",
  forbidden: "Настройки уведомлений видит только их владелец.",
} as const;
