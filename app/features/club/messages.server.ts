// What only the server says about the partners club: refusals, toasts, and the names the manifest gives the
// menu, the role group and the search block.
export const serverMessages = {
  forbidden: "Управлять клубом партнёров могут только его редакторы",
  partnerNotFound: "Партнёр не найден",
  cityNotFound: "Город не найден",
  categoryNotFound: "Категория не найдена",
  fileNotFound: "Файл логотипа не найден",
  nameTaken: "Такое название уже есть",
  categoryInUse: "В категории есть партнёры: её нельзя удалить. Сначала перенесите их в другую категорию.",
  cityInUse: "В городе есть адреса партнёров: его нельзя удалить. Сначала уберите эти адреса.",
  partnerCreated: "Партнёр добавлен",
  partnerSaved: "Партнёр сохранён",
  partnerRemoved: "Партнёр удалён",
  categorySaved: "Категория сохранена",
  categoryRemoved: "Категория удалена",
  citySaved: "Город сохранён",
  cityRemoved: "Город удалён",
  unknownAction: "Неизвестное действие: обновите страницу и попробуйте снова",
};

export const clubNames = {
  menu: "Клуб партнёров",
  roleGroup: { title: "Клуб партнёров", hint: "Партнёры клуба, их категории и города" },
  searchBlock: "Партнёры клуба",
  adminHint: "Партнёры, их скидки и адреса; категории и города",
} as const;
