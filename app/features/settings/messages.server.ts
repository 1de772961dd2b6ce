// Refusals only the server sends (/api/options), copied verbatim from ru.ts.

export const settings = {
  notFound: (name: string) => `Настройка ${name} не найдена`,
} as const;
