// Refusals only the server sends (/api/options).

export const settings = {
  notFound: (name: string) => `Настройка ${name} не найдена`,
} as const;
