// The partners club's reader pages, apart from their markup: /club, the catalogue (/club/partners, a city, a
// city's category: keyset pages, «Ещё партнёры» a plain link with ?after=), a partner, a city's search and the
// GET form's redirect to it. An id that names nothing is the page's 404 with a way back to the catalogue.
import { redirect, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import { isDomainError } from "~/platform/errors";
import { toId } from "~/platform/ids";
import { refusePage, requireSignedIn } from "~/platform/remix.server";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";
import { canEditClub } from "../policy";
import { searchTextSchema } from "../schema";
import type { PlaceKind } from "./places.server";

/** How many partners of the person's city /club shows. */
export const HIGHLIGHTS = 6;

const backToCatalogue = { to: "/club/partners", label: t.partnersTitle };
const notFoundPage = (title: string) => refusePage(404, { pageTitle: title, title, back: backToCatalogue });

/** A city or a category of the address, or the page's 404 (an id that is not one included). */
export async function placeOr404(context: AppLoadContext, kind: PlaceKind, idParam: string | undefined) {
  const message = kind === "city" ? r.cityNotFound : r.categoryNotFound;
  const id = toId(idParam);
  if (id === null) throw notFoundPage(message);
  return context.services.club.places.named(kind, id).catch((error: unknown) => {
    throw isDomainError(error) && error.kind === "not_found" ? notFoundPage(message) : error;
  });
}

export async function partnerOr404(context: AppLoadContext, actor: SignedIn, idParam: string | undefined) {
  const id = toId(idParam);
  if (id === null) throw notFoundPage(r.partnerNotFound);
  return context.services.club.get(actor, id).catch((error: unknown) => {
    throw isDomainError(error) && error.kind === "not_found" ? notFoundPage(r.partnerNotFound) : error;
  });
}

const afterOf = (request: Request) => new URL(request.url).searchParams.get("after");

/** The cities, the person's own first (from the address of their profile), and which one that is. */
async function citiesMineFirst(context: AppLoadContext, actor: SignedIn) {
  const cities = await context.services.club.places.cities(actor);
  const mine = await context.services.club.places.cityOf(actor, cities);
  return { cities: mine ? [mine, ...cities.filter((c) => c.id !== mine.id)] : cities, mineId: mine?.id ?? null };
}

export async function landingLoader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const { cities, mineId } = await citiesMineFirst(context, actor);
  const city = cities[0] ?? null;
  const highlights = city ? (await context.services.club.page(actor, { cityId: city.id })).partners.slice(0, HIGHLIGHTS) : [];
  return { cities, mineId, city, highlights, canEdit: canEditClub(actor) };
}

export async function citiesLoader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  return citiesMineFirst(context, actor);
}

/** /club/partners/{idCity}[/{idCat}]: the city, its categories with counts, and a page of its partners. */
export async function cityLoader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const city = await placeOr404(context, "city", params.idCity);
  const category = params.idCat === undefined ? null : await placeOr404(context, "category", params.idCat);
  const after = afterOf(request);
  const [categories, page] = await Promise.all([
    context.services.club.places.categories(actor, city.id),
    context.services.club.page(actor, { cityId: city.id, categoryId: category?.id ?? null, after }),
  ]);
  return { city, category, categories, ...page, first: !after };
}

export async function partnerLoader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  return { partner: await partnerOr404(context, actor, params.id), canEdit: canEditClub(actor) };
}

/** /club/{idCity}/search/{text}: the city's partners matching; a too short text says so instead of a list. */
export async function searchLoader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const city = await placeOr404(context, "city", params.idCity);
  const cities = await context.services.club.places.cities(actor);
  const parsed = searchTextSchema.safeParse(params.text ?? "");
  if (!parsed.success)
    return { city, cities, text: params.text ?? "", error: parsed.error.issues[0]?.message ?? t.searchTooShort, partners: [], next: null };
  const after = afterOf(request);
  const page = await context.services.club.page(actor, { cityId: city.id, text: parsed.data, after });
  return { city, cities, text: parsed.data, error: null, ...page };
}

/** GET /club/search?city=&q=: the search form without JavaScript lands on the search's own address. */
export function searchRedirectLoader({ request, context }: LoaderFunctionArgs) {
  requireSignedIn(request, context);
  const query = new URL(request.url).searchParams;
  const city = toId(query.get("city"));
  const text = (query.get("q") ?? "").trim();
  if (city === null) return redirect("/club/partners");
  if (!text) return redirect(`/club/partners/${city}`);
  return redirect(`/club/${city}/search/${encodeURIComponent(text)}`);
}
