// A service's form as data (ADR 0034): a list of typed fields an administrator sets, stored as JSON in the
// type's version. Client-safe: the form renders from it; the server checks answers with the zod schema
// built from the same list (server/answers.server.ts).

export const FIELD_KINDS = [
  "text",
  "longtext",
  "number",
  "date",
  "daterange",
  "time",
  "choice",
  "multichoice",
  "phone",
  "file",
  "person",
  "department",
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

export interface ServiceField {
  /** Stable within the type: the answer's key and the control's name (`a.<key>`). */
  key: string;
  kind: FieldKind;
  /** Russian, as the form shows it. */
  label: string;
  help?: string;
  required: boolean;
  /** text/longtext: the most characters; number: the largest value. */
  max?: number;
  /** number: the smallest value. */
  min?: number;
  /** choice/multichoice: the options, as shown and stored. */
  options?: readonly string[];
  /** date/daterange: a day before today is refused (leave, a trip, a pass). */
  notPast?: boolean;
}

/** A date range as typed: ISO dates (yyyy-mm-dd). */
export interface DateRange {
  from: string;
  to: string;
}

/**
 * A file field's answer: the requester's upload (files.ts SERVICE_FILE), taken by the request when it is
 * made; its name and address are the stored file's. A form's post names it by id alone.
 */
export interface FileAnswer {
  file: number;
  name: string;
  href: string;
}

/** A person's or a department's field: chosen with the finder by id; its name is the one it had when asked. */
export interface ChosenAnswer {
  id: number;
  name: string;
}

/** The kinds chosen with the finder, by the search feature's kind of item. */
export const CHOSEN_KINDS = { person: "user", department: "department" } as const;
export const isChosen = (f: ServiceField): f is ServiceField & { kind: keyof typeof CHOSEN_KINDS } => f.kind in CHOSEN_KINDS;

export type Answer = string | number | readonly string[] | DateRange | FileAnswer | ChosenAnswer;
/** A request's answers by field key; an optional field left empty has none. */
export type Answers = Readonly<Record<string, Answer>>;

/** The longest a text field may be set to hold, whatever its max says. */
export const TEXT_MAX = 255;
export const LONGTEXT_MAX = 4000;

/** The control's name of a field (`a.<key>`, a range's ends `a.<key>.from` and `.to`): conform's nested naming. */
export const controlName = (key: string) => `a.${key}`;

/** What a form shows again after a refusal: what was typed, by control name. */
export type Typed = Readonly<Record<string, string | readonly string[]>>;

/** An answer as a line of text (a request's summary, its page, the handler's list). */
export function answerText(field: ServiceField, answer: Answer | undefined): string {
  if (answer === undefined) return "";
  if (Array.isArray(answer)) return answer.join(", ");
  if ((field.kind === "file" || isChosen(field)) && typeof answer === "object") return (answer as FileAnswer | ChosenAnswer).name;
  if (field.kind === "daterange" && typeof answer === "object") {
    const range = answer as DateRange;
    return `${russianDate(range.from)} — ${russianDate(range.to)}`;
  }
  return field.kind === "date" ? russianDate(String(answer)) : String(answer);
}

/** yyyy-mm-dd as dd.mm.yyyy, the way Russian forms write a date. */
export const russianDate = (iso: string) => iso.split("-").reverse().join(".");

/** The span a request is about: its first date range, else its first date; null when it has neither. */
export function datesOf(fields: readonly ServiceField[], answers: Answers): DateRange | null {
  for (const kind of ["daterange", "date"] as const) {
    const answer = fields
      .filter((f) => f.kind === kind)
      .map((f) => answers[f.key])
      .find((a) => a !== undefined);
    if (typeof answer === "string") return { from: answer, to: answer };
    if (answer && typeof answer === "object" && !Array.isArray(answer)) return answer as DateRange;
  }
  return null;
}
