// The calendar's pages, apart from their markup: /calendar (to her own month), /calendar/{id} (the month, hers
// alone, `?month=yyyy-mm` and the year picker's `?years=` page), its «Новая ссылка» post (the new .ics link is
// shown once, in the answer to the post: only its hash is kept) and the feed /calendar/ics/{token}.ics itself.
import { redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { toId } from "~/platform/ids";
import { moscowDay } from "~/shared/dates";
import { orRefusal as refusedAs, refusePage, requireSignedIn } from "~/platform/remix.server";
import { calendarPath } from "../index";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";
import { FIRST_YEAR, LAST_YEAR } from "../month";

const notFoundPage = (text = r.notFound) => refusePage(404, { pageTitle: t.title, title: r.notFound, text });

/** The person's id of the address, or the page's 404. */
function idOf(param: string | undefined): number {
  const id = toId(param);
  if (id === null) throw notFoundPage();
  return id;
}

/** A domain refusal as the page's: someone else's calendar 403, a month that is not one 404. */
const orRefusal = <T>(read: () => Promise<T>) => refusedAs(read, { pageTitle: t.title }, { invalidIsMissing: true });

/** The portal's address as the browser reached it: origin and base path (a feed's link must be absolute). */
const portalOrigin = (request: Request, context: AppLoadContext) => `${new URL(request.url).origin}${context.basePath}`;

/** The picker's first year from `?years=`; null: around the month shown. */
function yearsOf(value: string | null): number | null {
  if (value === null || !/^\d{4}$/.test(value)) return null;
  const year = Number(value);
  return year >= FIRST_YEAR && year <= LAST_YEAR ? year : null;
}

/** GET /calendar: her own month (a menu's or a bookmark's address names no one). */
export function ownCalendarLoader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const query = new URL(request.url).searchParams.get("month");
  return redirect(calendarPath(actor.userId) + (query ? `?month=${encodeURIComponent(query)}` : ""));
}

export async function monthLoader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const id = idOf(params.id);
  const query = new URL(request.url).searchParams;
  const { calendar } = context.services;
  const month = await orRefusal(() => calendar.month(actor, id, query.get("month") || null));
  const madeAt = await calendar.feedMadeAt(actor, id);
  return { view: month, feedMadeOn: madeAt ? moscowDay(new Date(madeAt)) : null, yearsFrom: yearsOf(query.get("years")) };
}

/** POST /calendar/{id} {intent: renew}: a new .ics link, shown in the answer (the old one stops working). */
export async function monthAction({ request, context, params }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const id = idOf(params.id);
  const renewed = await orRefusal(() => context.services.calendar.renewFeed(actor, id));
  return { feedUrl: `${portalOrigin(request, context)}${renewed.path}`, renewed: r.renewed };
}

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/** GET /calendar/ics/{token}.ics: the feed, no session needed; an unknown or replaced token is a 404. */
export async function feedLoader({ request, context, params }: LoaderFunctionArgs) {
  const token = /^(.+)\.ics$/.exec(params.file ?? "")?.[1];
  if (!token) return plain(404, r.feedNotFound);
  const ics = await context.services.calendar.feed(token, portalOrigin(request, context));
  if (ics === null) return plain(404, r.feedNotFound);
  return new Response(ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="calendar.ics"',
      // The address is the key: no cache between the portal and the calendar app keeps a copy.
      "Cache-Control": "private, no-store",
      "Referrer-Policy": "no-referrer",
    },
  });
}
