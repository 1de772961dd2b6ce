// Refusals only the server sends (domain functions, /api).

export const notifications = {
  notFound: "Уведомление не найдено",
} as const;
