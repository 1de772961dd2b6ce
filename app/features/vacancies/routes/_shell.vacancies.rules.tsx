// /vacancies/rules (issue #15 point 10): who may take part, how to reply and recommend, the 5-day review.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireSignedIn } from "~/platform/remix.server";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import { vacancyPageMessages as p } from "~/features/vacancies/messages/pages";
import { vacancyRulesMessages as r } from "~/features/vacancies/messages/rules";

export const meta: MetaFunction = () => pageTitle(r.rulesTitle);
export const handle = { title: r.rulesTitle, backTo: "/vacancies" };

export function loader({ request, context }: LoaderFunctionArgs) {
  requireSignedIn(request, context);
  return null;
}

const SECTIONS = [
  [r.rulesWho, r.rulesWhoText],
  [r.rulesHow, r.rulesHowText],
  [r.rulesRecommend, r.rulesRecommendText],
  [r.rulesReview, r.rulesReviewText],
] as const;

export default function VacancyRules() {
  return (
    <article className="card vacancy-rules">
      <h1 className="page-title">{r.rulesTitle}</h1>
      <p>{r.rulesIntro}</p>
      {SECTIONS.map(([title, text]) => (
        <section key={title}>
          <h2>{title}</h2>
          <p>{text}</p>
        </section>
      ))}
      <p>
        <Link to="/vacancies">{p.toList}</Link>
      </p>
    </article>
  );
}
