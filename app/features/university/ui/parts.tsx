// The university's small pieces: the filter's links, a link that is a portal page or an external address, a
// course's card, a literature item's card and the editors' up and down form.
import { Form } from "@remix-run/react";
import { ArrowIcon } from "~/shared/ui/arrow-icon";
import { hrefOf, Link } from "~/shared/ui/link";
import { messages as t } from "../messages";
import type { Course, LiteratureItem, MoveDirection } from "../server/model";

/** Links to the list filtered by each value (`param`), «all» first; the current one is marked. */
export function FilterLinks({
  label,
  allLabel,
  path,
  param,
  values,
  current,
  keep = {},
}: {
  label: string;
  allLabel: string;
  path: string;
  param: string;
  values: string[];
  current: string | null;
  /** Other filters the links carry (the literature's search). */
  keep?: Record<string, string>;
}) {
  const to = (value: string | null) => {
    const query = new URLSearchParams(Object.entries({ ...keep, [param]: value ?? "" }).filter(([, v]) => v));
    return query.size > 0 ? `${path}?${query}` : path;
  };
  return (
    <nav aria-label={label}>
      <ul className="university-filter">
        {[null, ...values].map((value) => (
          <li key={value ?? ""}>
            <Link to={to(value)} aria-current={value === current ? "page" : undefined}>
              {value ?? allLabel}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A portal page as the app's link, an external address in a new tab. */
export function OutLink({ href, children }: { href: string; children: string }) {
  if (href.startsWith("/")) return <Link to={href}>{children}</Link>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** Up and down, one small form: works without JavaScript; the buttons' labels name the move. */
export function MoveButtons({ id, title, first, last }: { id: number; title: string; first: boolean; last: boolean }) {
  const button = (to: MoveDirection) => {
    const label = to === "up" ? t.moveUp(title) : t.moveDown(title);
    return (
      <button
        type="submit"
        name="to"
        value={to}
        className="icon-button"
        disabled={to === "up" ? first : last}
        aria-label={label}
        title={label}
      >
        <ArrowIcon down={to === "down"} size={20} />
      </button>
    );
  };
  return (
    <Form method="post" className="university-move">
      <input type="hidden" name="id" value={id} />
      {button("up")}
      {button("down")}
    </Form>
  );
}

export function CourseCard({ course, base, editing }: { course: Course; base: string; editing: { first: boolean; last: boolean } | null }) {
  return (
    <li className="card" id={`course-${course.id}`}>
      {course.cover ? <img className="university-cover" src={`${base}${course.cover}`} alt="" loading="lazy" /> : null}
      <h3>{course.title}</h3>
      <p className="muted">
        {t.formats[course.format]} · {t.hours(course.hours)}
      </p>
      {course.summary ? <p>{course.summary}</p> : null}
      {course.audience ? (
        <p>
          <span className="muted">{t.audience}:</span> {course.audience}
        </p>
      ) : null}
      <div className="university-links">
        {course.link ? <OutLink href={course.link}>{t.open}</OutLink> : null}
        {editing ? (
          <>
            <Link to={`/university/courses/${course.id}/edit`}>{t.edit}</Link>
            <MoveButtons id={course.id} title={course.title} {...editing} />
          </>
        ) : null}
      </div>
    </li>
  );
}

/**
 * `editing`: the editor's link, and the up and down form when `move` is given (the whole list only: moves
 * follow the whole list's order, which a filtered one does not show).
 */
export function LiteratureCard({
  item,
  base,
  editing,
}: {
  item: LiteratureItem;
  base: string;
  editing: { move: { first: boolean; last: boolean } | null } | null;
}) {
  return (
    <li className="card" id={`item-${item.id}`}>
      <p className="muted">
        {t.kinds[item.kind]} · {item.topic}
      </p>
      <h2>{item.title}</h2>
      {item.author ? <p>{item.author}</p> : null}
      {item.description ? <p className="muted">{item.description}</p> : null}
      <div className="university-links">
        {item.file ? (
          <a href={hrefOf(base, item.file.path)} download={item.file.name}>
            {t.download} ({item.file.name})
          </a>
        ) : null}
        {item.link ? <OutLink href={item.link}>{t.openLink}</OutLink> : null}
        {editing ? (
          <>
            <Link to={`/university/literature/${item.id}/edit`}>{t.edit}</Link>
            {editing.move ? <MoveButtons id={item.id} title={item.title} {...editing.move} /> : null}
          </>
        ) : null}
      </div>
    </li>
  );
}
