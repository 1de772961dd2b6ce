// The directory's strings, a file per area: the bundler ships a whole file with any page that imports it, so a
// page loads only its areas' strings. Client-safe; refusals only the server sends: ../messages.server.ts.

/** A contact's card (/v2/contacts/card/{id}). */
export const contactCard = {
  you: "Это вы",
  editProfile: "Изменить профиль",
  openProfile: "Профиль сотрудника",
  phone: "Телефон",
  statuses: "Статусы",
  suggest: "Предложить исправление",
  moveUp: (name: string) => `Переместить «${name}» выше`,
  moveDown: (name: string) => `Переместить «${name}» ниже`,
  dragHint: "Перетащите, чтобы изменить порядок",
  edit: "Изменить",
  editOf: (name: string) => `Изменить «${name}»`,
};
