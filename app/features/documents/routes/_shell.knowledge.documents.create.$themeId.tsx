// /knowledge/documents/create/{themeId}: a document editor adds a document (Publish, Cancel); after
// publishing the theme's page opens.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { createOnce, issueFormToken, readForm, requireSignedIn } from "~/platform/remix.server";
import { canEditDocuments } from "~/features/documents/policy";
import { isMissing } from "~/platform/errors";
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

export const meta: MetaFunction = () => pageTitle(t.createTitle);
export const handle = { title: t.createTitle, backTo: "/knowledge/documents" };

/** The action's guard: a refusal answers the form (the page itself is refused by the loader). */
async function themeOf(request: Request, context: LoaderFunctionArgs["context"], themeId: string | undefined) {
  const actor = requireSignedIn(request, context);
  if (!canEditDocuments(actor)) return { status: 403 as const };
  try {
    return { theme: await context.services.documents.getTheme(actor, parse.theme(actor, { id: themeId })) };
  } catch (error) {
    if (isMissing(error)) return { status: 404 as const };
    throw error;
  }
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  if (!canEditDocuments(actor)) throw refusePage(403, { pageTitle: t.createTitle });
  const docs = context.services.documents;
  const theme = await orMissing(
    () => docs.getTheme(actor, parse.theme(actor, { id: params.themeId })),
    () => ({ pageTitle: t.createTitle, title: serverMessages.themeNotFound }),
  );
  return { theme, themes: await docs.listThemes(actor), formToken: await issueFormToken(context, actor) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const found = await themeOf(request, context, params.themeId);
  if ("status" in found)
    return data(
      { status: "error" as const, error: { "": [found.status === 403 ? serverMessages.forbidden : serverMessages.themeNotFound] } },
      { status: found.status },
    );
  const formData = await readForm(request);
  const submission = parseWithSchema(formData, documentSchema("create"));
  if (submission.status !== "success") return submission.reply();
  try {
    return await createOnce(context, requireSignedIn(request, context), formData, async () => {
      const doc = await context.services.documents.add(context.actor, parse.add(context.actor, submission.value));
      return { path: `/knowledge/documents/theme/${doc.themeId}`, toast: { type: "success", text: serverMessages.added } };
    });
  } catch (error) {
    return replyWithDomainError(submission, error);
  }
}

export default function CreateDocument() {
  const page = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { theme, themes } = page;
  return (
    <div className="knowledge-page">
      <DocumentsBreadcrumbs theme={theme} last={t.createTitle} />
      <section className="card">
        <h1 className="page-title">{t.createTitle}</h1>
        <DocumentForm
          id="document-new"
          formToken={page.formToken}
          mode="create"
          lastResult={lastResult}
          defaultValue={{ name: "", startDate: "", endDate: "", themeId: String(theme.id), contentNewEditor: "" }}
          themes={themes}
          submitLabel={t.publish}
          cancelTo={`/knowledge/documents/theme/${theme.id}`}
        />
      </section>
    </div>
  );
}
