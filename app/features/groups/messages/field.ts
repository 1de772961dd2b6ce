// The groups' strings (issue #14), a file per area: the bundler ships a whole file with any page that imports
// it, so a page loads only its areas' strings. Client-safe; refusals only the server sends: ../messages.server.ts.
/** Field errors of the groups' calls (schema.ts). */
export const groupFieldMessages = {
  groupRequired: "Группа не найдена",
  userRequired: "Сотрудник не найден",
  claimRequired: "Заявка не найдена",
  versionInvalid: "Группу изменили, пока вы её редактировали",
  fileInvalid: "Не удалось загрузить файл",
} as const;
