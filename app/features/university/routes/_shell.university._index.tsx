// /university: the corporate university's courses grouped by direction, filtered by ?direction= (links); editors
// also get «Добавить курс», «Изменить» and up and down forms that post here and come back to the same list.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link, useBasePath } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import styles from "../ui/university.css";
import { messages as t } from "../messages";
import { coursesAction, coursesLoader } from "../server/pages.server";
import { CourseCard, FilterLinks } from "../ui/parts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.title);
export const handle = { title: t.title };
export const loader = coursesLoader;
export const action = coursesAction;

export default function UniversityPage() {
  const { directions, direction, groups, limited, canEdit } = useLoaderData<typeof loader>();
  const base = useBasePath();
  const count = groups.reduce((n, g) => n + g.courses.length, 0);
  return (
    <div className="university">
      <h1 className="page-title">{t.title}</h1>
      <p>{t.intro}</p>
      <div className="university-actions">
        <Link to="/university/literature">{t.literatureLink}</Link>
        {canEdit ? (
          <Link to="/university/courses/create" className="button button--primary">
            {t.addCourse}
          </Link>
        ) : null}
      </div>
      <FilterLinks
        label={t.directionsLabel}
        allLabel={t.allDirections}
        path="/university"
        param="direction"
        values={directions}
        current={direction}
      />
      {count === 0 ? (
        <p className="empty-state card" role="status">
          {t.emptyCourses}
        </p>
      ) : (
        <>
          <p className="muted" role="status">
            {t.coursesShown(count)}
          </p>
          {groups.map((group, g) => (
            <section key={group.direction} aria-labelledby={`direction-${g}`}>
              <h2 className="university-direction" id={`direction-${g}`}>
                {group.direction}
              </h2>
              <ul className="university-grid">
                {group.courses.map((course, i) => (
                  <CourseCard
                    key={course.id}
                    course={course}
                    base={base}
                    editing={canEdit ? { first: i === 0, last: i === group.courses.length - 1 } : null}
                  />
                ))}
              </ul>
            </section>
          ))}
          {limited ? <p className="muted">{t.limitReached(count)}</p> : null}
        </>
      )}
    </div>
  );
}
