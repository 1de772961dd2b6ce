// What the shell says that only the server needs: the welcome message of a person's first visits goes to the
// page as loader data when it is due, so every page's scripts do not carry its text.
export const welcome = {
  welcomeTitle: (name: string) => `Добро пожаловать, ${name}!`,
  welcomeText:
    "Это корпоративный портал: здесь новости компании, база знаний, справочник контактов, вакансии и сервисные заявки. Начните с гида по компании или найдите коллегу в контактах.",
  welcomeClose: "Понятно, спасибо",
} as const;
