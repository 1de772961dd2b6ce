// /knowledge/documents: the themes of normative documents with their documents and counts; document
// editors create, rename, move and delete themes with plain forms (JavaScript is not needed).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { readForm, redirectWithToast, requireSignedIn } from "~/platform/remix.server";
import { canEditDocuments } from "~/features/documents/policy";
import { isDomainError } from "~/platform/errors";
import { documentInputs as parse } from "~/features/documents/server/inputs.server";
import { DocumentsBreadcrumbs } from "~/features/documents/ui/view-parts";
import { formatDate } from "~/shared/dates";
import { pageTitle } from "~/shared/ui/meta";
import { messages } from "~/features/documents/messages";
import { serverMessages } from "~/features/documents/messages.server";

const t = messages;
const SELF = "/knowledge/documents?index";

export const meta: MetaFunction = () => pageTitle(t.title);
export const handle = { title: t.title, backTo: "/menu" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const themes = await context.services.documents.listThemes(actor);
  const documents = await Promise.all(themes.map((th) => context.services.documents.list(actor, { themeId: th.id })));
  return { canEdit: canEditDocuments(actor), themes: themes.map((th, i) => ({ ...th, documents: documents[i]! })) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const id = form.get("id");
  const title = String(form.get("title") ?? "");
  const docs = context.services.documents;
  try {
    if (intent === "create") {
      await docs.createTheme(actor, parse.createTheme(actor, { title }));
      return redirectWithToast(context, "/knowledge/documents", { type: "success", text: serverMessages.themeCreated });
    }
    if (intent === "rename") {
      await docs.updateTheme(actor, parse.updateTheme(actor, { id, title }));
      return redirectWithToast(context, "/knowledge/documents", { type: "success", text: serverMessages.themeUpdated });
    }
    if (intent === "up" || intent === "down") {
      const theme = parse.editedTheme(actor, { id });
      await (intent === "up" ? docs.decSort(actor, theme) : docs.incSort(actor, theme));
      return redirectWithToast(context, "/knowledge/documents", { type: "success", text: serverMessages.themeMoved });
    }
    if (intent === "delete") {
      await docs.deleteTheme(actor, parse.editedTheme(actor, { id }));
      return redirectWithToast(context, "/knowledge/documents", { type: "success", text: serverMessages.themeDeleted });
    }
    return { intent, id: String(id ?? ""), title, error: serverMessages.forbidden };
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return { intent, id: String(id ?? ""), title, error: error.message };
  }
}

export default function DocumentsIndex() {
  const { canEdit, themes } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const errorFor = (intent: string, id = "") => (failed && failed.intent === intent && failed.id === id ? failed.error : null);
  return (
    <div className="knowledge-page">
      <DocumentsBreadcrumbs />
      <h1 className="page-title">{t.title}</h1>
      {failed && !["create", "rename"].includes(failed.intent) ? (
        <div className="alert alert--error" role="alert">
          {failed.error}
        </div>
      ) : null}
      {themes.length === 0 ? <p className="muted">{t.noThemes}</p> : null}
      <ul className="doc-themes">
        {themes.map((theme, i) => (
          <li key={theme.id} className="card doc-theme" id={`theme-${theme.id}`}>
            <div className="doc-theme__head">
              <h2 className="card__title">
                <Link to={`/knowledge/documents/theme/${theme.id}`}>{theme.title}</Link>
              </h2>
              <span className="counter">{t.count(theme.count)}</span>
              {theme.toAcknowledge > 0 ? <span className="doc-badge doc-badge--todo">{t.toAcknowledge(theme.toAcknowledge)}</span> : null}
            </div>
            {theme.documents.length ? (
              <ul className="doc-list">
                {theme.documents.map((d) => (
                  <li key={d.id}>
                    <Link to={`/knowledge/documents/view/${theme.id}/${d.id}`}>{d.wikiName}</Link>
                    {!d.inForce && d.endDate ? (
                      <span className="doc-badge doc-badge--expired">
                        {t.notInForce} {t.endedOn(formatDate(d.endDate))}
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted">{t.empty}</p>
            )}
            {canEdit ? (
              <div className="doc-theme__tools editor-only">
                <Link to={`/knowledge/documents/create/${theme.id}`} className="button button--link">
                  {t.create}
                </Link>
                <Form method="post" action={SELF} className="inline-form">
                  <input type="hidden" name="id" value={theme.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="up"
                    className="button button--link"
                    disabled={i === 0}
                    aria-label={`${t.themeUp}: ${theme.title}`}
                  >
                    ↑ {t.themeUp}
                  </button>
                  <button
                    type="submit"
                    name="intent"
                    value="down"
                    className="button button--link"
                    disabled={i === themes.length - 1}
                    aria-label={`${t.themeDown}: ${theme.title}`}
                  >
                    ↓ {t.themeDown}
                  </button>
                </Form>
                <details open={Boolean(errorFor("rename", String(theme.id)))}>
                  <summary className="button button--link">{t.themeRename}</summary>
                  <Form method="post" action={SELF} className="inline-form">
                    <input type="hidden" name="id" value={theme.id} />
                    <div className={errorFor("rename", String(theme.id)) ? "field field--error" : "field"}>
                      <label htmlFor={`theme-title-${theme.id}`}>{t.themeTitle}</label>
                      <input
                        id={`theme-title-${theme.id}`}
                        name="title"
                        defaultValue={errorFor("rename", String(theme.id)) ? failed!.title : theme.title}
                        maxLength={255}
                        aria-invalid={errorFor("rename", String(theme.id)) ? true : undefined}
                      />
                      {errorFor("rename", String(theme.id)) ? <p className="field__error">{errorFor("rename", String(theme.id))}</p> : null}
                    </div>
                    <button type="submit" name="intent" value="rename" className="button">
                      {t.themeSave}
                    </button>
                  </Form>
                </details>
                <details>
                  <summary className="button button--link">{t.delete}</summary>
                  <Form method="post" action={SELF} className="inline-form">
                    <input type="hidden" name="id" value={theme.id} />
                    <span>{t.themeDeleteConfirm(theme.title)}</span>
                    <button type="submit" name="intent" value="delete" className="button button--danger">
                      {t.delete}
                    </button>
                  </Form>
                </details>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {canEdit ? (
        <section className="card editor-only">
          <h2 className="card__title">{t.themeCreate}</h2>
          <Form method="post" action={SELF} className="inline-form">
            <div className={errorFor("create") ? "field field--error" : "field"}>
              <label htmlFor="new-theme-title">{t.themeTitle}</label>
              <input
                id="new-theme-title"
                name="title"
                defaultValue={errorFor("create") ? failed!.title : ""}
                maxLength={255}
                aria-invalid={errorFor("create") ? true : undefined}
              />
              {errorFor("create") ? <p className="field__error">{errorFor("create")}</p> : null}
            </div>
            <button type="submit" name="intent" value="create" className="button button--primary">
              {t.themeCreate}
            </button>
          </Form>
        </section>
      ) : null}
    </div>
  );
}
