// /admin/club-card-statistic's loader and its CSV export, apart from the markup. The period comes from the
// address (a GET form: works without JavaScript, its address can be shared); a period it cannot read is said
// by its field, which keeps what was typed, and no figures are shown. Card admins and administrators only.
import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { csvResponse } from "~/platform/csv.server";
import { isDomainError } from "~/platform/errors";
import { queryFilters } from "~/platform/list-page.server";
import { refusePage, requireSignedIn } from "~/platform/remix.server";
import { formatDate } from "~/shared/dates";
import { canManageCards } from "../policy";
import { statistic as t } from "../messages";
import { csvHeaders, serverMessages as r } from "../messages.server";
import { periodSchema, type PeriodInput } from "../schema.server";
import type { CardFigures, Period } from "./statistic.server";

const monthLabel = (key: string) => `${key.slice(5, 7)}.${key.slice(0, 4)}`;

/** The form as typed (the period's dates when left empty), its errors, the period read and the export's query. */
function readPeriod(request: Request, context: AppLoadContext) {
  const params = new URL(request.url).searchParams;
  let { filter, errors } = queryFilters<PeriodInput>(request, periodSchema);
  let period: Period | null = null;
  try {
    period = filter ? context.services.clubCard.statistic.periodOf(filter) : null;
  } catch (error) {
    if (!isDomainError(error)) throw error;
    [filter, errors] = [null, error.fieldErrors ?? { "": error.message }];
  }
  const typed = (name: string) => (params.get(name) ?? "").slice(0, 40);
  return {
    filter,
    errors,
    values: { from: typed("from") || (period ? formatDate(period.from) : ""), to: typed("to") || (period ? formatDate(period.to) : "") },
    exportQuery: params.toString(),
  };
}

function present(f: CardFigures) {
  return {
    cardsByMonth: f.cardsByMonth.map((m) => ({ label: monthLabel(m.month), value: m.count })),
    usesByMonth: f.usesByMonth.map((m) => ({ label: monthLabel(m.month), value: m.count })),
    usesByPartner: f.usesByPartner.map((p) => ({ label: p.name, value: p.count })),
    usesByPartnerMonth: f.usesByPartnerMonth.map((p) => ({
      key: `${p.partnerId}-${p.month}`,
      name: p.name,
      month: monthLabel(p.month),
      count: p.count,
    })),
    cards: f.cardsByMonth.reduce((sum, m) => sum + m.count, 0),
    uses: f.usesByMonth.reduce((sum, m) => sum + m.count, 0),
  };
}

export async function statisticLoader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  if (!canManageCards(actor)) throw refusePage(403, { pageTitle: t.title });
  const form = readPeriod(request, context);
  const result = form.filter ? await context.services.clubCard.statistic.figures(actor, form.filter) : null;
  return {
    values: form.values,
    errors: form.errors,
    exportHref: `/admin/club-card-statistic/export?${form.exportQuery}`,
    report: result ? present(result.figures) : null,
  };
}

/** An export refused: the reason as plain text (a file's address has no page to show it on). */
const plainRefusal = (status: 400 | 403, message: string) =>
  new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/** GET /admin/club-card-statistic/export?<the page's period>: each figure of the page, a line each. */
export async function statisticExportLoader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  if (!canManageCards(actor)) return plainRefusal(403, r.noStatisticRight);
  const { filter, errors } = queryFilters<PeriodInput>(request, periodSchema);
  if (!filter) return plainRefusal(400, Object.values(errors).join("\n"));
  let made;
  try {
    made = await context.services.clubCard.statistic.figures(actor, filter);
  } catch (error) {
    if (isDomainError(error) && error.kind === "invalid") return plainRefusal(400, error.message);
    throw error;
  }
  const { period, figures: f } = made;
  const lines = [
    ...f.cardsByMonth.map((m) => [t.cardsByMonth, m.month, m.count]),
    ...f.usesByMonth.map((m) => [t.usesByMonth, m.month, m.count]),
    ...f.usesByPartner.map((p) => [t.usesByPartner, p.name, p.count]),
    ...f.usesByPartnerMonth.map((p) => [t.usesByPartnerMonth, `${p.name} / ${p.month}`, p.count]),
  ];
  async function* one() {
    yield lines;
  }
  return csvResponse(`club-card-statistic-${period.from}-${period.to}.csv`, csvHeaders, one());
}
