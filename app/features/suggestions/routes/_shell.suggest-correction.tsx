// /suggest-correction?sourceURL=<app path>[&wikiGuideCategoryId=<id>]: tell the administrator what is
// wrong on a contact card or a guide page. The form names the card, category or section by its title;
// one that does not exist or cannot be read is refused (404 with the reason). A plain form post
// (conform); afterwards a thanks message.
import { parseWithSchema } from "~/shared/forms/parse.server";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { useEffect, useState } from "react";
import { isDomainError } from "~/platform/errors";
import { readForm, requireSignedIn } from "~/platform/remix.server";
import { suggestionInputs as parse } from "~/features/suggestions/server/inputs.server";
import { contactSuggestionSchema, guideSuggestionSchema, isAppPath, MESSAGE_MAX } from "~/features/suggestions/schema";
import { pageTitle } from "~/shared/ui/meta";
import * as ru from "~/shared/messages";
import { messages } from "~/features/suggestions/messages";
import styles from "~/features/suggestions/ui/suggestions.css";

const t = messages;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.title);
export const handle = { title: t.title };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const url = new URL(request.url);
  const source = (url.searchParams.get("sourceURL") ?? "").trim();
  const category = url.searchParams.get("wikiGuideCategoryId");
  const sourceURL = isAppPath(source) ? source : null;
  const wikiGuideCategoryId = category && /^\d{1,9}$/.test(category) && Number(category) > 0 ? category : null;
  const sent = url.searchParams.get("sent") === "1";
  if (!sourceURL) return { sourceURL, wikiGuideCategoryId, sent, title: null, refusal: null };
  try {
    const { title } = await context.services.suggestions.subject(actor, {
      sourceURL,
      wikiGuideCategoryId: wikiGuideCategoryId ? Number(wikiGuideCategoryId) : null,
    });
    return { sourceURL, wikiGuideCategoryId, sent, title, refusal: null };
  } catch (error) {
    if (!isDomainError(error) || error.kind !== "not_found") throw error;
    return data({ sourceURL, wikiGuideCategoryId, sent, title: null, refusal: error.message }, { status: 404 });
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const form = await readForm(request);
  const guide = form.has("wikiGuideCategoryId");
  const schema = guide ? guideSuggestionSchema : contactSuggestionSchema;
  const submission = parseWithSchema(form, schema);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    if (guide) await context.services.suggestions.suggestGuide(actor, parse.suggestGuide(actor, submission.value));
    else await context.services.suggestions.suggestContact(actor, parse.suggestContact(actor, submission.value));
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return data(submission.reply({ formErrors: [error.message] }), { status: 400 });
  }
  const sourceURL = submission.value.sourceURL;
  const category = "wikiGuideCategoryId" in submission.value ? `&wikiGuideCategoryId=${submission.value.wikiGuideCategoryId}` : "";
  return redirect(`/suggest-correction?sent=1&sourceURL=${encodeURIComponent(sourceURL)}${category}`);
}

export default function SuggestCorrectionPage() {
  const page = useLoaderData<typeof loader>();
  if (!page.sourceURL || page.refusal) {
    return (
      <section className="card suggest">
        <h1 className="page-title">{t.title}</h1>
        <div className="alert alert--error" role="alert">
          {page.refusal ?? t.sourceRequired}
        </div>
        <Link to="/" className="button">
          {ru.pages.toMain}
        </Link>
      </section>
    );
  }
  if (page.sent) {
    const again = `/suggest-correction?sourceURL=${encodeURIComponent(page.sourceURL)}${page.wikiGuideCategoryId ? `&wikiGuideCategoryId=${page.wikiGuideCategoryId}` : ""}`;
    return (
      <section className="card suggest suggest--thanks" role="status">
        <h1 className="page-title">{t.thanksTitle}</h1>
        <p className="suggest__thanks">{t.thanks}</p>
        <p className="suggest__links">
          <Link to={page.sourceURL} className="button button--primary">
            {t.backToSource}
          </Link>
          <Link to={again} className="button">
            {t.another}
          </Link>
        </p>
      </section>
    );
  }
  return <SuggestForm sourceURL={page.sourceURL} title={page.title} wikiGuideCategoryId={page.wikiGuideCategoryId} />;
}

function SuggestForm({
  sourceURL,
  title,
  wikiGuideCategoryId,
}: {
  sourceURL: string;
  title: string | null;
  wikiGuideCategoryId: string | null;
}) {
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "suggest-correction",
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithSchema(formData, wikiGuideCategoryId ? guideSuggestionSchema : contactSuggestionSchema),
  });
  // The counter needs JavaScript; without it the hint names the limit and the server checks it.
  const [scripted, setScripted] = useState(false);
  const [length, setLength] = useState(0);
  useEffect(() => {
    setScripted(true);
    const area = document.getElementById(fields.message.id) as HTMLTextAreaElement | null;
    if (area) setLength(area.value.length);
  }, [fields.message.id]);
  const error = fields.message.errors?.[0];
  // A tampered page link or category has no field on screen: say it above the form.
  const formError =
    form.errors?.[0] ?? Object.entries(form.allErrors).find(([name]) => name !== fields.message.name && name !== "")?.[1]?.[0];
  const busy = navigation.state === "submitting";
  const { key, ...textarea } = getTextareaProps(fields.message);

  return (
    <section className="card suggest">
      <h1 className="page-title">{t.title}</h1>
      <p>{t.lead}</p>
      <p className="suggest__source">
        {t.about} <Link to={sourceURL}>{title ?? sourceURL}</Link>
      </p>
      {formError ? (
        <div className="alert alert--error" role="alert">
          {formError}
        </div>
      ) : null}
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="sourceURL" value={sourceURL} />
        {wikiGuideCategoryId ? <input type="hidden" name="wikiGuideCategoryId" value={wikiGuideCategoryId} /> : null}
        <div className={error ? "field field--error" : "field"}>
          <label htmlFor={fields.message.id}>{t.message}</label>
          <textarea
            key={key}
            {...textarea}
            rows={6}
            maxLength={MESSAGE_MAX}
            placeholder={t.messagePlaceholder}
            aria-describedby={error ? fields.message.errorId : "suggest-counter"}
            onInput={(event) => setLength(event.currentTarget.value.length)}
          />
          <div className="suggest__meta">
            {error ? (
              <p className="field__error" id={fields.message.errorId}>
                {error}
              </p>
            ) : (
              <span />
            )}
            <p className="field__hint suggest__counter" id="suggest-counter" aria-live="polite">
              {scripted ? t.counter(length, MESSAGE_MAX) : t.messageTooLong}
            </p>
          </div>
        </div>
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>
          {t.send}
        </button>
      </Form>
    </section>
  );
}
