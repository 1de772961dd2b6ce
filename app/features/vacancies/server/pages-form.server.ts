// The vacancy form's server half (/vacancies/create, /vacancies/{id}/edit; issue #15 point 4): what the
// loader hands the form (cities, the two finders, the values: from the address after a no-JS finder
// search, else the vacancy's or empty ones) and the post: checked by the feature's form schema (the same
// rules as /api) with conform's parse, saved by the service; a refusal is conform's reply (ADR 0024):
// every typed value and a message by each field.
import type { AppLoadContext } from "@remix-run/node";
import { data } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import type { SubmissionResult } from "@conform-to/react";
import { isDomainError, isMissing } from "~/platform/errors";
import { toId } from "~/platform/ids";
import { readForm, refusePage } from "~/platform/remix.server";
import { parseWithSchema } from "~/shared/forms/parse.server";
import { replyWithDomainError } from "~/platform/form-reply";
import { isFinderSearch, loadFinder, type FinderOptions } from "~/features/search/index.server";
import { DEFAULT_CITY_ID } from "../limits";
import { vacancyMessages as t } from "../messages/vacancy";
import { vacancyPageMessages as p } from "../messages/pages";
import type { City, Vacancy } from "../model";
import { isVacancyEditor } from "../policy";
import { vacancyFormSchema } from "../schema";
import { emptyFormValues, readFormValues, vacancyFormValues, type VacancyFormValues } from "../ui/form-values";
import type { VacancyFields } from "./contract";

const DEPARTMENT: FinderOptions = { name: "departmentId", kinds: ["department"] };
const CONTACT: FinderOptions = { name: "contactId", kinds: ["user"] };

/** Create and edit are the editors' (§6): others get the 403 page. */
export function requireEditor(actor: SignedIn, title: string) {
  if (!isVacancyEditor(actor)) throw refusePage(403, { pageTitle: title });
}

/** The vacancy of `/vacancies/{id}…`, or the 404 page «Вакансия не найдена». */
export async function vacancyOfPage(
  context: AppLoadContext,
  actor: SignedIn,
  idParam: string | undefined,
  countView = false,
): Promise<Vacancy> {
  const notFoundPage = () => refusePage(404, { pageTitle: t.notFound, title: t.notFound, back: { to: "/vacancies", label: p.toList } });
  const id = toId(idParam);
  if (id === null) throw notFoundPage();
  try {
    return await context.services.vacancies.get(actor, id, { countView });
  } catch (error) {
    if (isMissing(error)) throw notFoundPage();
    throw error;
  }
}

/** The finders for these values (the chosen items described, a search's results when the address has one). */
const findersOf = (request: Request, context: AppLoadContext, values: VacancyFormValues) =>
  Promise.all([
    loadFinder(request, context, DEPARTMENT, values.departmentId ? [values.departmentId] : []),
    loadFinder(request, context, CONTACT, values.contactId ? [values.contactId] : []),
  ]);

export async function vacancyFormData(request: Request, context: AppLoadContext, vacancy: Vacancy | null) {
  const url = new URL(request.url);
  const values = isFinderSearch(url)
    ? readFormValues(url.searchParams)
    : vacancy
      ? vacancyFormValues(vacancy)
      : emptyFormValues(DEFAULT_CITY_ID);
  const [cities, [department, contact]] = await Promise.all([context.services.vacancies.cities(), findersOf(request, context, values)]);
  return { values, cities: cities as City[], department, contact };
}

/** A refused post: conform's reply (what was typed, the messages) and the finders for what was typed. */
async function failure(request: Request, context: AppLoadContext, form: FormData, result: SubmissionResult<string[]>) {
  const [department, contact] = await findersOf(request, context, readFormValues(form));
  return data({ result, department, contact }, { status: 400 });
}

/**
 * The form's post, parsed by the form's schema (the /api's rules): `save` gets the checked fields (and
 * the version read) and answers the redirect. Returns the failure to show, or what `save` answered.
 */
export async function postVacancyForm(
  request: Request,
  context: AppLoadContext,
  save: (form: FormData, input: VacancyFields & { version?: number }) => Promise<Response>,
) {
  const form = await readForm(request);
  const submission = parseWithSchema(form, vacancyFormSchema);
  if (submission.status !== "success") return failure(request, context, form, submission.reply());
  try {
    return await save(form, submission.value);
  } catch (error) {
    // Not the form's to show: the page's refusal (403, 404).
    if (isDomainError(error) && (error.kind === "forbidden" || error.kind === "not_found")) throw error;
    return failure(request, context, form, replyWithDomainError(submission, error));
  }
}
