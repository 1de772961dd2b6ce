// The guide article form (create and edit): section, title, body (the one RichTextField, field
// contentNewEditor), attached files, roles to notify (the finder), tags. It posts multipart, so without
// JavaScript the chosen files travel with the form and are stored on the server; with JavaScript they
// are uploaded as soon as they are chosen (up to four at once, with a progress bar) and only their ids
// go with the form. The rules are the domain's: a refusal comes back under its field or over the form
// with everything typed and attached.
import { type SubmissionResult } from "@conform-to/react";
import { getFormProps, getInputProps, getSelectProps } from "~/shared/forms/props";
import { Form, useNavigation } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { Finder } from "~/features/search";
import { Field, FormErrors, FormKeys } from "~/shared/forms/fields";
import { useSaveForm } from "~/shared/forms/save-form";
import { RichTextField } from "~/shared/richtext/editor/rich-text-field";
import { acceptOf, ATTACHMENT, fileSizeMb } from "~/shared/files/rules";
import type { FinderState } from "~/features/search";
import { FileUploader } from "./file-uploader";
import { TagsField } from "./tags-field";
import * as ru from "~/shared/messages";
import { guideFormMessages as tf } from "~/features/guide/ui/forms/messages";

export interface AttachedFile {
  id: number;
  filePath: string;
  originalFileName: string;
  fileSize: number;
}

export type ArticleDefaults = {
  name: string;
  categoryId: string;
  contentNewEditor: string;
  tags: string;
  version?: string;
};

export function ArticleForm({
  id,
  mode,
  status,
  lastResult,
  defaultValue,
  sections,
  attached,
  roles,
  cancelTo,
  deleteTo,
  formToken,
}: {
  id: string;
  mode: "create" | "update";
  /** The article's current status (edit): decides between "В черновик" and "Опубликовать". */
  status?: "PUBLISHED" | "DRAFT" | "ARCHIVE";
  lastResult: SubmissionResult<string[]> | null | undefined;
  defaultValue: ArticleDefaults;
  sections: { id: number; name: string; depth: number }[];
  attached: AttachedFile[];
  roles: FinderState;
  cancelTo: string;
  deleteTo?: string;
  /** A create form's one-time token. */
  formToken?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formMethod === "POST";
  const { form, fields, keys } = useSaveForm<ArticleDefaults>({ id, lastResult, defaultValue, formToken });
  const button = (intent: string, label: string, primary = false) => (
    <button
      type="submit"
      name="intent"
      value={intent}
      className={primary ? "button button--primary" : "button"}
      disabled={busy}
      aria-busy={busy && navigation.formData?.get("intent") === intent ? true : undefined}
    >
      {label}
    </button>
  );
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="guide-form">
      {/* Enter in a text field saves (publish / update), not the finder's search button. */}
      <button
        type="submit"
        name="intent"
        value={mode === "create" ? "publish" : "update"}
        className="default-submit"
        tabIndex={-1}
        aria-hidden="true"
      >
        {mode === "create" ? tf.publish : tf.update}
      </button>
      <FormKeys {...keys} />
      <FormErrors errors={form.errors} id={form.errorId} />
      <Field field={fields.categoryId} label={tf.fieldSection} required>
        <select {...getSelectProps(fields.categoryId)}>
          {sections.map((s) => (
            <option key={s.id} value={String(s.id)}>
              {`${"\u00a0\u00a0".repeat(s.depth)}${s.name}`}
            </option>
          ))}
        </select>
      </Field>
      <Field field={fields.name} label={tf.fieldTitle} required>
        <input {...getInputProps(fields.name, { type: "text" })} autoComplete="off" />
      </Field>
      <Field field={fields.contentNewEditor} label={tf.fieldContent} required>
        <RichTextField field={fields.contentNewEditor} rows={16} />
      </Field>

      <fieldset className="guide-form__files field">
        <legend>{tf.attachedFiles}</legend>
        {attached.length > 0 ? (
          <ul className="guide-files">
            {attached.map((file) => (
              <li key={file.id}>
                <label className="guide-files__item">
                  <input type="checkbox" name="fileIds" value={file.id} defaultChecked aria-label={tf.keepFile(file.originalFileName)} />
                  <span>{file.originalFileName}</span>
                  <span className="muted">{ru.files.sizeMb(fileSizeMb(file.fileSize))}</span>
                </label>
              </li>
            ))}
          </ul>
        ) : null}
        <FileUploader
          key={attached.map((f) => f.id).join(",")}
          name="files"
          label={tf.fieldFiles}
          hint={tf.fieldFilesHint}
          accept={acceptOf(ATTACHMENT)}
        />
      </fieldset>

      <Finder state={roles} label={tf.fieldNotify} />

      <Field field={fields.tags} label={tf.fieldTags} hint={tf.fieldTagsHint}>
        <TagsField field={fields.tags} />
      </Field>

      <div className="form-buttons">
        {mode === "create" ? (
          <>
            {button("publish", tf.publish, true)}
            {button("draft", tf.saveDraft)}
          </>
        ) : (
          <>
            {button("update", tf.update, true)}
            {status === "PUBLISHED" ? button("draft", tf.toDraft) : button("publish", tf.publish)}
            {deleteTo ? (
              <Link to={deleteTo} className="button button--danger-outline">
                {tf.delete}
              </Link>
            ) : null}
          </>
        )}
        <Link to={cancelTo} className="button">
          {tf.cancel}
        </Link>
      </div>
    </Form>
  );
}

/**
 * The "notify the roles?" step of a publish: the values of the form as hidden fields (nothing typed is
 * lost), Yes and No (sent as flagToEmail) and a way back to the form. An overlay on top of the form,
 * with or without JavaScript.
 */
export function NotifyDialog({ pairs, roleNames }: { pairs: [string, string][]; roleNames: string[] }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <div className="guide-dialog" role="dialog" aria-modal="true" aria-labelledby="notify-title">
      <div className="guide-dialog__backdrop" />
      <Form method="post" className="guide-dialog__box card">
        {pairs.map(([name, value], i) => (
          <input key={i} type="hidden" name={name} value={value} />
        ))}
        <h2 id="notify-title">{tf.notifyTitle}</h2>
        <p>{tf.notifyText(roleNames.join(", "))}</p>
        <div className="form-buttons">
          <button type="submit" name="flagToEmail" value="1" className="button button--primary" disabled={busy}>
            {tf.notifyYes}
          </button>
          <button type="submit" name="flagToEmail" value="0" className="button" disabled={busy}>
            {tf.notifyNo}
          </button>
          <button type="submit" name="back" value="1" className="button button--link" disabled={busy}>
            {tf.notifyBack}
          </button>
        </div>
      </Form>
    </div>
  );
}

/** What an article form page's action answers when it does not redirect (app/features/guide/server/pages.server.ts saveArticle). */
export type ArticleActionData =
  | { step: "form"; result: SubmissionResult<string[]>; attached: AttachedFile[]; roles: FinderState }
  | {
      step: "notify";
      result: SubmissionResult<string[]>;
      attached: AttachedFile[];
      roles: FinderState;
      pairs: [string, string][];
      roleNames: string[];
    };
