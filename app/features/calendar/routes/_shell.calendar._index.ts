// /calendar: the signed-in person's own month (/calendar/{her id}), for menus and bookmarks that name no one.
// A redirect only: no page of its own.
export { ownCalendarLoader as loader } from "../server/pages.server";
