// /birthday (issue #33 point 2): today's, this week's or this month's birthdays — links, so the tabs work without
// JavaScript — filtered by department and city (a GET form), 50 a page (keyset). The age shows only when the
// person's profile shows her birth year; blocked people are never listed.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { describedBy, PlainField } from "~/shared/forms/plain-field";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import styles from "../ui/birthdays.css";
import { messages as t } from "../messages";
import { PERIODS } from "../constants";
import { birthdayPageLoader } from "../server/pages.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.title);
export const handle = { title: t.title };
export const loader = birthdayPageLoader;

export default function BirthdayPage() {
  const page = useLoaderData<typeof loader>();
  const filters = new URLSearchParams();
  if (page.values.departmentId) filters.set("departmentId", page.values.departmentId);
  if (page.values.city) filters.set("city", page.values.city);
  const tabHref = (period: string) => `/birthday?${new URLSearchParams([["period", period], ...filters])}`;
  return (
    <div className="birthdays">
      <h1 className="page-title">{t.title}</h1>
      <nav aria-label={t.tabsLabel}>
        <ul className="birthdays-tabs">
          {PERIODS.map((period) => (
            <li key={period}>
              <Link to={tabHref(period)} aria-current={page.period === period ? "page" : undefined}>
                {t.tabs[period]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" className="card birthdays-filters" aria-label={t.filters}>
        <input type="hidden" name="period" value={page.period} />
        <PlainField id="birthdays-department" label={t.department}>
          <select
            id="birthdays-department"
            name="departmentId"
            defaultValue={page.values.departmentId ?? ""}
            {...describedBy("birthdays-department")}
          >
            <option value="">{t.any}</option>
            {page.choices.departments.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </select>
        </PlainField>
        <PlainField id="birthdays-city" label={t.city}>
          <select id="birthdays-city" name="city" defaultValue={page.values.city ?? ""}>
            <option value="">{t.any}</option>
            {page.choices.cities.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </PlainField>
        <div className="field">
          <button type="submit" className="button">
            {t.apply}
          </button>
        </div>
      </Form>
      {page.people.length === 0 ? (
        <p className="empty-state card" role="status">
          {t.empty}
        </p>
      ) : (
        <ul className="birthdays-people">
          {page.people.map((p) => (
            <li key={p.id} className="card">
              <p>
                <Link to={`/user/${p.id}`}>
                  <strong>{p.name}</strong>
                </Link>
              </p>
              <p className="muted">{[p.position, p.department, p.city].filter(Boolean).join(" · ")}</p>
              <p>
                {p.date}
                {p.years !== null ? `, ${t.years(p.years)}` : null}
              </p>
              {p.congratulationId ? (
                <p>
                  <Link to={`/user/${p.id}/congratulation/${p.congratulationId}`}>{t.congratulate}</Link>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {page.more ? (
        <p>
          <Link to={page.more}>{t.more}</Link>
        </p>
      ) : null}
    </div>
  );
}
