// /calendar/ics/{token}.ics: a person's entries as an iCalendar file, for calendar apps (no session: the secret
// token is the key; a replaced one is a 404).
export { feedLoader as loader } from "../server/pages.server";
