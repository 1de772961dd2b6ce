// The groups' strings (issue #14), a file per area: the bundler ships a whole file with any page that imports
// it, so a page loads only its areas' strings. Client-safe; refusals only the server sends: ../messages.server.ts.
/** Messages to a group's managers (point 11): the group page's form, its toasts, the hot line's menu links. */
export const groupMessageMessages = {
  write: "Написать руководителям",
  subject: "Тема",
  text: "Сообщение",
  chooseSubject: "— выберите тему —",
  send: "Отправить",
  sent: "Сообщение отправлено руководителям группы",
  sendFailed: "Ошибка отправки сообщения",
  subjectRequired: "Выберите тему сообщения",
  textRequired: "Напишите сообщение",
  textTooLong: "Сообщение — не более 2000 символов",
  resolutionRequired: "Выберите результат обработки",
  resolution: "Результат",
  commentTooLong: "Комментарий — не более 4000 символов",
  claimRequired: "Сообщение не найдено",
  back: "Вернуться в группу",
  hotLineWrite: "Написать на горячую линию",
  hotLineInbox: "Сообщения горячей линии",
} as const;
