// Rules of the vacancies' calls and forms (issue #15 points 3, 4, 8): zod/mini, client-safe. The create
// and edit pages post the same field names as /vacancies/create and /vacancies/update (§3), and every
// field is read by one parser below, so a page and /api refuse the same bad value with the same message.
//
// Salary: the rules are salary.ts's. Wages are typed as digits (spaces between groups are dropped,
// leading zeros too), at most 255 of them.
import * as z from "zod/mini";
import { toId } from "~/platform/ids";
import { field, isRefusal, MAX_PAGE_NUMBER, refuse, type Refusal } from "~/platform/schema";
import { versionField } from "~/platform/validate";
import {
  DEFAULT_CITY_ID,
  LEVELS,
  POSITION_MAX,
  SECTORS,
  STATES,
  TEXT_BLOCK_MAX,
  VACANCIES_PAGE,
  VACANCIES_PAGE_MAX,
  WAGE_MAX,
} from "./limits";
import { vacancyFieldMessages as f } from "./messages/fields";
import { vacancyMessages as m } from "./messages/vacancy";
import { SALARY_MODES, salaryModeOf, salaryProblem, type SalaryMode } from "./salary";
import type { Level, Sector, VacancyQuery, VacancyState } from "./model";

type Parse<T> = (v: unknown) => T | Refusal;

// --- one value each ---

const text =
  (max: number, required: string | null, tooLong: string): Parse<string> =>
  (v) => {
    if (v === undefined || v === null) return required ? refuse(required) : "";
    if (typeof v !== "string") return refuse(required ?? tooLong);
    const s = v.trim();
    if (required && s === "") return refuse(required);
    return s.length > max ? refuse(tooLong) : s;
  };

const id =
  (message: string): Parse<number> =>
  (v) =>
    toId(v) ?? refuse(message);

const oneOf =
  <T extends string>(values: readonly T[], message: string): Parse<T> =>
  (v) =>
    typeof v === "string" && (values as readonly string[]).includes(v) ? (v as T) : refuse(message);

/** Digits or null (blank). Spaces between digit groups are dropped; so are leading zeros. */
export const parseWage: Parse<string | null> = (v) => {
  if (v === undefined || v === null) return null;
  const typed = typeof v === "number" && Number.isSafeInteger(v) && v >= 0 ? String(v) : typeof v === "string" ? v : null;
  if (typed === null) return refuse(f.wageNotNumber);
  const digits = typed.replace(/[\s\u00a0\u202f]/g, "");
  if (digits === "") return null;
  if (!/^\d+$/.test(digits)) return refuse(f.wageNotNumber);
  if (digits.length > WAGE_MAX) return refuse(f.wageTooLong);
  return digits.replace(/^0+(?=\d)/, "");
};

/** A checkbox or a JSON boolean; anything else is refused. */
const hot: Parse<boolean> = (v) => {
  if (v === undefined || v === null || v === false || v === "false" || v === "0" || v === 0 || v === "") return false;
  if (v === true || v === "true" || v === "on" || v === "1" || v === 1) return true;
  return refuse(f.hotInvalid);
};

const parsers = {
  position: text(POSITION_MAX, f.positionRequired, f.positionTooLong),
  departmentId: id(f.departmentRequired),
  contactId: id(f.contactRequired),
  cityId: id(f.cityRequired),
  sector: oneOf<Sector>(SECTORS, f.sectorRequired),
  level: oneOf<Level>(LEVELS, f.levelRequired),
  wage: parseWage,
  wage2: parseWage,
  responsibility: text(TEXT_BLOCK_MAX, f.responsibilityRequired, f.responsibilityTooLong),
  requirements: text(TEXT_BLOCK_MAX, f.requirementsRequired, f.requirementsTooLong),
  conditions: text(TEXT_BLOCK_MAX, null, f.conditionsTooLong),
  state: (v: unknown): VacancyState | Refusal => (v === undefined || v === null || v === "" ? "PUBLIC" : oneOf(STATES, f.stateInvalid)(v)),
  hot,
};

/** Absent (undefined) stays absent: update keeps what it does not name. */
const kept =
  <T>(parse: Parse<T>): Parse<T | undefined> =>
  (v) =>
    v === undefined ? undefined : parse(v);

type Parsed<P> = P extends (v: unknown) => infer R ? Exclude<R, Refusal> : never;
type Parsers = Record<string, Parse<unknown>>;

/** A zod field for each parser, by the same names. */
const fieldsOf = <P extends Parsers>(ps: P) =>
  Object.fromEntries(Object.entries(ps).map(([name, parse]) => [name, field(parse)])) as {
    [K in keyof P]: ReturnType<typeof field<Parsed<P[K]>>>;
  };

/** Each parser made `kept`. */
const keptAll = <P extends Parsers>(ps: P) =>
  Object.fromEntries(Object.entries(ps).map(([name, parse]) => [name, kept(parse)])) as {
    [K in keyof P]: Parse<Parsed<P[K]> | undefined>;
  };

const salaryCheck = z.superRefine((v: { wage?: string | null; wage2?: string | null }, ctx) => {
  if (v.wage === undefined || v.wage2 === undefined) return;
  const problem = salaryProblem(v.wage, v.wage2);
  if (problem) ctx.addIssue({ code: "custom", message: problem.message, path: [problem.field], input: v[problem.field] });
});

/** POST /vacancies/create: §3's names; `state` PUBLIC and `hot` false when absent. */
export const vacancyFieldsSchema = z.object(fieldsOf(parsers)).check(salaryCheck);

/**
 * POST /vacancies/update {id, version?, ...}: every field but the id optional; an omitted one is kept, so
 * `{id, state}` archives or restores. A salary is checked here when both wages are sent, and by the
 * service against the saved one when one is.
 */
export const vacancyUpdateSchema = z
  .object({ id: field(id(m.notFound)), version: versionField, ...fieldsOf(keptAll(parsers)) })
  .check(salaryCheck);

/**
 * The create and edit pages' form: the fields as posted by an HTML form. Checkboxes `hot` ("true"/"on")
 * and `state` ("ARCHIVE"; absent: PUBLIC); the form-only radio `salaryMode` (absent: read from the
 * wages typed): ONE keeps `wage` only (required), RANGE both (both required), INTERVIEW neither;
 * `version` is the edit page's hidden field. Its output is create's input (+ version).
 */
export const vacancyFormSchema = z.pipe(
  z
    .object({
      ...fieldsOf(parsers),
      salaryMode: field((v): SalaryMode | undefined | Refusal =>
        v === undefined || v === null || v === "" ? undefined : oneOf(SALARY_MODES, f.salaryModeRequired)(v),
      ),
      version: versionField,
    })
    .check(
      z.superRefine((v, ctx) => {
        const mode = v.salaryMode ?? salaryModeOf(v.wage, v.wage2);
        const issue = (path: "wage" | "wage2", message: string) => ctx.addIssue({ code: "custom", message, path: [path], input: v[path] });
        if (mode === "ONE" && v.wage === null) issue("wage", f.wageRequired);
        if (mode === "RANGE" && v.wage === null) issue("wage", f.wageFromRequired);
        if (mode === "RANGE" && v.wage2 === null) issue("wage2", f.wageToRequired);
        if (mode === "RANGE" && v.wage !== null && v.wage2 !== null) {
          const problem = salaryProblem(v.wage, v.wage2);
          if (problem) issue(problem.field, problem.message);
        }
      }),
    ),
  z.transform(({ salaryMode, ...v }) => {
    const mode = salaryMode ?? salaryModeOf(v.wage, v.wage2);
    return { ...v, wage: mode === "INTERVIEW" ? null : v.wage, wage2: mode === "RANGE" ? v.wage2 : null };
  }),
);

/** GET /vacancies/get?id: a malformed id is a vacancy not found. */
export const vacancyRefSchema = z.object({ id: field(id(m.notFound)) });

// --- the list ---

const filterOf =
  <T extends string>(values: readonly T[], message: string): Parse<T | null> =>
  (v) =>
    v === undefined || v === null || v === "" ? null : oneOf(values, message)(v);

const wholeNumber = (v: unknown): number | null => {
  const n = typeof v === "number" ? v : typeof v === "string" && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : Number.NaN;
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
};

const listParsers = {
  cityId: (v: unknown): number | Refusal =>
    v === undefined || v === null || v === "" ? DEFAULT_CITY_ID : (toId(v) ?? refuse(f.cityUnknown)),
  sector: filterOf<Sector>(SECTORS, f.sectorUnknown),
  level: filterOf<Level>(LEVELS, f.levelUnknown),
  state: parsers.state,
  pageNumber: (v: unknown): number | Refusal => {
    if (v === undefined || v === null || v === "") return 0;
    const n = wholeNumber(v);
    return n === null || n > MAX_PAGE_NUMBER ? refuse(f.pageNumberInvalid) : n;
  },
  pageSize: (v: unknown): number | Refusal => {
    if (v === undefined || v === null || v === "") return VACANCIES_PAGE;
    const n = wholeNumber(v);
    return n === null || n < 1 || n > VACANCIES_PAGE_MAX ? refuse(f.pageSizeInvalid) : n;
  },
  onlyMy: (v: unknown): boolean | Refusal => {
    if (v === undefined || v === null || v === "" || v === false || v === "false" || v === "0") return false;
    return v === true || v === "true" || v === "1" || v === "on" ? true : refuse(f.onlyMyInvalid);
  },
};

/** GET /vacancies/list {cityId, sector, level, state, pageNumber, pageSize, onlyMy}: the page's defaults; unknown values refused. */
export const listQuerySchema = z.object({
  cityId: field(listParsers.cityId),
  sector: field(listParsers.sector),
  level: field(listParsers.level),
  state: field(listParsers.state),
  pageNumber: field(listParsers.pageNumber),
  pageSize: field(listParsers.pageSize),
  onlyMy: field(listParsers.onlyMy),
});

/** GET /vacancies/total {cityId?, sector?, level?}: PUBLIC vacancies, by the filters given. */
export const totalQuerySchema = z.object({
  cityId: field((v): number | undefined | Refusal => (v === undefined || v === null || v === "" ? undefined : listParsers.cityId(v))),
  sector: field(listParsers.sector),
  level: field(listParsers.level),
});

const orDefault = <T>(parsed: T | Refusal, fallback: T): T => (isRefusal(parsed) ? fallback : parsed);

/**
 * The list page's address (§9: cityId, sector, level, state, page, onlyMy): bad values fall back to the
 * defaults, never an error; a non-editor's `state` and `onlyMy` are ignored (PUBLIC, everyone's).
 */
export function vacancyQueryFromSearch(params: URLSearchParams, editor: boolean): VacancyQuery {
  const value = (name: string) => params.get(name) ?? undefined;
  return {
    cityId: orDefault(listParsers.cityId(value("cityId")), DEFAULT_CITY_ID),
    sector: orDefault(listParsers.sector(value("sector")), null),
    level: orDefault(listParsers.level(value("level")), null),
    state: editor ? orDefault(listParsers.state(value("state")), "PUBLIC") : "PUBLIC",
    pageNumber: orDefault(listParsers.pageNumber(value("page")), 0),
    pageSize: VACANCIES_PAGE,
    onlyMy: editor ? orDefault(listParsers.onlyMy(value("onlyMy")), false) : false,
  };
}

export type VacancyFieldsInput = z.output<typeof vacancyFieldsSchema>;
export type VacancyUpdateInput = z.output<typeof vacancyUpdateSchema>;
export type VacancyFormInput = z.output<typeof vacancyFormSchema>;
export type ListQueryInput = z.output<typeof listQuerySchema>;
export type TotalQueryInput = z.output<typeof totalQuerySchema>;
