// The rich-text editor's strings: its toolbar, and the plain textarea's hint that stands in for it without
// JavaScript (rich-text-field.tsx). Loaded by the pages with a rich-text field and the editor's lazy chunk.

export const editor = {
  toolbar: "Инструменты редактора",
  // The plain textarea's hint (without JavaScript): what it accepts, with an example.
  plainHint: "Текст или HTML. Пустая строка начинает новый абзац, перенос строки — новую строку.",
  plainTags: (tags: string) =>
    `Можно использовать теги: ${tags}. Остальные теги убираются при сохранении. Изображения — только загруженные на портал (/files/…).`,
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

/** The toolbar's letters for bold, italic, underline, text colour and marker (were literals in editor/toolbar.tsx). */
export const editorGlyphs = {
  bold: "Ж",
  italic: "К",
  underline: "Ч",
  textColour: "А",
  marker: "М",
} as const;
