// /ltr/user/{id}: one person's goals of a year, readable by her, her managers and HR only (anyone else gets the
// 403 page); a manager sets her a goal here, approves, comments and closes hers.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import styles from "../ui/goals.css";
import { messages as t } from "../messages";
import { goalsAction, personGoalsLoader } from "../server/pages.server";
import { GoalForm } from "../ui/goal-form";
import { GoalsList } from "../ui/goals-list";
import { YearPicker } from "../ui/year-picker";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  error ? refusalMeta(error) : pageTitle(data ? t.personTitle(data.person.name) : t.title);
export const handle = { title: t.title, backTo: "/ltr" };
export const loader = personGoalsLoader;
export const action = goalsAction;

export default function PersonGoalsPage() {
  const { person, year, years, goals, can } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <div className="goals">
      <h1 className="page-title">{t.personTitle(person.name)}</h1>
      <YearPicker year={year} years={years} />
      <GoalsList goals={goals} year={year} can={can} reply={reply} />
      {can.own || can.manage ? (
        <GoalForm title={can.own ? t.addTitle : t.setTitle} year={year} reply={reply?.form === "create" ? reply : undefined} />
      ) : null}
    </div>
  );
}
