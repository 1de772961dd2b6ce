// /university/courses/create: a new course, for ROLE_EDIT_UNIVERSITY and administrators (403 otherwise).
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { replyView } from "~/shared/forms/reply-view";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import styles from "../ui/university.css";
import { messages as t } from "../messages";
import { COURSE_FORM_MAX_BYTES, courseFormAction, courseFormLoader } from "../server/forms.server";
import { CourseForm } from "../ui/course-form";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = ({ error }) => (error ? refusalMeta(error) : pageTitle(t.createCourseTitle));
export const handle = { title: t.createCourseTitle, backTo: "/university" };
/** The form's body limit, the cover included. */
export const uploadLimit = COURSE_FORM_MAX_BYTES;
export const loader = courseFormLoader;
export const action = courseFormAction;

export default function CreateCoursePage() {
  const { directions } = useLoaderData<typeof loader>();
  const reply = replyView(useActionData<typeof action>()?.result);
  return (
    <div className="university">
      <h1 className="page-title">{t.createCourseTitle}</h1>
      <CourseForm course={null} directions={directions} reply={reply} />
    </div>
  );
}
