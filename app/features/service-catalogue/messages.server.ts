// What only the server says about the catalogues: refusals, toasts, and the names the manifest gives the
// menu, the role group and the search block.
export const serverMessages = {
  forbidden: "Менять каталог могут только его редакторы",
  nodeNotFound: "Раздел каталога не найден",
  notALeaf: (name: string) => `«${name}» — раздел каталога, а не форма заявки`,
  leafHasNoChildren: (name: string) => `«${name}» — форма заявки: в неё нельзя вложить разделы`,
  cycle: (name: string) => `Нельзя перенести «${name}» в себя или во вложенный в него раздел`,
  notEmpty: (name: string) => `В разделе «${name}» есть вложенные: сначала перенесите или удалите их`,
  otherCatalogue: "Раздел из другого каталога",
  rootIsCategory: "Корень каталога — раздел: форму заявки добавьте внутрь него",
  serviceUnknown: "Выберите сервис из списка",
  nameRequired: "Укажите название",
  nameTooLong: "Название — не больше 200 символов",
  descriptionTooLong: "Описание — не больше 2000 символов",
  detailsTooLong: "Даты и формат — не больше 500 символов",
  kindUnknown: "Выберите каталог: IT-сервисы или обучение",
  directionUnknown: "Укажите, куда сдвинуть: выше или ниже",
  created: "Добавлено",
  saved: "Сохранено",
  moved: "Перенесено",
  reordered: "Порядок изменён",
  deleted: "Удалено",
  archived: "Форма ушла в архив: по ней есть заявки",
};

export const catalogueNames = {
  itMenu: "IT-сервисы",
  educationMenu: "Обучение",
  searchBlock: "IT-сервисы",
  roleGroup: { title: "Каталоги сервисов", hint: "Редактирует каталоги IT-сервисов и обучения: разделы, формы заявок, порядок" },
} as const;
