// /university/courses/{id}/edit: a course's fields and cover, for ROLE_EDIT_UNIVERSITY and administrators;
// ?delete asks before deleting it (a page, so it works without JavaScript).
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { replyView } from "~/shared/forms/reply-view";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import styles from "../ui/university.css";
import { messages as t } from "../messages";
import { COURSE_FORM_MAX_BYTES, courseFormAction, courseFormLoader } from "../server/forms.server";
import { ConfirmRemove, CourseForm } from "../ui/course-form";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = ({ error }) => (error ? refusalMeta(error) : pageTitle(t.editCourseTitle));
export const handle = { title: t.editCourseTitle, backTo: "/university" };
export const uploadLimit = COURSE_FORM_MAX_BYTES;
export const loader = courseFormLoader;
export const action = courseFormAction;

export default function EditCoursePage() {
  const { course, directions, confirmDelete } = useLoaderData<typeof loader>();
  const reply = replyView(useActionData<typeof action>()?.result);
  if (!course) return null;
  return (
    <div className="university">
      <h1 className="page-title">{confirmDelete ? t.removeCourseTitle : t.editCourseTitle}</h1>
      {confirmDelete ? (
        <ConfirmRemove text={t.removeCourseText(course.title)} back={`/university/courses/${course.id}/edit`} />
      ) : (
        <CourseForm course={course} directions={directions} reply={reply} />
      )}
    </div>
  );
}
