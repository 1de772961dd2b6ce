// The directory's strings, a file per area: the bundler ships a whole file with any page that imports it, so a
// page loads only its areas' strings. Client-safe; refusals only the server sends: ../messages.server.ts.

/** What several of the directory's pages show: its name and the record's fields they share. */
export const contactsCommon = {
  title: "Контакты",
  breadcrumb: "Путь к категории",
  ipPhone: "Внутренний",
  email: "Эл. почта",
  address: "Адрес",
  serviceRecord: "Служебная запись",
};
