// A vacancy's salary (spec part 2 §5; ours where it is silent), one rule for the form, /api and the pages:
// `wage` alone is one value, `wage` and `wage2` a range, neither "by interview results"; `wage2` without
// `wage` names no mode and is refused. Wages are digits (no leading zeros) compared as numbers.
// Client-safe, without zod: the form's page reads the modes.
import { vacancyFieldMessages as f } from "./messages/fields";

/** The form's salary mode radios (a form-only field, `salaryMode`). */
export const SALARY_MODES = ["ONE", "RANGE", "INTERVIEW"] as const;
export type SalaryMode = (typeof SALARY_MODES)[number];

/** The mode of these wages: a «до» makes a range (refused below when it lacks its «от»), a wage one value. */
export const salaryModeOf = (wage: string | null, wage2: string | null): SalaryMode =>
  wage2 !== null ? "RANGE" : wage !== null ? "ONE" : "INTERVIEW";

/** Compares two wages (digits, no leading zeros) as numbers: by length, then digit by digit. */
export function compareWages(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** What is wrong with a salary, by its field: wage2 alone, or wage2 below wage. null: nothing. */
export function salaryProblem(wage: string | null, wage2: string | null): { field: "wage" | "wage2"; message: string } | null {
  if (wage2 !== null && wage === null) return { field: "wage", message: f.wageFromRequired };
  if (wage !== null && wage2 !== null && compareWages(wage2, wage) < 0) return { field: "wage2", message: f.wageRange };
  return null;
}
