// A person's goals of a year, grouped by period (the whole year, then each half), each a GoalCard.
import type { GoalAbilities } from "../policy";
import type { Goal, GoalFormReply } from "../server/model";
import { messages as t } from "../messages";
import { GoalCard } from "./goal-card";

export function GoalsList({
  goals,
  year,
  can,
  reply,
}: {
  goals: Goal[];
  year: number;
  can: GoalAbilities;
  reply: GoalFormReply | undefined;
}) {
  if (goals.length === 0) {
    return (
      <p className="empty-state card" role="status">
        {t.empty}
      </p>
    );
  }
  const halves = [0, 1, 2].filter((half) => goals.some((g) => g.half === half));
  return halves.map((half) => (
    <section key={half} aria-labelledby={`goals-period-${half}`}>
      <h2 className="goals-period" id={`goals-period-${half}`}>
        {t.period(year, half)}
      </h2>
      {goals
        .filter((g) => g.half === half)
        .map((goal) => (
          <GoalCard key={goal.id} goal={goal} can={can} reply={reply} />
        ))}
    </section>
  ));
}
