// What only the server says about the FAQ: refusals its domain functions throw, the toasts and refusals of its
// pages' loaders and actions. Pages show them, but no browser bundle carries them.
export const serverMessages = {
  categoryCreated: "Раздел создан",
  categoryUpdated: "Раздел сохранён",
  categoryDeleted: "Раздел удалён",
  questionCreated: "Вопрос добавлен",
  questionUpdated: "Вопрос сохранён",
  questionDeleted: "Вопрос удалён",
  /** The header of the FAQ's block on the search results pages (spec part 1 §2.5). */
  searchBlock: "Вопросы и ответы",
  // validation and refusals
  forbidden: "Изменять вопросы и ответы могут только редакторы FAQ",
};

/** Its entries in the portal's demo menu (the manifest's `menu`). */
export const faqMenuNames = {
  faq: "Вопросы и ответы",
} as const;

/** Its role group on /admin/rights (the manifest's roleGroups). */
export const roleGroupNames = {
  title: "Вопросы и ответы, глоссарий",
  hint: "Правит разделы и вопросы базы знаний и термины глоссария",
};
