// The directory's strings, a file per area: the bundler ships a whole file with any page that imports it, so a
// page loads only its areas' strings. Client-safe; refusals only the server sends: ../messages.server.ts.
import { plural } from "~/shared/messages";

/** The company structure (/structure). */
export const structure = {
  title: "Структура компании",
  intro: "Подразделения компании с руководителями и численностью. Название подразделения ведёт к его контактам.",
  head: "Руководитель",
  noHead: "Руководитель не назначен",
  staff: (n: number) => `${n} ${plural(n, "сотрудник", "сотрудника", "сотрудников")}`,
  total: (n: number) => `всего ${n} с подразделениями`,
  wholeCompany: "Вся компания",
  subdepartments: (n: number, name: string) => `${plural(n, "Подразделение", "Подразделения", "Подразделений")} «${name}»: ${n}`,
  subtree: "Структура подразделения",
  empty: "Подразделений пока нет.",
  secretaries: "Секретари",
};
