// /services/retail-shifts/edit: the store manager's week of her shop (`?shop=` another she manages, `?week=`):
// the form that adds a shift of one of the shop's people (a refused field comes back under it as typed), a
// removal on each shift, and the swaps colleagues took, to approve or decline. All plain posts.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { replyView } from "~/shared/forms/reply-view";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import styles from "../ui/retail-shifts.css";
import { messages as t } from "../messages";
import { editAction, editLoader } from "../server/pages.server";
import { shiftHref, shiftWhen, WeekSchedule, weekTitle } from "../ui/week";
import { WeekNav } from "../ui/week-nav";
import { AddShiftForm } from "../ui/add-shift-form";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = ({ error }) => (error ? refusalMeta(error) : pageTitle(t.editTitle));
export const handle = { title: t.editTitle, backTo: "/services/retail-shifts" };
export const loader = editLoader;
export const action = editAction;

const PATH = "/services/retail-shifts/edit";

/** A small post of this page: the shift or swap named by `id`, back to the same shop and week. */
function Post({ intent, id, shopId, week, label }: { intent: string; id: number; shopId: number; week: string; label: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="shopId" value={shopId} />
      <input type="hidden" name="week" value={week} />
      <button type="submit" className="button button--link">
        {label}
      </button>
    </Form>
  );
}

export default function EditShiftsPage() {
  const view = useLoaderData<typeof loader>();
  const reply = replyView(useActionData<typeof action>()?.result);
  const { shop, days, pending, monday } = view;
  return (
    <div className="retail-shifts">
      <h1 className="page-title">{t.editTitle}</h1>
      <p className="muted">{`${t.shopLabel}: ${shop.name}`}</p>
      <div className="shifts-nav">
        <Link to={`/services/retail-shifts?shop=${shop.id}&week=${monday}`}>{t.toSchedule}</Link>
        {view.managed.length > 1 ? <span className="muted">{`${t.otherShops}:`}</span> : null}
        {view.managed
          .filter((m) => m.id !== shop.id)
          .slice(0, 20)
          .map((m) => (
            <Link key={m.id} to={`${PATH}?shop=${m.id}`}>
              {m.name}
            </Link>
          ))}
      </div>
      <section className="card" aria-labelledby="shifts-pending">
        <h2 id="shifts-pending">{t.pending}</h2>
        {pending.length === 0 ? (
          <p className="muted">{t.noPending}</p>
        ) : (
          <ul className="swap-list">
            {pending.map((s) => (
              <li key={s.id}>
                <Link to={shiftHref(s.shiftId)}>{shiftWhen(s)}</Link>
                <span>{t.pendingItem(s.owner.name, s.taker?.name ?? "")}</span>
                <Post intent="approve" id={s.shiftId} shopId={shop.id} week={monday} label={t.approve} />
                <Post intent="decline" id={s.shiftId} shopId={shop.id} week={monday} label={t.decline} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="card" aria-labelledby="shifts-add">
        <h2 id="shifts-add">{t.addTitle}</h2>
        <AddShiftForm
          shopId={shop.id}
          week={monday}
          firstDay={monday < view.today ? view.today : monday}
          people={view.people}
          reply={reply}
        />
      </section>
      <section className="card" aria-labelledby="shifts-week">
        <h2 id="shifts-week">{weekTitle(days)}</h2>
        <WeekNav path={PATH} monday={monday} shopId={shop.id} />
        <WeekSchedule
          days={days}
          today={view.today}
          extra={(s) => <Post intent="remove" id={s.id} shopId={shop.id} week={monday} label={t.remove} />}
        />
      </section>
    </div>
  );
}
