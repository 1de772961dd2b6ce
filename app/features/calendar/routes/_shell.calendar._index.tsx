// /calendar: the signed-in person's own month (/calendar/{her id}), for menus and bookmarks that name no one.
import { ownCalendarLoader } from "../server/pages.server";

export const loader = ownCalendarLoader;

export default function OwnCalendar() {
  return null;
}
