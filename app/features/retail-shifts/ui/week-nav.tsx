// The links around a week: the previous, the current and the next week (`?week=` the Monday), keeping the shop.
import { Link } from "~/shared/ui/link";
import { messages as t } from "../messages";
import { shiftDay } from "../days";

export function WeekNav({ path, monday, shopId }: { path: string; monday: string; shopId: number | null }) {
  const to = (week: string | null) => {
    const query = new URLSearchParams();
    if (shopId !== null) query.set("shop", String(shopId));
    if (week) query.set("week", week);
    return query.size > 0 ? `${path}?${query}` : path;
  };
  return (
    <nav className="shifts-nav" aria-label={t.schedule}>
      <Link to={to(shiftDay(monday, -7))} rel="prev">
        {t.previousWeek}
      </Link>
      <Link to={to(null)}>{t.thisWeek}</Link>
      <Link to={to(shiftDay(monday, 7))} rel="next">
        {t.nextWeek}
      </Link>
    </nav>
  );
}
