// What only the server says about Эмилия: refusals, toasts and the admin area's name of the page.
export const refusals = {
  forbidden: "Картинки и фразы Эмилии меняют только администраторы и ответственные за Эмилию",
  imageNotFound: "Картинка не найдена",
  phraseNotFound: "Фраза не найдена",
  idInvalid: "Укажите id",
  imageIdInvalid: "Укажите картинку",
  fileRequired: "Выберите файл картинки",
  fileNotFound: "Файл не найден: загрузите картинку заново",
  welcomeForbidden: "Статью для приветствия выбирают только редакторы гида по компании",
  articleNotFound: "Статья удалена или ещё не создана",
};

export const toasts = {
  imageAdded: "Картинка добавлена",
  imageReplaced: "Картинка заменена",
  imageDeleted: "Картинка удалена",
  phraseAdded: "Фраза добавлена",
  phraseSaved: "Фраза сохранена",
  phraseDeleted: "Фраза удалена",
  welcomeChosen: (name: string) => `Статья «${name}» открывается из приветствия`,
  welcomeCleared: "Приветствие больше не открывает статью",
};
