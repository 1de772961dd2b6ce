// The label of the profile's link to the owner's club card, apart from the club card's other strings: the
// profile page imports it through index.ts, and a bundle ships a whole messages file.
export const clubCardLinkLabel = "Карта клуба";
