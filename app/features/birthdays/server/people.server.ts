// How a person appears on the birthdays pages: name, position, department and city, the day in Russian, and
// the age only when her profile shows the birth year (birthYearIsVisible).
import { format } from "date-fns";
import { ru as ruLocale } from "date-fns/locale/ru";
import type { BirthdayPerson } from "~/features/users/index.server";
import { yearsOn } from "./days";

export interface PersonView {
  id: number;
  name: string;
  position: string | null;
  department: string | null;
  city: string | null;
  /** "7 декабря" */
  date: string;
  /** The years she turns this year; null when her year is hidden or unknown. */
  years: number | null;
  avatarPath: string | null;
}

export const fullNameOf = (p: { name: string; surname: string; middlename: string | null }) =>
  [p.surname, p.name, p.middlename].filter(Boolean).join(" ");

/** "7 декабря" of a "mm-dd". */
export const dayText = (md: string) =>
  format(new Date(2000, Number(md.slice(0, 2)) - 1, Number(md.slice(3, 5))), "d MMMM", { locale: ruLocale });

export function presentPerson(p: BirthdayPerson, today: string): PersonView {
  return {
    id: p.id,
    name: fullNameOf(p),
    position: p.position,
    department: p.department,
    city: p.city,
    date: dayText(p.birthday.slice(-5)),
    years: p.birthYearVisible ? yearsOn(p.birthday, today) : null,
    avatarPath: p.avatarPath,
  };
}
