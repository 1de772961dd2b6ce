// Refusals only the server sends (domain functions, /api), copied verbatim from ru.ts.

export const notifications = {
  notFound: "Уведомление не найдено",
} as const;
