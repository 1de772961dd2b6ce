// A person's work status as the shell, the contacts and the profile show it (ru.ts workStatus, verbatim).

export const workStatus = {
  DISTANT: "Работаю удалённо",
  BUSINESS_TRIP: "В командировке",
  VACATION: "В отпуске",
  SICK_LEAVE: "На больничном",
} as Record<string, string>;
