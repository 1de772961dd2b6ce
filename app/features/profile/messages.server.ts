// Refusals of the profile that only the server sends (domain errors, /api messages, page actions). What the
// pages show is in messages.ts.

export const profileRefusals = {
  forbidden: "Вы можете изменять только свой профиль",
  imageRequired: "Выберите изображение",
  imageType: "Загрузите изображение в формате JPEG или PNG",
  imageTooBig: "Изображение больше 10 МБ. Уменьшите его и попробуйте снова",
  imageBroken: "Не удалось прочитать изображение. Попробуйте другой файл",
};

/** /admin/avatars and its calls: refusals of removing a person's photo. */
export const avatarRefusals = {
  noRight: "Убирать фото сотрудников могут только администраторы",
  notFound: "Сотрудник не найден",
  noPhoto: "У сотрудника уже нет фото",
  reasonRequired: "Укажите причину",
  reasonTooLong: "Причина — не более 300 символов",
};

/** The notification a person gets when an administrator removes her photo ({reason}: the administrator's words). */
export const avatarNotices = {
  family: "Фото профиля",
  removed: "Администратор убрал фото вашего профиля: {reason}",
};
