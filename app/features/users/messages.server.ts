// Refusals of the people's records that only the server sends (the CLI and the seed create people);
// copied verbatim from the shared ru.ts.

export const usersRefusals = {
  unknownStatus: (status: string) => `Неизвестный статус ${status}`,
};
