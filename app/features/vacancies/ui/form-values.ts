// The vacancy form's values as typed (strings and flags), read from a post or from the address (the no-JS
// finder's «Найти» sends the whole form back with GET), and made from a saved vacancy for the edit page.
import { formText } from "~/shared/forms/form-text";
import type { Vacancy } from "../model";
import { SALARY_MODES, salaryModeOf, type SalaryMode } from "../salary";

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

/** What is kept of a field for the form shown again: far more than any field takes. */
const text = (source: Source, name: string) => formText(source, name, 20_000);

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
    wage: vacancy.wage ?? "",
    wage2: vacancy.wage2 ?? "",
    responsibility: vacancy.responsibility,
    requirements: vacancy.requirements,
    conditions: vacancy.conditions,
    hot: vacancy.hot,
    archive: vacancy.state === "ARCHIVE",
    version: String(vacancy.version),
  };
}

/**
 * The values as the form posts them (conform's defaults, strings by field name): the flags as their
 * checkboxes' values, the version only when there is one (a create form has none).
 */
export function postedFormValues(v: VacancyFormValues): Record<string, string> {
  const { hot, archive, version, ...texts } = v;
  return { ...texts, ...(hot ? { hot: "true" } : {}), ...(archive ? { state: "ARCHIVE" } : {}), ...(version ? { version } : {}) };
}
