// The admin area's start page.
export const admin = {
  title: "Администрирование",
  lead: "Разделы, доступные вам:",
} as const;
