// The vacancy form's values as typed (strings and flags), read from a post or from the address (the no-JS
// finder's «Найти» sends the whole form back with GET), and made from a saved vacancy for the edit page.
import type { Vacancy } from "../model";

export const SALARY_MODES = ["ONE", "RANGE", "INTERVIEW"] as const;
export type SalaryMode = (typeof SALARY_MODES)[number];

export interface VacancyFormValues {
  position: string;
  departmentId: string;
  contactId: string;
  cityId: string;
  sector: string;
  level: string;
  salaryMode: SalaryMode;
  wage: string;
  wage2: string;
  responsibility: string;
  requirements: string;
  conditions: string;
  hot: boolean;
  archive: boolean;
  version: string;
}

type Source = { get(name: string): FormDataEntryValue | null; has(name: string): boolean };

const text = (source: Source, name: string, max = 20_000) => {
  const value = source.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
};

/** The salary mode of a vacancy's fields: both wages a range, one a single value, none by interview. */
export const salaryModeOf = (wage: string | null, wage2: string | null): SalaryMode =>
  wage && wage2 ? "RANGE" : wage || wage2 ? "ONE" : "INTERVIEW";

export function readFormValues(source: Source): VacancyFormValues {
  const mode = text(source, "salaryMode");
  return {
    position: text(source, "position"),
    departmentId: text(source, "departmentId"),
    contactId: text(source, "contactId"),
    cityId: text(source, "cityId"),
    sector: text(source, "sector"),
    level: text(source, "level"),
    salaryMode: (SALARY_MODES as readonly string[]).includes(mode) ? (mode as SalaryMode) : "INTERVIEW",
    wage: text(source, "wage"),
    wage2: text(source, "wage2"),
    responsibility: text(source, "responsibility"),
    requirements: text(source, "requirements"),
    conditions: text(source, "conditions"),
    hot: source.has("hot"),
    archive: text(source, "state") === "ARCHIVE",
    version: text(source, "version"),
  };
}

export function emptyFormValues(cityId: number): VacancyFormValues {
  return {
    position: "",
    departmentId: "",
    contactId: "",
    cityId: String(cityId),
    sector: "",
    level: "",
    salaryMode: "ONE",
    wage: "",
    wage2: "",
    responsibility: "",
    requirements: "",
    conditions: "",
    hot: false,
    archive: false,
    version: "",
  };
}

export function vacancyFormValues(vacancy: Vacancy): VacancyFormValues {
  return {
    position: vacancy.position,
    departmentId: String(vacancy.departmentId),
    contactId: String(vacancy.contactId),
    cityId: String(vacancy.cityId),
    sector: vacancy.sector,
    level: vacancy.level,
    salaryMode: salaryModeOf(vacancy.wage, vacancy.wage2),
    wage: vacancy.wage ?? vacancy.wage2 ?? "",
    wage2: vacancy.wage && vacancy.wage2 ? vacancy.wage2 : "",
    responsibility: vacancy.responsibility,
    requirements: vacancy.requirements,
    conditions: vacancy.conditions,
    hot: vacancy.hot,
    archive: vacancy.state === "ARCHIVE",
    version: String(vacancy.version),
  };
}
