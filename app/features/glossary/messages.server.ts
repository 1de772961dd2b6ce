// What only the server says about the glossary: refusals its domain functions throw, the toasts and refusals of
// its pages' loaders and actions. Pages show them, but no browser bundle carries them.
export const serverMessages = {
  created: "Термин добавлен",
  updated: "Термин сохранён",
  deleted: "Термин удалён",
  /** The header of the glossary's block on the search results pages (spec part 1 §2.5). */
  searchBlock: "Глоссарий",
  // validation and refusals
  forbidden: "Изменять глоссарий могут только редакторы базы знаний",
  termTaken: "Такой термин уже есть в глоссарии",
};

/** Its entries in the portal's demo menu (the manifest's `menu`). */
export const glossaryMenuNames = {
  glossary: "Глоссарий",
} as const;
