// /knowledge/documents/edit/{themeId}/{id}: a document editor changes a document (Update opens the
// view page) or deletes it: ?delete shows the second step, where the exact name must be typed; a wrong
// name marks the field invalid and deletes nothing. Delete returns to the theme's page.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { ConfirmByNameFields } from "~/shared/forms/fields";
import { Form, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { nameMismatch, readForm, redirectWithToast, requireSignedIn } from "~/platform/remix.server";
import { canEditDocuments } from "~/features/documents/policy";
import { isDomainError, isMissing } from "~/platform/errors";
import { documentInputs as parse } from "~/features/documents/server/inputs.server";
import { orMissing } from "~/features/documents/server/refusals.server";
import { refusePage } from "~/platform/remix.server";
import { documentSchema } from "~/features/documents/schema.server";
import { parseWithSchema } from "~/shared/forms/parse.server";
import { DocumentForm } from "~/features/documents/ui/parts";
import { DocumentsBreadcrumbs } from "~/features/documents/ui/view-parts";
import { pageTitle } from "~/shared/ui/meta";
import { messages } from "~/features/documents/messages";
import { serverMessages } from "~/features/documents/messages.server";
import { replyWithDomainError } from "~/platform/form-reply";

const t = messages;

export const meta: MetaFunction = () => pageTitle(t.editTitle);
export const handle = { title: t.editTitle, backTo: "/knowledge/documents" };

/** The action's guard: a refusal answers the form (the page itself is refused by the loader). */
async function documentOf(request: Request, context: LoaderFunctionArgs["context"], id: string | undefined) {
  const actor = requireSignedIn(request, context);
  if (!canEditDocuments(actor)) return { status: 403 as const };
  try {
    return { doc: await context.services.documents.get(actor, parse.document(actor, { id })) };
  } catch (error) {
    if (isMissing(error)) return { status: 404 as const };
    throw error;
  }
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  if (!canEditDocuments(actor)) throw refusePage(403, { pageTitle: t.editTitle });
  const docs = context.services.documents;
  const doc = await orMissing(
    () => docs.get(actor, parse.document(actor, { id: params.id })),
    () => ({ pageTitle: t.editTitle, title: serverMessages.notFound }),
  );
  return { doc, themes: await docs.listThemes(actor) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const found = await documentOf(request, context, params.id);
  if ("status" in found)
    return data(
      { status: "error" as const, error: { "": [found.status === 403 ? serverMessages.forbidden : serverMessages.notFound] } },
      { status: found.status },
    );
  const { doc } = found;
  const formData = await readForm(request);
  if (formData.get("intent") === "delete") {
    const mismatch = nameMismatch(formData, doc.wikiName, serverMessages.deleteNameMismatch);
    if (mismatch) return data(mismatch, { status: 400 });
    try {
      await context.services.documents.remove(context.actor, { id: doc.id });
    } catch (error) {
      if (!isDomainError(error)) throw error;
      return redirectWithToast(context, `/knowledge/documents/theme/${doc.themeId}`, { type: "error", text: error.message });
    }
    return redirectWithToast(context, `/knowledge/documents/theme/${doc.themeId}`, { type: "success", text: serverMessages.deleted });
  }
  const submission = parseWithSchema(formData, documentSchema("update"));
  if (submission.status !== "success") return submission.reply();
  try {
    const updated = await context.services.documents.update(
      context.actor,
      parse.update(context.actor, { ...submission.value, id: doc.id }),
    );
    return redirectWithToast(context, `/knowledge/documents/view/${updated.themeId}/${updated.id}`, {
      type: "success",
      text: serverMessages.updated,
    });
  } catch (error) {
    return replyWithDomainError(submission, error);
  }
}

export default function EditDocument() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const { doc, themes } = page;
  const theme = { id: doc.themeId, title: doc.themeTitle };
  const self = `/knowledge/documents/edit/${doc.themeId}/${doc.id}`;
  const viewPath = `/knowledge/documents/view/${doc.themeId}/${doc.id}`;
  const deleteError = result && "deleteError" in result ? result : null;

  if (params.has("delete") || deleteError) {
    const deleting = navigation.state === "submitting" && navigation.formData?.get("intent") === "delete";
    return (
      <div className="knowledge-page">
        <DocumentsBreadcrumbs theme={theme} doc={{ id: doc.id, name: doc.wikiName }} last={t.deleteTitle} />
        <section className="card confirm" aria-labelledby="delete-title">
          <h1 id="delete-title" className="page-title">
            {t.deleteTitle}
          </h1>
          <p>{t.deleteText(doc.wikiName)}</p>
          <Form method="post" action={`${self}?delete`} className="doc-form">
            <input type="hidden" name="intent" value="delete" />
            <ConfirmByNameFields
              label={t.deleteField}
              error={deleteError?.deleteError}
              typed={deleteError?.typed}
              confirmLabel={t.deleteConfirm}
              cancelLabel={t.cancel}
              cancelTo={self}
              busy={deleting}
            />
          </Form>
        </section>
      </div>
    );
  }

  return (
    <div className="knowledge-page">
      <DocumentsBreadcrumbs theme={theme} doc={{ id: doc.id, name: doc.wikiName }} last={t.editTitle} />
      <section className="card">
        <h1 className="page-title">{t.editTitle}</h1>
        <DocumentForm
          id={`document-${doc.id}`}
          mode="update"
          lastResult={result && !("deleteError" in result) ? result : undefined}
          defaultValue={{
            name: doc.wikiName,
            startDate: doc.startDate,
            endDate: doc.endDate ?? "",
            themeId: String(doc.themeId),
            contentNewEditor: doc.contentNewEditor ?? doc.html,
            version: String(doc.version),
          }}
          themes={themes}
          submitLabel={t.update}
          cancelTo={viewPath}
        />
      </section>
      <section className="card danger-zone">
        <h2>{t.delete}</h2>
        <p className="muted">{t.deleteText(doc.wikiName)}</p>
        <Link to={`${self}?delete`} className="button button--danger-outline">
          {t.delete}
        </Link>
      </section>
    </div>
  );
}
