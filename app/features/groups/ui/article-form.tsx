// The group article form (create and edit; spec part 2 §2): title, cover, body (the RichTextField: a
// textarea without JavaScript, the editor with it), then Опубликовать (PUBLISH), В черновик (DRAFT),
// Удалить (edit only: the ?dialog=delete page), Отмена. It posts multipart, so a chosen cover travels
// with the form and is stored by the server; once stored it stays with the form (its id hidden) through
// any refusal. The rules are the server's: errors come back under their fields with everything typed.
import { ImagePreviews, useImagePreviews } from "~/shared/ui/image-previews";
import { type SubmissionResult } from "@conform-to/react";
import { getFormProps, getInputProps } from "~/shared/forms/props";
import { Form, useNavigation } from "@remix-run/react";
import { Link, useBasePath } from "~/shared/ui/link";
import { Field, FormErrors, FormKeys } from "~/shared/forms/fields";
import { useSaveForm } from "~/shared/forms/save-form";
import { RichTextField } from "~/shared/richtext/editor/rich-text-field";
import { acceptOf } from "~/shared/files/rules";
import { ARTICLE_PREVIEW } from "../files";
import { groupArticleMessages as t } from "../messages/article";
import { groupImageMessages } from "../messages/images";
import { ARTICLE_NAME_MAX } from "../limits";

export type ArticleFormDefaults = { name: string; contentNewEditor: string; version?: string };
export type CoverView = { id: number; filePath: string; originalFileName: string } | null;

export function ArticleForm({
  id,
  lastResult,
  defaultValue,
  cover,
  cancelTo,
  deleteTo,
  formToken,
}: {
  id: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
  defaultValue: ArticleFormDefaults;
  cover: CoverView;
  cancelTo: string;
  /** The delete page (edit only). */
  deleteTo?: string;
  /** A create form's one-time token. */
  formToken?: string;
}) {
  const navigation = useNavigation();
  const base = useBasePath();
  const chosen = useImagePreviews();
  const busy = navigation.state === "submitting" && navigation.formMethod === "POST";
  const { form, fields, keys } = useSaveForm<ArticleFormDefaults & { previewFile: string; previewPicture: string }>({
    id,
    lastResult,
    defaultValue,
    formToken,
  });
  const coverError = fields.previewFile.errors?.[0] ?? fields.previewPicture.errors?.[0];
  const button = (intent: "publish" | "draft", label: string, primary: boolean) => (
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
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="article-form">
      {/* Enter in the title publishes, as the first button would. */}
      <button type="submit" name="intent" value="publish" className="default-submit" tabIndex={-1} aria-hidden="true">
        {t.publish}
      </button>
      <FormKeys {...keys} />
      <FormErrors errors={form.errors} id={form.errorId} />
      <Field field={fields.name} label={t.fieldName} required>
        <input {...getInputProps(fields.name, { type: "text" })} autoComplete="off" maxLength={ARTICLE_NAME_MAX} />
      </Field>
      <div className={coverError ? "field field--error" : "field"}>
        <label htmlFor={`${id}-cover`}>{t.fieldPreview}</label>
        {cover ? (
          <>
            <input type="hidden" name="previewPicture" value={cover.id} />
            <img className="article-form__cover" src={base + cover.filePath} alt={t.keepPreview} />
            <label>
              <input type="checkbox" name="removePreview" value="1" /> {t.removePreview}
            </label>
          </>
        ) : null}
        <input
          id={`${id}-cover`}
          type="file"
          name="previewFile"
          accept={acceptOf(ARTICLE_PREVIEW)}
          onChange={chosen.onChange}
          aria-invalid={coverError ? true : undefined}
          aria-describedby={`${id}-cover-note`}
        />
        <ImagePreviews previews={chosen.previews} label={groupImageMessages.chosenImages} />
        <p className={coverError ? "field__error" : "field__hint"} id={`${id}-cover-note`}>
          {coverError ?? t.fieldPreviewHint}
        </p>
      </div>
      <Field field={fields.contentNewEditor} label={t.fieldContent} required>
        <RichTextField field={fields.contentNewEditor} rows={16} />
      </Field>
      <div className="form-buttons">
        {button("publish", t.publish, true)}
        {button("draft", t.toDraft, false)}
        {deleteTo ? (
          <Link to={deleteTo} className="button">
            {t.delete}
          </Link>
        ) : null}
        <Link to={cancelTo} className="button">
          {t.cancel}
        </Link>
      </div>
    </Form>
  );
}
