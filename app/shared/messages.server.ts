// Refusals of the /api router and the platform that only the server sends. Never imported by a module that
// reaches the browser.

export const api = {
  unauthorized: "Требуется авторизация",
  unknownPath: (path: string) => `Метод ${path} не найден`,
  methodNotAllowed: "Метод не поддерживается",
} as const;

/** Refusals of the file calls (POST /file/save, the multipart upload, downloads) that only the server sends. */
export const fileRefusals = {
  nameRequired: "Укажите имя файла",
  nameTooLong: "Имя файла — не более 255 символов",
  typeRequired: "Не указан тип файла",
  unknownType: (type: string) => `Неизвестный тип файла: ${type}`,
  fileRequired: "Выберите файл",
  empty: "Файл пустой. Выберите другой файл",
  notBase64: "Не удалось прочитать файл: ожидается содержимое в base64",
  contentMismatch: (ext: string) => `Содержимое файла не соответствует формату .${ext}. Выберите другой файл`,
  imageBroken: "Не удалось прочитать изображение. Попробуйте другой файл",
  imageTooManyPixels: (width: number, height: number, megapixels: number) =>
    `Изображение ${width}×${height} слишком большое: не больше ${megapixels} мегапикселей. Уменьшите его и загрузите снова`,
  noFile: "Выберите файл: поле image или file",
  tooManyUploads: (perMinute: number) => `Слишком много файлов подряд: не больше ${perMinute} в минуту. Подождите минуту и загрузите снова`,
  notMultipart: "Ожидается multipart/form-data с полем image или file",
  notFound: "Файл не найден",
} as const;

/** Refusals of saving rich text (guide and group articles, documents, FAQ answers, the glossary). */
export const richTextRefusals = {
  foreignImage:
    "Изображения с других сайтов на портале не показываются. Загрузите изображение с компьютера кнопкой редактора или удалите его из текста",
} as const;
