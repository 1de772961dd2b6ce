// Refusals of the profile that only the server sends (domain errors, /api messages, page actions). What the
// pages show is in messages.ts.

export const profileRefusals = {
  forbidden: "Вы можете изменять только свой профиль",
  imageRequired: "Выберите изображение",
  imageType: "Загрузите изображение в формате JPEG или PNG",
  imageTooBig: "Изображение больше 10 МБ. Уменьшите его и попробуйте снова",
  imageBroken: "Не удалось прочитать изображение. Попробуйте другой файл",
};
