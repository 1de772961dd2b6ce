// The course form of /university/courses/create and /university/courses/{id}/edit: a multipart post that works
// without JavaScript. A refused post comes back with what was typed, each message under its field, and a cover
// already uploaded kept (its id in a hidden field). The direction suggests the ones in use.
import { Form } from "@remix-run/react";
import { ConfirmRemoveForm } from "~/shared/forms/confirm-remove";
import { FormErrors } from "~/shared/forms/fields";
import { KeptFileField } from "~/shared/forms/kept-file-field";
import { describedBy, PlainField } from "~/shared/forms/plain-field";
import type { ReplyView } from "~/shared/forms/reply-view";
import { Link } from "~/shared/ui/link";
import { UNIVERSITY_COVER } from "../files";
import { AUDIENCE_MAX, COURSE_FORMATS, GROUP_NAME_MAX, HOURS_MAX, HOURS_MIN, LINK_MAX, SUMMARY_MAX, TITLE_MAX } from "../limits";
import { messages as t } from "../messages";
import type { Course } from "../server/model";

const SHOWN = ["title", "summary", "direction", "format", "hours", "audience", "link", "cover", "coverFileId"];

export function CourseForm({ course, directions, reply }: { course: Course | null; directions: string[]; reply: ReplyView | null }) {
  const value = (
    name: "title" | "summary" | "direction" | "audience" | "link" | "format" | "hours",
    current: string | number | undefined,
  ) => (reply ? reply.value(name) : String(current ?? ""));
  const err = (name: string) => reply?.error(name);
  const formError = reply?.formError(SHOWN);
  return (
    <Form method="post" encType="multipart/form-data" key={reply?.key ?? "course"} className="card university-form">
      <FormErrors errors={formError ? [formError] : undefined} id="university-course-errors" />
      <PlainField id="course-title" label={t.fieldTitle} error={err("title")} required>
        <input
          id="course-title"
          type="text"
          name="title"
          required
          maxLength={TITLE_MAX}
          defaultValue={value("title", course?.title)}
          {...describedBy("course-title", err("title"))}
        />
      </PlainField>
      <PlainField id="course-direction" label={t.fieldDirection} error={err("direction")} hint={t.directionHint} required>
        <input
          id="course-direction"
          type="text"
          name="direction"
          required
          list="course-directions"
          maxLength={GROUP_NAME_MAX}
          defaultValue={value("direction", course?.direction)}
          {...describedBy("course-direction", err("direction"), true)}
        />
      </PlainField>
      <datalist id="course-directions">
        {directions.map((d) => (
          <option key={d} value={d} />
        ))}
      </datalist>
      <PlainField id="course-summary" label={t.fieldSummary} error={err("summary")}>
        <textarea
          id="course-summary"
          name="summary"
          rows={3}
          maxLength={SUMMARY_MAX}
          defaultValue={value("summary", course?.summary)}
          {...describedBy("course-summary", err("summary"))}
        />
      </PlainField>
      <PlainField id="course-format" label={t.fieldFormat} error={err("format")} required>
        <select
          id="course-format"
          name="format"
          required
          defaultValue={value("format", course?.format ?? "offline")}
          {...describedBy("course-format", err("format"))}
        >
          {COURSE_FORMATS.map((f) => (
            <option key={f} value={f}>
              {t.formats[f]}
            </option>
          ))}
        </select>
      </PlainField>
      <PlainField id="course-hours" label={t.fieldHours} error={err("hours")} required>
        <input
          id="course-hours"
          type="number"
          name="hours"
          required
          min={HOURS_MIN}
          max={HOURS_MAX}
          defaultValue={value("hours", course?.hours)}
          {...describedBy("course-hours", err("hours"))}
        />
      </PlainField>
      <PlainField id="course-audience" label={t.fieldAudience} error={err("audience")}>
        <input
          id="course-audience"
          type="text"
          name="audience"
          maxLength={AUDIENCE_MAX}
          defaultValue={value("audience", course?.audience)}
          {...describedBy("course-audience", err("audience"))}
        />
      </PlainField>
      <PlainField id="course-link" label={t.fieldLink} error={err("link")} hint={t.linkHint}>
        <input
          id="course-link"
          type="text"
          name="link"
          inputMode="url"
          maxLength={LINK_MAX}
          defaultValue={value("link", course?.link)}
          {...describedBy("course-link", err("link"), true)}
        />
      </PlainField>
      <KeptFileField
        id="course-cover"
        name="cover"
        label={t.fieldCover}
        kind={UNIVERSITY_COVER}
        reply={reply}
        hasFile={Boolean(course?.cover)}
        currentHint={`${t.currentFile}: ${reply?.value("cover.name") || t.fieldCover}`}
      />
      <div className="university-actions">
        <button type="submit" className="button button--primary">
          {t.save}
        </button>
        <Link to="/university">{t.cancel}</Link>
        {course ? (
          <Link to={`/university/courses/${course.id}/edit?delete`} className="button button--danger-outline">
            {t.remove}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/** The edit page's question before deleting: «Да, удалить» posts intent=delete, «Отмена» goes back. */
export function ConfirmRemove({ text, back }: { text: string; back: string }) {
  return (
    <ConfirmRemoveForm
      title={text}
      text={text}
      back={back}
      confirm={t.confirmRemove}
      cancel={t.cancel}
      className="university-form"
      actionsClassName="university-actions"
      multipart
    />
  );
}
