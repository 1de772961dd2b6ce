// The video's form (create and edit): title, description, and a file or a YouTube link. A plain multipart
// post read by the action (no script needed); a refused post comes back with everything typed, a file already
// stored shown by its name and kept (keptFileId) so it is not sent again.
import { Form } from "@remix-run/react";
import { FormErrors } from "~/shared/forms/fields";
import { describedBy, PlainField } from "~/shared/forms/plain-field";
import type { LastResult } from "~/shared/forms/reply-view";
import { replyView } from "~/shared/forms/reply-view";
import { acceptOf, FAQ_VIDEO } from "~/shared/files/rules";
import { Link } from "~/shared/ui/link";
import { messages as t } from "../messages";
import { DESCRIPTION_MAX, TITLE_MAX } from "../constants";

export interface VideoFormValues {
  title: string;
  description: string;
  link: string;
  keptFileId: string;
  keptFileName: string;
}

const FIELDS = ["title", "description", "link", "file", "fileId"];

export function VideoForm({
  id,
  values,
  result,
  formToken,
  submitLabel,
  cancelTo,
}: {
  id: string;
  values: VideoFormValues;
  result: LastResult;
  formToken?: string;
  submitLabel: string;
  cancelTo: string;
}) {
  const reply = replyView(result);
  const value = (name: keyof VideoFormValues) => (reply ? reply.value(name) : values[name]);
  const error = (name: string) => reply?.error(name);
  const formError = reply?.formError(FIELDS);
  const fileError = error("file") ?? error("fileId");
  const keptName = value("keptFileName");
  return (
    <Form method="post" encType="multipart/form-data" key={reply?.key ?? id} className="card videos-form" aria-describedby={`${id}-errors`}>
      <FormErrors errors={formError ? [formError] : undefined} id={`${id}-errors`} />
      {formToken ? <input type="hidden" name="formToken" value={formToken} /> : null}
      <input type="hidden" name="keptFileId" value={value("keptFileId")} />
      <input type="hidden" name="keptFileName" value={keptName} />
      <PlainField id={`${id}-title`} label={t.fieldTitle} error={error("title")} required>
        <input
          id={`${id}-title`}
          name="title"
          type="text"
          required
          maxLength={TITLE_MAX}
          defaultValue={value("title")}
          autoComplete="off"
          {...describedBy(`${id}-title`, error("title"))}
        />
      </PlainField>
      <PlainField id={`${id}-description`} label={t.fieldDescription} error={error("description")}>
        <textarea
          id={`${id}-description`}
          name="description"
          rows={3}
          maxLength={DESCRIPTION_MAX}
          defaultValue={value("description")}
          {...describedBy(`${id}-description`, error("description"))}
        />
      </PlainField>
      <PlainField
        id={`${id}-file`}
        label={t.fieldFile}
        error={fileError}
        hint={keptName ? `${t.fileCurrent(keptName)}. ${t.fileHint}` : t.fileHint}
      >
        <input id={`${id}-file`} name="file" type="file" accept={acceptOf(FAQ_VIDEO)} {...describedBy(`${id}-file`, fileError, true)} />
      </PlainField>
      <PlainField id={`${id}-link`} label={t.fieldLink} error={error("link")} hint={t.linkHint}>
        <input
          id={`${id}-link`}
          name="link"
          type="text"
          inputMode="url"
          defaultValue={value("link")}
          autoComplete="off"
          {...describedBy(`${id}-link`, error("link"), true)}
        />
      </PlainField>
      <div className="form-buttons">
        <button type="submit" className="button button--primary" name="intent" value="save">
          {submitLabel}
        </button>
        <Link to={cancelTo} className="button">
          {t.cancel}
        </Link>
      </div>
    </Form>
  );
}
