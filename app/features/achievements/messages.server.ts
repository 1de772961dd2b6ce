// What only the server says about achievements: refusals, toasts, and the names the manifest gives the menu,
// the rights page, the search and the notification settings.
export const serverMessages = {
  forbidden: "Управлять достижениями могут только ответственные за достижения и администраторы",
  alreadyHeld: "У сотрудника уже есть это достижение",
  archivedKind: "Достижение в архиве: верните его из архива, чтобы вручить",
  ruleTaken: "Достижение с таким правилом уже есть",
  created: "Достижение добавлено",
  saved: "Достижение сохранено",
  archived: "Достижение отправлено в архив",
  unarchived: "Достижение возвращено из архива",
  granted: "Достижение вручено",
  revoked: "Достижение отозвано",
};

export const achievementsNames = {
  menu: "Достижения",
  family: "Достижения",
  roleGroup: { title: "Достижения", hint: "Каталог достижений, вручение и отзыв достижений" },
  searchBlock: "Достижения",
  /** ACHIEVEMENT_NEW: {achievement} is the award (its kind's title). */
  notifyNew: "Вам вручено достижение «{achievement}»",
} as const;
