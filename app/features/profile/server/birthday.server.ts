// The birthday as the profile page shows it, in Russian, made on the server: date-fns and its Russian
// locale stay out of the page's JavaScript.
import { format } from "date-fns";
import { ru as ruLocale } from "date-fns/locale/ru";

/** The day and month (and the year unless hidden) of a "yyyy-mm-dd" or "--mm-dd" birthday. */
export function birthdayText(value: string | null): string | null {
  if (!value) return null;
  const m = /^(\d{4}|-)-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const withYear = m[1] !== "-";
  const date = new Date(withYear ? Number(m[1]) : 2000, Number(m[2]) - 1, Number(m[3]));
  return format(date, withYear ? "d MMMM yyyy" : "d MMMM", { locale: ruLocale });
}
