// Refusals of the people's records that only the server sends (the CLI and the seed create people).

export const usersRefusals = {
  unknownStatus: (status: string) => `Неизвестный статус ${status}`,
  personNotFound: "Сотрудник не найден",
};
