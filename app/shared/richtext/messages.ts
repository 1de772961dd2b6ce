// Rich text: the editor's toolbar, the plain textarea's hint, embedded media and uploads. Mostly loaded with the
// editor's lazy chunk.

export const files = {
  nameRequired: "Укажите имя файла",
  nameTooLong: "Имя файла — не более 255 символов",
  typeRequired: "Не указан тип файла",
  unknownType: (type: string) => `Неизвестный тип файла: ${type}`,
  fileRequired: "Выберите файл",
  empty: "Файл пустой. Выберите другой файл",
  notBase64: "Не удалось прочитать файл: ожидается содержимое в base64",
  extension: (allowed: string) => `Недопустимый формат файла. Допустимые форматы: ${allowed}`,
  contentMismatch: (ext: string) => `Содержимое файла не соответствует формату .${ext}. Выберите другой файл`,
  imageBroken: "Не удалось прочитать изображение. Попробуйте другой файл",
  /** The spec's "File size exceeds 30Mb". */
  tooBig30: "Размер файла превышает 30 МБ",
  /** The spec's upload error code 2: "Image not uploaded. Reduce image size to 3 MB". */
  imageTooBig3: "Изображение не загружено. Уменьшите размер изображения до 3 МБ",
  /** The spec's other upload errors: "Image not uploaded. Try again or contact the portal manager". */
  imageFailed: "Изображение не загружено. Попробуйте ещё раз или обратитесь к администратору портала",
  /** Verbatim from the spec. */
  uploadFailed: "Не удалось загрузить файл",
  noFile: "Выберите файл: поле image или file",
  notMultipart: "Ожидается multipart/form-data с полем image или file",
  notFound: "Файл не найден",
  /** A size from fileSizeMb() ("1.23", two decimals, spec §9) as Russian text: "1,23 МБ". */
  sizeMb: (mb: string) => `${mb.replace(".", ",")} МБ`,
} as const;

export const richtext = {
  videoTitle: "Видео",
  attachmentFallbackName: "Файл",
} as const;

export const editor = {
  toolbar: "Инструменты редактора",
  // The plain textarea's hint (without JavaScript): what it accepts, with an example.
  plainHint: "Текст или HTML. Пустая строка начинает новый абзац, перенос строки — новую строку.",
  plainTags: (tags: string) => `Можно использовать теги: ${tags}. Остальные теги убираются при сохранении.`,
  plainExample: "Пример:",
  plainExampleHtml: '<h2>Пропуск</h2>\n<p><strong>Важно:</strong> получите пропуск на <a href="https://example.ru">ресепшене</a>.</p>',
  blockType: "Тип блока",
  paragraph: "Обычный текст",
  heading: (level: number) => `Заголовок ${level}`,
  fontSize: "Размер шрифта",
  fontSizeDefault: "Размер",
  fontSizePx: (px: number) => `${px} пикселей`,
  undo: "Отменить (Ctrl+Z)",
  redo: "Повторить (Ctrl+Y)",
  bold: "Полужирный (Ctrl+B)",
  italic: "Курсив (Ctrl+I)",
  underline: "Подчёркнутый (Ctrl+U)",
  subscript: "Подстрочный",
  superscript: "Надстрочный",
  /** Labels shown beside a symbol (the accessible name holds the visible text). */
  withGlyph: (label: string, glyph: string) => `${label} ${glyph}`,
  textColour: "Цвет текста",
  marker: "Маркер",
  palette: (tool: string) => `${tool}: палитра`,
  colour: (hex: string) => `Цвет ${hex}`,
  customColour: "Свой цвет",
  removeColour: "Убрать цвет",
  link: "Ссылка",
  linkPrompt: "Адрес ссылки (https://…)",
  linkRefused: "Такой адрес нельзя сделать ссылкой",
  bulletList: "Маркированный список",
  orderedList: "Нумерованный список",
  quote: "Цитата",
  quoteCentre: "Цитата по центру",
  warning: "Предупреждение",
  warningTitle: "Внимание",
  table: "Таблица",
  addRow: "Добавить строку",
  addColumn: "Добавить столбец",
  deleteRow: "Удалить строку",
  deleteColumn: "Удалить столбец",
  deleteTable: "Удалить таблицу",
  image: "Изображение",
  attachment: "Файл",
  video: "Видео",
  videoPrompt: "Ссылка на видео (watch, embed, youtu.be или /v/)",
  videoRefused: "Эту ссылку нельзя встроить: подходят только ссылки на видео с YouTube",
  rawHtml: "HTML-код",
  rawHtmlLabel: "HTML-код блока",
  delimiter: "Разделитель",
  uploading: "Файл загружается…",
  /** The spec's success toast after an image is pasted. */
  pasted: "Вы вставили картинку из буфера обмена",
} as const;

/** ru.favorites' star labels: the favourite star (shared/ui/favorite-star.tsx) on contacts and guide pages. */

/** The toolbar's letters for bold, italic, underline, text colour and marker (were literals in editor/toolbar.tsx). */
export const editorGlyphs = {
  bold: "Ж",
  italic: "К",
  underline: "Ч",
  textColour: "А",
  marker: "М",
} as const;
