// The directory's strings, a file per area: the bundler ships a whole file with any page that imports it, so a
// page loads only its areas' strings. Client-safe; refusals only the server sends: ../messages.server.ts.

/** The service-record forms and their rules' messages (which the browser checks too). */
export const serviceRecordMessages = {
  newTitle: "Новая служебная запись",
  editTitle: "Изменение служебной записи",
  inCategory: (name: string) => `Категория: ${name}`,
  linkedPerson: (name: string) => `Связана с сотрудником: ${name}. Пустые поля берутся из его профиля.`,
  fieldName: "Название",
  fieldNameHint: "Например, «Ресепшн офиса» или «Охрана склада»",
  fieldPosition: "Описание или должность",
  fieldPositionHint: "Чем поможет этот контакт, часы работы",
  fieldTelephone: "Телефоны",
  fieldTelephoneHint: "Каждый номер с новой строки, не больше 10",
  fieldIpPhone: "Внутренний номер",
  fieldEmail: "Электронная почта",
  fieldAddress: "Адрес",
  create: "Добавить",
  save: "Сохранить",
  cancel: "Отмена",
  delete: "Удалить запись",
  deleteTitle: "Удалить служебную запись?",
  deleteText: (name: string) =>
    `Запись «${name}» исчезнет из справочника, из недавних и из Избранного у всех сотрудников. Отменить удаление будет нельзя.`,
  deleteConfirm: "Да, удалить",
  created: "Служебная запись добавлена",
  updated: "Служебная запись сохранена",
  deleted: "Служебная запись удалена",
  nameRequired: "Укажите название",
  nameTooLong: "Название — не длиннее 255 символов",
  positionTooLong: "Описание — не длиннее 255 символов",
  phoneTooMany: "Укажите не больше 10 телефонов",
  phoneTooLong: "Номер телефона — не длиннее 50 символов",
  phoneInvalid: "В номере телефона допустимы цифры, пробелы, скобки, дефис, знак + и «доб.»",
  ipPhoneInvalid: "Внутренний номер — только цифры, не длиннее 20 символов",
  emailInvalid: "Введите адрес электронной почты, например name@company.ru",
  addressTooLong: "Адрес — не длиннее 500 символов",
};
