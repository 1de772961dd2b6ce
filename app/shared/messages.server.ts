// Refusals of the /api router and the platform that only the server sends, copied verbatim from
// ru.ts with the same section and key names. Never imported by a module that reaches the browser.

export const api = {
  unauthorized: "Требуется авторизация",
  unknownPath: (path: string) => `Метод ${path} не найден`,
  methodNotAllowed: "Метод не поддерживается",
} as const;
