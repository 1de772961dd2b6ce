// Rich text outside the editor: uploaded files (the refusals the browser shows as well, and a file's size as a
// page shows it; the server's own refusals are in ../messages.server.ts) and the names embedded media get. The
// editor's strings are in editor/messages.ts: a page that only shows files (a guide article) does not load them.

export const files = {
  extension: (allowed: string) => `Недопустимый формат файла. Допустимые форматы: ${allowed}`,
  /** The spec's "File size exceeds 30Mb". */
  tooBig30: "Размер файла превышает 30 МБ",
  /** A video over the spec's large-file limit (500 MB; ours, in the words of the 30 MB one). */
  tooBig500: "Размер файла превышает 500 МБ",
  /** The spec's upload error code 2: "Image not uploaded. Reduce image size to 3 MB". */
  imageTooBig3: "Изображение не загружено. Уменьшите размер изображения до 3 МБ",
  /** The spec's other upload errors: "Image not uploaded. Try again or contact the portal manager". */
  imageFailed: "Изображение не загружено. Попробуйте ещё раз или обратитесь к администратору портала",
  /** Verbatim from the spec. */
  uploadFailed: "Не удалось загрузить файл",
  /** A size from fileSizeMb() ("1.23", two decimals, spec §9) as Russian text: "1,23 МБ". */
  sizeMb: (mb: string) => `${mb.replace(".", ",")} МБ`,
} as const;

export const richtext = {
  videoTitle: "Видео",
  attachmentFallbackName: "Файл",
} as const;

/** The plain textarea's hint that stands in for the editor without JavaScript (editor/rich-text-field.tsx): what it
 * accepts, with an example. Here, not with the editor's strings, so a form page does not load those before the editor. */
export const richTextField = {
  plainHint: "Текст или HTML. Пустая строка начинает новый абзац, перенос строки — новую строку.",
  plainTags: (tags: string) =>
    `Можно использовать теги: ${tags}. Остальные теги убираются при сохранении. Изображения — только загруженные на портал (/files/…).`,
  plainExample: "Пример:",
  plainExampleHtml: '<h2>Пропуск</h2>\n<p><strong>Важно:</strong> получите пропуск на <a href="https://example.ru">ресепшене</a>.</p>',
};
