// Refusals only the search's server sends.
export const searchServerMessages = {
  rebuildRunning: "Индексы уже перестраиваются",
  rebuildForbidden: "Перестраивать поисковые индексы могут только администраторы",
} as const;
