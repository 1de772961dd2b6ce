// Refusals of the /api router and the platform that only the server sends. Never imported by a module that
// reaches the browser.

export const api = {
  unauthorized: "Требуется авторизация",
  unknownPath: (path: string) => `Метод ${path} не найден`,
  methodNotAllowed: "Метод не поддерживается",
} as const;
