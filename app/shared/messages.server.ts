// Refusals of the /api router and the platform that only the server sends. Never imported by a module that
// reaches the browser.

/** The link of a 503 page (server/pages.ts) to ask for the same address again. */
export const retryLink = "Обновить страницу";

/** The answer of a process too busy to take a request now (server/load-gate.ts): a 503 with Retry-After. */
export const overload = {
  title: "Портал перегружен",
  read: "Сейчас портал открывают слишком многие. Страница обновится сама через несколько секунд.",
  write:
    "Сейчас портал открывают слишком многие, и форма не отправлена. Вернитесь назад и отправьте её ещё раз через несколько секунд: введённое останется в форме.",
  api: "Сервер перегружен. Повторите запрос через несколько секунд.",
} as const;

/** The answer while the database cannot be reached (a restart): a 503 with Retry-After, never a 500. */
export const unavailable = {
  title: "Портал временно недоступен",
  read: "Портал ненадолго недоступен: идут технические работы. Страница обновится сама через несколько секунд.",
  write:
    "Портал ненадолго недоступен, и форма не сохранена. Вернитесь назад и отправьте её ещё раз через минуту: введённое останется в форме.",
  api: "Портал временно недоступен. Повторите запрос через несколько секунд.",
} as const;

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
