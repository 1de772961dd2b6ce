// Refusals only the search's server sends.
export const searchServerMessages = {
  rebuildRunning: "Индексы уже перестраиваются",
  rebuildForbidden: "Перестраивать поисковые индексы могут только администраторы",
  /** A rebuild a stopped process left unfinished, as /admin/search shows it. */
  rebuildAbandoned: "Прервана: процесс портала остановился, не закончив",
  /** A rebuild that failed; the cause is in the server's log. */
  rebuildFailed: "Не удалась: подробности в журнале сервера",
} as const;

/** Its role group on /admin/rights (the manifest's roleGroups). */
export const roleGroupNames = {
  title: "Статистика и журналы",
  hint: "Читает статистику поиска и портала, журнал действий и технические события",
};
