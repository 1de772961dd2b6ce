// The groups' strings (issue #14), a file per area: the bundler ships a whole file with any page that imports
// it, so a page loads only its areas' strings. Client-safe; refusals only the server sends: ../messages.server.ts.
/** The members page. */
export const memberMessages = {
  title: "Участники",
  search: "Поиск по участникам",
  none: "Участников пока нет",
  remove: "Исключить",
  makeManager: "Назначить руководителем",
  unmakeManager: "Снять с руководителей",
  requests: "Заявки на вступление",
  accept: "Принять",
  reject: "Отклонить",
  accepted: "Заявка принята",
  rejected: "Заявка отклонена",
  removed: "Участник исключён",
  managersChanged: "Руководители группы изменены",
} as const;
