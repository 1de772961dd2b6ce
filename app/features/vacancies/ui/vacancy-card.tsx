// A vacancy's card in the list (/vacancies, issue #15 point 3): position (to the vacancy, or to its edit
// page for editors when it is not PUBLIC), «Горячая вакансия», department, city, salary, the duties cut
// at the last space before 200 characters, the date, and the views for editors.
import { Link } from "~/shared/ui/link";
import { vacancyMessages as t } from "../messages/vacancy";
import { vacancyPageMessages as p } from "../messages/pages";
import { dateText } from "./text";

/** What a card shows: the list page's loader makes it from the service's Vacancy (texts already cut). */
export interface VacancyCardView {
  id: number;
  href: string;
  position: string;
  hot: boolean;
  archived: boolean;
  department: string;
  city: string;
  salary: string;
  duties: string;
  publishDate: string;
  viewsCount: number | null;
}

export function VacancyCard({ card }: { card: VacancyCardView }) {
  return (
    <li className={card.hot ? "card vacancy-card vacancy-card--hot" : "card vacancy-card"}>
      <h2 className="vacancy-card__position">
        <Link to={card.href}>{card.position}</Link>
      </h2>
      <p className="vacancy-card__marks">
        {card.hot ? <span className="vacancy-mark vacancy-mark--hot">{t.hot}</span> : null}
        {card.archived ? <span className="vacancy-mark">{t.states.ARCHIVE}</span> : null}
      </p>
      <p className="vacancy-card__meta">
        <span>{card.department}</span>
        <span>{card.city}</span>
      </p>
      <p className="vacancy-salary">{card.salary}</p>
      <p className="vacancy-card__duties">{card.duties}</p>
      <p className="vacancy-card__foot muted">
        <time dateTime={card.publishDate}>{dateText(card.publishDate)}</time>
        {card.viewsCount !== null ? <span>{p.views(card.viewsCount)}</span> : null}
      </p>
    </li>
  );
}
