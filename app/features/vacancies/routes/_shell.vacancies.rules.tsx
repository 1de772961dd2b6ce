// /vacancies/rules (issue #15 point 10): who may take part, how to reply and recommend, the 5-day review.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireSignedIn } from "~/platform/remix.server";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import { vacancyPageMessages as p } from "~/features/vacancies/messages";

export const meta: MetaFunction = () => pageTitle(p.rulesTitle);
export const handle = { title: p.rulesTitle, backTo: "/vacancies" };

export function loader({ request, context }: LoaderFunctionArgs) {
  requireSignedIn(request, context);
  return null;
}

const SECTIONS = [
  [p.rulesWho, p.rulesWhoText],
  [p.rulesHow, p.rulesHowText],
  [p.rulesRecommend, p.rulesRecommendText],
  [p.rulesReview, p.rulesReviewText],
] as const;

export default function VacancyRules() {
  return (
    <article className="card vacancy-rules">
      <h1 className="page-title">{p.rulesTitle}</h1>
      <p>{p.rulesIntro}</p>
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
