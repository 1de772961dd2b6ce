// /admin/poster/birthday and /admin/poster/career: a kind's poster template — the background (JPEG, PNG or WebP up to
// 10 MB, checked by content) and the text with its placeholders — and its preview drawn with sample values. For
// holders of ROLE_POSTER and administrators (403 otherwise; another kind: 404). A multipart post that works without
// JavaScript: an unknown placeholder is refused by its name under the field, with the text as typed.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { replyView } from "~/shared/forms/reply-view";
import { FormErrors } from "~/shared/forms/fields";
import { describedBy, PlainField } from "~/shared/forms/plain-field";
import { acceptOf } from "~/shared/files/rules";
import { useBasePath } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import styles from "../ui/birthdays.css";
import { POSTER_BACKGROUND } from "../files";
import { messages as t } from "../messages";
import { POSTER_TEXT_MAX } from "../constants";
import { POSTER_FORM_MAX_BYTES, posterPageAction, posterPageLoader } from "../server/pages.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  error ? refusalMeta(error) : pageTitle(data ? t.posterTitles[data.template.kind] : t.posterTitles.BIRTHDAY);
export const handle = { title: t.posterTitles.BIRTHDAY, backTo: "/admin" };
/** The form's body limit, the background included (server/pages.ts reads it). */
export const uploadLimit = POSTER_FORM_MAX_BYTES;
export const loader = posterPageLoader;
export const action = posterPageAction;

export default function PosterTemplatePage() {
  const { template, slug, previewKey } = useLoaderData<typeof loader>();
  const reply = replyView(useActionData<typeof action>()?.result);
  const base = useBasePath();
  const textError = reply?.error("text");
  const fileError = reply?.error("background") ?? reply?.error("backgroundFileId");
  const formError = reply?.formError(["text", "background", "backgroundFileId"]);
  return (
    <div className="birthdays">
      <h1 className="page-title">{t.posterTitles[template.kind]}</h1>
      <p className="muted">{t.posterHint}</p>
      <Form method="post" encType="multipart/form-data" key={reply?.key ?? "poster"} className="card birthdays-form">
        <FormErrors errors={formError ? [formError] : undefined} id="birthdays-poster-errors" />
        <PlainField id="birthdays-poster-text" label={t.posterText} error={textError} hint={t.posterTextHint} required>
          <textarea
            id="birthdays-poster-text"
            name="text"
            rows={3}
            maxLength={POSTER_TEXT_MAX}
            required
            defaultValue={reply ? reply.value("text") : template.text}
            {...describedBy("birthdays-poster-text", textError, true)}
          />
        </PlainField>
        <PlainField
          id="birthdays-poster-background"
          label={t.posterBackground}
          error={fileError}
          hint={template.background ? `${t.posterCurrent}: ${template.background.name}` : undefined}
        >
          <input
            id="birthdays-poster-background"
            type="file"
            name="background"
            accept={acceptOf(POSTER_BACKGROUND)}
            {...describedBy("birthdays-poster-background", fileError, Boolean(template.background))}
          />
        </PlainField>
        <button type="submit" className="button button--primary">
          {t.posterSave}
        </button>
      </Form>
      <section className="card" aria-labelledby="birthdays-preview">
        <h2 id="birthdays-preview">{t.posterPreview}</h2>
        <img
          className="birthdays-poster"
          src={`${base}/admin/poster/${slug}/preview?v=${previewKey}`}
          width={1200}
          height={630}
          alt={t.posterPreview}
        />
      </section>
    </div>
  );
}
