// The card pages' loaders and actions, apart from their markup: /club/card (the person's own card, issued on
// the first visit; `?partner={id}` adds the partner's «used» button) and /user/{id}/club-card (its holder, card
// admins and administrators; the admins block, unblock and reissue it there). Plain forms: each action answers
// a redirect with a toast, or the refusal by name for the page to show.
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import QRCode from "qrcode";
import { isDomainError } from "~/platform/errors";
import { toId } from "~/platform/ids";
import { readForm, redirectWithToast, refusePage, requireSignedIn } from "~/platform/remix.server";
import { formatDate } from "~/shared/dates";
import { canManageCards } from "../policy";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";
import type { ClubCard } from "./cards.server";
import { groupedNumber } from "./card-number";

/** The card as the page shows it: its number grouped for reading and its QR code, an SVG drawn here. */
async function shown(card: ClubCard) {
  const qr = await QRCode.toString(card.number, { type: "svg", margin: 1 });
  return {
    number: card.number,
    grouped: groupedNumber(card.number),
    issuedOn: formatDate(card.issuedAt.slice(0, 10)),
    blocked: card.blocked,
    holder: card.holder,
    qr,
  };
}
export type ShownCard = Awaited<ReturnType<typeof shown>>;

/** A refusal the page shows by its button; anything but a domain refusal is rethrown. */
const refusal = (error: unknown, status = 400) => {
  if (!isDomainError(error)) throw error;
  return data({ error: error.message }, { status: error.kind === "forbidden" ? 403 : status });
};

async function partnerOf(context: AppLoadContext, typed: string | null) {
  if (typed === null) return { partner: null, partnerError: null };
  const id = toId(typed);
  try {
    if (id === null) return { partner: null, partnerError: r.unknownPartner };
    return { partner: await context.services.clubCard.cards.partner(id), partnerError: null };
  } catch (error) {
    if (isDomainError(error) && error.kind === "not_found") return { partner: null, partnerError: error.message };
    throw error;
  }
}

export async function myCardLoader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const { cards } = context.services.clubCard;
  const card = await cards.mine(actor);
  const { partner, partnerError } = await partnerOf(context, new URL(request.url).searchParams.get("partner"));
  const page = {
    card: await shown(card),
    partner,
    partnerError,
    usedToday: partner ? await cards.usedToday(actor, partner.id) : false,
    uses: (await cards.recentUses(actor)).map((u) => ({ ...u, usedOn: formatDate(u.usedAt.slice(0, 10)) })),
    canSeeStatistic: canManageCards(actor),
  };
  // An unknown partner is refused by name on the card's page, with the status a missing thing has.
  return partnerError ? data(page, { status: 404 }) : page;
}

export async function myCardAction({ request, context }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const form = await readForm(request);
  const partnerId = toId(form.get("partnerId"));
  if (form.get("intent") !== "use") return data({ error: r.badIntent }, { status: 400 });
  try {
    if (partnerId === null) return data({ error: r.unknownPartner }, { status: 404 });
    await context.services.clubCard.cards.use(actor, partnerId);
  } catch (error) {
    return refusal(error, isDomainError(error) && error.kind === "not_found" ? 404 : 400);
  }
  return redirectWithToast(context, `/club/card?partner=${partnerId}`, { type: "success", text: r.used }, { status: 303 });
}

function holderIdOf(params: LoaderFunctionArgs["params"]): number {
  const id = toId(params.id);
  if (id === null) throw refusePage(404, { pageTitle: t.title, text: r.noPerson });
  return id;
}

export async function cardOfLoader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const holderId = holderIdOf(params);
  // A refusal (403: another's card; 404: no such person) is drawn by the page's boundary (domain-refusals.ts).
  const card = await context.services.clubCard.cards.of(actor, holderId);
  return { holderId, card: card ? await shown(card) : null, canManage: canManageCards(actor) };
}

const MANAGED = { issue: r.issued, block: r.blocked, unblock: r.unblocked, reissue: r.reissued } as const;

export async function cardOfAction({ request, context, params }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const holderId = holderIdOf(params);
  const intent = String((await readForm(request)).get("intent") ?? "");
  if (!(intent in MANAGED)) return data({ error: r.badIntent }, { status: 400 });
  const { cards } = context.services.clubCard;
  let card: ClubCard;
  try {
    if (intent === "issue") card = await cards.issueTo(actor, holderId);
    else if (intent === "reissue") card = await cards.reissue(actor, holderId);
    else card = await cards.setBlocked(actor, holderId, intent === "block");
  } catch (error) {
    return refusal(error);
  }
  const text = intent === "reissue" ? `${r.reissued} ${groupedNumber(card.number)}` : MANAGED[intent as keyof typeof MANAGED];
  return redirectWithToast(context, `/user/${holderId}/club-card`, { type: "success", text }, { status: 303 });
}
