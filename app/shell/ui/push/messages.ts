// Strings of the push invitation and the update notice (./panels.ts). Not in app/shell/messages.ts with the
// shell's other strings: the bundler ships a whole file, that one is in every signed-in page's first load, and
// these are only read by the chunk fetched after hydration.
export const push = {
  inviteTitle: "Получайте уведомления",
  inviteLead: "Только важные новости",
  inviteText: "Узнавайте первыми главные события дня.",
  refuse: "Не надо",
  accept: "Хочу",
  // The spec names the notice but gives no wording for it.
  updateText: "Доступна новая версия портала",
  update: "ОБНОВИТЬ",
  closeUpdate: "Закрыть уведомление",
} as const;
