// /services/retail-shifts: the reader's shop's week (Monday first, `?week=` any day of another), her own shifts
// marked, the colleagues' open offers and her own offers and requests; a manager also picks a shop (`?shop=`)
// and reaches the manager's page.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import styles from "../ui/retail-shifts.css";
import { messages as t } from "../messages";
import { weekLoader } from "../server/pages.server";
import type { SwapItem } from "../server/model";
import { shiftHref, shiftWhen, WeekSchedule, weekTitle } from "../ui/week";
import { WeekNav } from "../ui/week-nav";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = ({ error }) => (error ? refusalMeta(error) : pageTitle(t.title));
export const handle = { title: t.title, backTo: "/services" };
export const loader = weekLoader;

const PATH = "/services/retail-shifts";
/** Other shops a manager may open, listed as links at most. */
const SHOPS_SHOWN = 20;

function SwapRow({ swap, role }: { swap: SwapItem; role: "owner" | "taker" | null }) {
  return (
    <li>
      <Link to={shiftHref(swap.shiftId)}>{shiftWhen(swap)}</Link>
      <span>{role === "owner" ? t.youOffer : role === "taker" ? t.youTake : t.offeredBy(swap.owner.name)}</span>
      {role === "owner" && swap.taker ? <span>{t.takenBy(swap.taker.name)}</span> : null}
      {role === "taker" ? <span>{t.offeredBy(swap.owner.name)}</span> : null}
      {role ? <span className="shift-mark">{t.status[swap.status]}</span> : null}
    </li>
  );
}

export default function RetailShiftsPage() {
  const view = useLoaderData<typeof loader>();
  const { shop, managed, days, openOffers, mySwaps } = view;
  // The manager's page of the shop shown (the reader's own shop needs no ?shop=).
  const editHref = `${PATH}/edit${view.asked !== null ? `?shop=${view.asked}` : ""}`;
  const otherShops = managed.filter((m) => m.id !== shop?.id).slice(0, SHOPS_SHOWN);
  return (
    <div className="retail-shifts">
      <h1 className="page-title">{t.title}</h1>
      {shop ? <p className="muted">{`${t.shopLabel}: ${shop.name}`}</p> : null}
      {view.canManage || otherShops.length > 0 ? (
        <div className="shifts-nav">
          {view.canManage ? <Link to={editHref}>{t.edit}</Link> : null}
          {otherShops.length > 0 ? <span className="muted">{`${t.otherShops}:`}</span> : null}
          {otherShops.map((m) => (
            <Link key={m.id} to={`${PATH}?shop=${m.id}`}>
              {m.name}
            </Link>
          ))}
        </div>
      ) : null}
      {shop ? (
        <>
          <section className="card" aria-labelledby="shifts-week">
            <h2 id="shifts-week">{weekTitle(days)}</h2>
            <WeekNav path={PATH} monday={view.monday} shopId={view.asked} />
            <WeekSchedule days={days} today={view.today} />
          </section>
          <section className="card" aria-labelledby="shifts-offers">
            <h2 id="shifts-offers">{t.openOffers}</h2>
            {openOffers.length === 0 ? (
              <p className="muted">{t.noOpenOffers}</p>
            ) : (
              <ul className="swap-list">
                {openOffers.map((s) => (
                  <SwapRow key={s.id} swap={s} role={null} />
                ))}
              </ul>
            )}
          </section>
        </>
      ) : (
        <p className="empty-state card" role="status">
          {t.noShop}
        </p>
      )}
      <section className="card" aria-labelledby="shifts-mine">
        <h2 id="shifts-mine">{t.myOffers}</h2>
        {mySwaps.length === 0 ? (
          <p className="muted">{t.noMyOffers}</p>
        ) : (
          <ul className="swap-list">
            {mySwaps.map((s) => (
              <SwapRow key={s.id} swap={s} role={s.role} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
