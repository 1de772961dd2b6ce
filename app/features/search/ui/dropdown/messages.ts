// Strings of the search dropdown (./dropdown.client.ts and GET /search/suggest), in a file of their own: the
// finder's pages import ../../messages.ts and would ship these whole. Its other words are the results pages'
// (results/messages.ts: «Все результаты», «Найдено: N», «Ошибка поиска: …»).
export const suggest = {
  /** The listbox's name. */
  label: "Найдено по запросу",
  nothingFound: "По вашему запросу ничего не найдено",
  /** The request did not reach the server, or its answer was no answer. */
  networkFailed: "Ошибка поиска",
} as const;
