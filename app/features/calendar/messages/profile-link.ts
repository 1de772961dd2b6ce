// The label of the profile's link to the owner's calendar, apart from the calendar's other strings: the profile
// page imports it through index.ts, and a bundle ships a whole messages file.
export const calendarLinkLabel = "Календарь";
