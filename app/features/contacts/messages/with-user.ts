// The directory's strings, a file per area: the bundler ships a whole file with any page that imports it, so a
// page loads only its areas' strings. Client-safe; refusals only the server sends: ../messages.server.ts.

/** The page of a service record linked to a person. */
export const contactsWithUser = {
  title: "Служебная запись с сотрудником",
  heading: "Новая служебная запись, связанная с сотрудником",
  intro: "Например, «Секретарь приёмной»: телефоны записи и сотрудник, который отвечает на них.",
  category: "Раздел справочника",
  person: "Сотрудник",
  name: "Название",
  nameHint: "Если оставить пустым, подставятся фамилия и имя сотрудника",
  position: "Должность или описание",
  telephone: "Телефоны",
  telephoneHint: "Каждый номер с новой строки",
  ipPhone: "IP-телефон",
  email: "Электронная почта",
  address: "Адрес",
  save: "Добавить запись",
  saved: "Служебная запись добавлена",
  categoryNotFound: "Раздел справочника не найден",
};
