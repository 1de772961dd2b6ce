// What only the server says about favourites: refusals its domain functions throw, the toasts and refusals of
// its pages' loaders and actions. Pages show them, but no browser bundle carries them.
export const serverMessages = {
  typeNames: { CONTACT: "Контакты", WIKI_GUIDE: "Гид по компании", POST: "Публикации" } as Record<string, string>,
  added: "Добавлено в Избранное",
  removed: "Удалено из Избранного",
  typeRequired: "Не указан тип избранного",
  unknownType: (type: string) => `Неизвестный тип избранного: ${type}`,
  objectRequired: "Не указан объект избранного",
  favoriteRequired: "Укажите favorite: true или false",
};
