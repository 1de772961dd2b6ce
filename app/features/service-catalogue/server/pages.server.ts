// The catalogues' pages' loaders and actions (routes/ stay thin; both catalogues share them): the roots, a
// category's page or a leaf's form from the address's ids, asking at a leaf, and /education/list.
import { data, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import { toId } from "~/platform/ids";
import { orRefusal as refusedAs, refusePage, requireSignedIn } from "~/platform/remix.server";
import { askForService, servicePage, showDay, type FamilyRequest } from "~/features/service-requests/index.server";
import { CATALOGUE_BASE, type CatalogueKind } from "../addresses";
import { messages as m } from "../messages";

/** An address's parts after the catalogue's base: a category's ids, or its parent's ids and a leaf's. */
type Place = { kind: "node"; ids: number[] } | { kind: "ticket"; parentIds: number[]; leafId: number };

/** The ids of a splat ("1/5/12" or "1/5/ticket/12"); null when any part is not one (a 404). */
export function placeOf(splat: string): Place | null {
  const parts = splat.split("/").filter(Boolean);
  const ticketAt = parts.length - 2;
  const ids = parts.map((p, i) => (i === ticketAt && p === "ticket" ? 0 : toId(p)));
  if (parts.length === 0 || ids.some((id) => id === null)) return null;
  if (parts[ticketAt] === "ticket") {
    const parentIds = ids.slice(0, ticketAt) as number[];
    return parentIds.length === 0 ? null : { kind: "ticket", parentIds, leafId: ids.at(-1)! };
  }
  return { kind: "node", ids: ids as number[] };
}

/** A domain's 404 or 403 as the page's refusal, inside the shell, under the catalogue's title. */
const orRefusal = <T>(kind: CatalogueKind, work: () => Promise<T>) =>
  refusedAs(work, { pageTitle: m.titles[kind], back: { to: CATALOGUE_BASE[kind], label: m.titles[kind] } });

const notFound = (kind: CatalogueKind) =>
  refusePage(404, { pageTitle: m.titles[kind], back: { to: CATALOGUE_BASE[kind], label: m.titles[kind] } });

export async function rootsPage(context: AppLoadContext, actor: SignedIn, kind: CatalogueKind) {
  return { kind, ...(await context.services.catalogue.roots(actor, kind)) };
}

/** A category's page or a leaf's form with the engine's form page (its fields, finders, the person's requests of it). */
export async function placePage(context: AppLoadContext, actor: SignedIn, kind: CatalogueKind, splat: string, request: Request) {
  const place = placeOf(splat);
  if (!place) throw notFound(kind);
  const { catalogue } = context.services;
  if (place.kind === "node") {
    return { kind, view: "node" as const, ...(await orRefusal(kind, () => catalogue.nodePage(actor, kind, place.ids))) };
  }
  const found = await orRefusal(kind, () => catalogue.ticketPlace(actor, kind, place.parentIds, place.leafId));
  const form = await orRefusal(kind, () => servicePage(context, actor, found.serviceKey, request));
  return { kind, view: "ticket" as const, ...found, form };
}

/** The leaf's form posted: asked through the engine with the leaf's name; the request's page next, with a flash. */
export async function askAtLeaf(context: AppLoadContext, actor: SignedIn, kind: CatalogueKind, splat: string, request: Request) {
  const place = placeOf(splat);
  if (!place || place.kind !== "ticket") throw notFound(kind);
  const { catalogue } = context.services;
  const found = await orRefusal(kind, () => catalogue.ticketPlace(actor, kind, place.parentIds, place.leafId));
  const answer = await askForService(context, actor, found.serviceKey, request, catalogue.askOptions(actor, found.leaf));
  // Refused: the form again with each message by its field, as a 400.
  return answer instanceof Response ? answer : data(answer, { status: 400 });
}

/** A request as /education/list shows it. */
export interface ListedRequest {
  id: number;
  subject: string;
  status: string;
  date: string;
  href: string;
}

const listed = (href: (id: number) => string) => (r: FamilyRequest) => ({
  id: r.id,
  subject: r.subject,
  status: r.statusName,
  date: showDay(r.createDate),
  href: href(r.id),
});

export async function educationListPage(context: AppLoadContext, actor: SignedIn) {
  const { mine, waiting } = await context.services.catalogue.educationRequests(actor);
  return {
    mine: mine.map(listed((id) => `/user/${actor.userId}/claims/${id}`)),
    waiting: waiting.map(listed((id) => `/user/${actor.userId}/approvement-requests/${id}`)),
  };
}

/** The routes of both catalogues: the roots, a place of the tree (`*`: its ids), asking at a leaf. */
export const rootsLoader =
  (kind: CatalogueKind) =>
  ({ request, context }: LoaderFunctionArgs) =>
    rootsPage(context, requireSignedIn(request, context), kind);
export const placeLoader =
  (kind: CatalogueKind) =>
  ({ request, context, params }: LoaderFunctionArgs) =>
    placePage(context, requireSignedIn(request, context), kind, params["*"] ?? "", request);
export const placeAction =
  (kind: CatalogueKind) =>
  ({ request, context, params }: ActionFunctionArgs) =>
    askAtLeaf(context, requireSignedIn(request, context), kind, params["*"] ?? "", request);
export type RootsLoader = ReturnType<typeof rootsLoader>;
export type PlaceLoader = ReturnType<typeof placeLoader>;
export type PlaceAction = ReturnType<typeof placeAction>;
