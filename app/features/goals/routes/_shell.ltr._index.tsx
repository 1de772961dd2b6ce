// /ltr: the reader's own goals of a year (?year=, the current one by default) with a form for a new one, her
// team's people for a manager («Команда», linking each one's page) and, for HR, everyone with goals that year.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/shared/ui/meta";
import styles from "../ui/goals.css";
import { messages as t } from "../messages";
import { goalsAction, myGoalsLoader } from "../server/pages.server";
import { GoalForm } from "../ui/goal-form";
import { GoalsList } from "../ui/goals-list";
import { PeopleList } from "../ui/people-list";
import { YearPicker } from "../ui/year-picker";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.title);
export const handle = { title: t.title };
export const loader = myGoalsLoader;
export const action = goalsAction;

export default function MyGoalsPage() {
  const { year, years, goals, can, team, everyone } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <div className="goals">
      <h1 className="page-title">{t.title}</h1>
      <YearPicker year={year} years={years} />
      <GoalsList goals={goals} year={year} can={can} reply={reply} />
      <GoalForm title={t.addTitle} year={year} reply={reply?.form === "create" ? reply : undefined} />
      {team ? (
        <PeopleList id="goals-team" title={t.team} hint={t.teamHint} empty={t.emptyTeam} page={team} year={year} moreParam="after" />
      ) : null}
      {everyone ? (
        <PeopleList
          id="goals-all"
          title={t.everyone}
          hint={t.everyoneHint}
          empty={t.emptyAll}
          page={everyone}
          year={year}
          moreParam="allAfter"
        />
      ) : null}
    </div>
  );
}
