// /admin/competences: the competences /competencies shows, in order: add one, change one (?edit={id}), move
// one up or down, delete one. Every form is a plain POST (server/competences-page.server.ts); a refused one
// comes back with what was typed and the message under its field.
import type { MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { replyView, type ReplyView } from "~/shared/forms/reply-view";
import { describedBy, PlainField } from "~/shared/forms/plain-field";
import { FormErrors } from "~/shared/forms/fields";
import { ArrowIcon } from "~/shared/ui/arrow-icon";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import { competencesAction, competencesLoader } from "../server/competences-page.server";
import { companyPageLinks } from "../ui/company-page";
import { messages as t } from "../messages";
import { COMPETENCES_ADMIN, pageUrl } from "../pages";
import { COMPETENCE_TITLE_MAX, DESCRIPTION_MAX } from "../limits";

export const links = companyPageLinks;
export const meta: MetaFunction = () => pageTitle(t.adminTitle);
export const handle = { title: t.adminTitle, backTo: "/admin" };
export const loader = competencesLoader;
export const action = competencesAction;

type Competence = { id: number; title: string; description: string };

export default function CompetencesAdmin() {
  const { list, editing } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const reply = replyView(answer?.result);
  const replyTo = answer?.intent === "update" ? Number(answer.id) : null;
  return (
    <>
      <h1 className="page-title">{t.adminTitle}</h1>
      <p className="muted">
        {t.adminHint}: <Link to={pageUrl.view("competencies")}>{t.titles.competencies}</Link>
      </p>
      <section className="card" aria-labelledby="competences-list-title">
        <h2 id="competences-list-title">{t.count(list.length)}</h2>
        {list.length === 0 ? <p className="empty-state">{t.competencesEmpty}</p> : null}
        <ol className="competence-admin">
          {list.map((c, i) => (
            <li key={c.id} id={`competence-${c.id}`}>
              {editing === c.id || replyTo === c.id ? (
                <CompetenceForm competence={c} reply={replyTo === c.id ? reply : null} />
              ) : (
                <CompetenceRow competence={c} first={i === 0} last={i === list.length - 1} />
              )}
            </li>
          ))}
        </ol>
      </section>
      <section className="card" aria-labelledby="competence-add-title">
        <h2 id="competence-add-title">{t.addTitle}</h2>
        <CompetenceForm competence={null} reply={answer?.intent === "add" ? reply : null} />
      </section>
    </>
  );
}

function CompetenceRow({ competence: c, first, last }: { competence: Competence; first: boolean; last: boolean }) {
  return (
    <>
      <div className="competence-admin__row">
        <span className="competence-admin__title">{c.title}</span>
        <Form method="post">
          <input type="hidden" name="id" value={c.id} />
          <button type="submit" name="intent" value="up" className="button" disabled={first} aria-label={t.upOf(c.title)} title={t.up}>
            <ArrowIcon size={16} />
          </button>
        </Form>
        <Form method="post">
          <input type="hidden" name="id" value={c.id} />
          <button type="submit" name="intent" value="down" className="button" disabled={last} aria-label={t.downOf(c.title)} title={t.down}>
            <ArrowIcon down size={16} />
          </button>
        </Form>
        <Link to={`${COMPETENCES_ADMIN}?edit=${c.id}#competence-${c.id}`} className="button" aria-label={t.editOf(c.title)}>
          {t.editCompetence}
        </Link>
      </div>
      <p>{c.description}</p>
      <details>
        <summary className="button" aria-label={t.deleteOf(c.title)}>
          {t.delete}
        </summary>
        <Form method="post">
          <p>{t.deleteText}</p>
          <input type="hidden" name="id" value={c.id} />
          <button type="submit" name="intent" value="delete" className="button button--danger">
            {t.deleteConfirm}
          </button>
        </Form>
      </details>
    </>
  );
}

/** The add form (competence null) or one competence's edit form. */
function CompetenceForm({ competence, reply }: { competence: Competence | null; reply: ReplyView | null }) {
  const key = competence ? `competence-${competence.id}` : "competence-new";
  const titleError = reply?.error("title");
  const descriptionError = reply?.error("description");
  return (
    <Form method="post" key={reply?.key ?? key} className="competence-form" action={COMPETENCES_ADMIN} noValidate>
      <FormErrors
        errors={reply ? [reply.formError(["title", "description"])].filter((e): e is string => !!e) : undefined}
        id={`${key}-error`}
      />
      {competence ? <input type="hidden" name="id" value={competence.id} /> : null}
      <PlainField id={`${key}-title`} label={t.fieldCompetence} error={titleError} required>
        <input
          id={`${key}-title`}
          name="title"
          type="text"
          required
          maxLength={COMPETENCE_TITLE_MAX}
          autoComplete="off"
          defaultValue={reply ? reply.value("title") : (competence?.title ?? "")}
          {...describedBy(`${key}-title`, titleError)}
        />
      </PlainField>
      <PlainField id={`${key}-description`} label={t.fieldDescription} error={descriptionError} required>
        <textarea
          id={`${key}-description`}
          name="description"
          rows={4}
          required
          maxLength={DESCRIPTION_MAX}
          defaultValue={reply ? reply.value("description") : (competence?.description ?? "")}
          {...describedBy(`${key}-description`, descriptionError)}
        />
      </PlainField>
      <div className="form-buttons">
        <button type="submit" name="intent" value={competence ? "update" : "add"} className="button button--primary">
          {competence ? t.save : t.add}
        </button>
        {competence ? (
          <Link to={`${COMPETENCES_ADMIN}#competence-${competence.id}`} className="button">
            {t.cancel}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
