// What only the server says about birthdays: refusals, toasts, notification texts, the menu's and settings' names.
import { messages } from "./messages";

export const serverMessages = {
  forbiddenPoster: "Шаблоны открыток меняют только ответственные за открытки и администраторы",
  notFound: messages.congratulationNotFound,
  wishSaved: "Пожелание отправлено",
  wishTwice: "Вы уже оставили пожелание к этому поздравлению",
  wishOwn: "Себе пожелания не оставляют",
  posterSaved: "Шаблон открытки сохранён",
  unknownPlaceholder: (name: string) => `Неизвестная подстановка {${name}}`,
  unknownKind: "Неизвестный вид открытки",
  backgroundNotFound: "Файл фона не найден: загрузите его через /file/save с fileType POSTER_BACKGROUND",
  /** The texts a kind of poster starts with, before anyone edits it. */
  defaultPosterText: { BIRTHDAY: "С днём рождения, {name}!", CAREER: "Поздравляем, {name}! {position}" },
};

export const birthdaysNames = {
  menu: "Дни рождения",
  family: "Поздравления",
  /** CONGRATULATION_BIRTHDAY: {user} has a birthday, {congratulation} is the poster's page. */
  notifyBirthday: "Сегодня день рождения у {user}. Поздравьте: {congratulation}",
  /** CONGRATULATION_WISH_FOR_OWNER: {user} wished the recipient. */
  notifyWish: "{user} оставил(а) вам пожелание: {congratulation}",
  roleGroup: { title: "Открытки", hint: "Шаблоны открыток ко дню рождения и карьерным событиям" },
} as const;
