// Активности's small parts shared by its pages: an activity's places, the reader's status, a person's row.
import type { ReactNode } from "react";
import { Avatar } from "~/shared/ui/avatar";
import { Link } from "~/shared/ui/link";
import { messages as t } from "../messages";

export function placesText(a: { seats: number | null; taken: number }): string {
  if (a.seats === null) return `${t.unlimited}. ${t.going(a.taken)}`;
  const left = a.seats - a.taken;
  return left > 0 ? t.placesLeft(left, a.seats) : t.noPlaces(a.seats);
}

export function Mark({ off = false, children }: { off?: boolean; children: ReactNode }) {
  return <span className={off ? "activity-mark activity-mark--off" : "activity-mark"}>{children}</span>;
}

export interface PersonView {
  id: number;
  name: string;
  surname: string;
  middlename: string | null;
  position: string | null;
  avatarPath: string | null;
}

export const fullName = (p: PersonView) => [p.surname, p.name, p.middlename].filter(Boolean).join(" ");

/** A person's row: the avatar, the name (to her profile), the position, and what the page adds after. */
export function PersonRow({ person, children }: { person: PersonView; children?: ReactNode }) {
  return (
    <li>
      <Avatar id={person.id} name={person.name} surname={person.surname} filePath={person.avatarPath} size={40} />
      <span className="activity-people__who">
        <Link to={`/user/${person.id}`}>{fullName(person)}</Link>
        {person.position ? <span className="muted">{person.position}</span> : null}
      </span>
      {children}
    </li>
  );
}

/** «Показать ещё»: the next keyset page (with JavaScript appended in place by useMorePages). */
export function MoreLink({ to, onClick }: { to: string | null; onClick: (e: React.MouseEvent<HTMLAnchorElement>) => void }) {
  if (!to) return null;
  return (
    <p>
      <Link to={to} className="button" onClick={onClick}>
        {t.more}
      </Link>
    </p>
  );
}
