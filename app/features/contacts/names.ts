// How a card's name reads: "Фамилия Имя Отчество" of a person, the title of a service record.
// Client-safe: the card component and the server (the title of a correction) both use it.
export const fullName = (card: { name: string; surname: string | null; middlename: string | null }) =>
  [card.surname, card.name, card.middlename].filter(Boolean).join(" ");
