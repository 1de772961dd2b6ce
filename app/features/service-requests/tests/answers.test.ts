// A service form's answers checked by the schema built from its fields: each kind's rule, each refusal
// naming its field in Russian, every field refused at once (the form shows them all), empty optional
// fields left out, and a form post's nesting (a.<key>, a.<key>.from) read the way conform parses it.
import { describe, expect, it } from "vitest";
import { parseWithSchema } from "~/shared/forms/parse.server";
import type { ServiceField } from "../fields";
import { answersOf, answersSchema } from "../server/answers.server";

const TODAY = "2027-03-10";
const FIELDS: ServiceField[] = [
  { key: "kind", kind: "choice", label: "Справка", required: true, options: ["С места работы", "2-НДФЛ"] },
  { key: "copies", kind: "number", label: "Экземпляров", required: true, min: 1, max: 5 },
  { key: "purpose", kind: "text", label: "Куда", required: false, max: 10 },
  { key: "note", kind: "longtext", label: "Комментарий", required: false, max: 20 },
  { key: "day", kind: "date", label: "Дата визита", required: false, notPast: true },
  { key: "dates", kind: "daterange", label: "Даты отпуска", required: false, notPast: true },
  { key: "at", kind: "time", label: "Время", required: false },
  { key: "langs", kind: "multichoice", label: "Языки", required: false, options: ["Русский", "Английский"] },
  { key: "phone", kind: "phone", label: "Телефон", required: false },
];

const parse = (a: unknown) => answersSchema(FIELDS, TODAY).safeParse({ a });
const errorsOf = (a: unknown) => {
  const result = parse(a);
  expect(result.success).toBe(false);
  return Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]));
};

describe("a service form's answers", () => {
  it("takes good answers as typed values and leaves empty optional fields out", () => {
    const result = parse({
      kind: "2-НДФЛ",
      copies: "2",
      purpose: "  В банк ",
      note: "",
      day: "2027-03-10",
      dates: { from: "2027-04-01", to: "2027-04-14" },
      at: "09:30",
      langs: ["Английский", "Русский", "Английский"],
      phone: "8 (912) 345-67-89",
    });
    expect(result.success).toBe(true);
    expect(answersOf(result.data!)).toEqual({
      kind: "2-НДФЛ",
      copies: 2,
      purpose: "В банк",
      day: "2027-03-10",
      dates: { from: "2027-04-01", to: "2027-04-14" },
      at: "09:30",
      langs: ["Английский", "Русский"],
      phone: "+79123456789",
    });
  });

  it("refuses every broken field at once, each message naming its field", () => {
    expect(
      errorsOf({
        copies: "шесть",
        purpose: "очень длинная цель",
        day: "2027-03-09",
        dates: { from: "2027-04-14", to: "2027-04-01" },
        at: "25:00",
        langs: ["Немецкий"],
        phone: "12345",
      }),
    ).toEqual({
      "a.kind": "Заполните поле «Справка»",
      "a.copies": "В поле «Экземпляров» нужно число",
      "a.purpose": "Поле «Куда» — не больше 10 символов",
      "a.day": "В поле «Дата визита» дата не может быть в прошлом",
      "a.dates": "В поле «Даты отпуска» дата окончания раньше даты начала",
      "a.at": "Укажите в поле «Время» время в виде ЧЧ:ММ",
      "a.langs": "Выберите в поле «Языки» вариант из списка",
      "a.phone": "Укажите в поле «Телефон» телефон: +7 и 10 цифр",
    });
  });

  it("holds numbers within their limits, choices among their options, dates to the calendar", () => {
    expect(errorsOf({ kind: "Другая", copies: "0" })).toEqual({
      "a.kind": "Выберите в поле «Справка» вариант из списка",
      "a.copies": "Поле «Экземпляров» — от 1 до 5",
    });
    expect(errorsOf({ kind: "2-НДФЛ", copies: "1", day: "2027-02-30", dates: { from: "2027-04-01" } })).toEqual({
      "a.day": "Укажите в поле «Дата визита» дату",
      "a.dates": "Укажите в поле «Даты отпуска» даты начала и окончания",
    });
    expect(errorsOf({ kind: "2-НДФЛ", copies: "1", dates: { from: "2027-03-01", to: "2027-03-20" } })).toEqual({
      "a.dates": "В поле «Даты отпуска» дата не может быть в прошлом",
    });
  });

  it("reads a form post the way the page sends it: a.<key>, a range's ends, repeated boxes", () => {
    const form = new FormData();
    form.append("a.kind", "С места работы");
    form.append("a.copies", "1");
    form.append("a.dates.from", "2027-05-01");
    form.append("a.dates.to", "2027-05-02");
    form.append("a.langs", "Русский");
    form.append("a.langs", "Английский");
    const submission = parseWithSchema(form, answersSchema(FIELDS, TODAY));
    expect(submission.status).toBe("success");
    expect(answersOf(submission.status === "success" ? submission.value : { a: {} })).toEqual({
      kind: "С места работы",
      copies: 1,
      dates: { from: "2027-05-01", to: "2027-05-02" },
      langs: ["Русский", "Английский"],
    });
  });

  it("refuses a required field left empty or blank, in every kind", () => {
    const required = FIELDS.map((f) => ({ ...f, required: true }));
    const result = answersSchema(required, TODAY).safeParse({ a: { purpose: "   ", langs: [], dates: { from: "", to: "" } } });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toEqual(required.map((f) => `Заполните поле «${f.label}»`));
  });
});
