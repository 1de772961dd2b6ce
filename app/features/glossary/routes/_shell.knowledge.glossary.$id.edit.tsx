// /knowledge/glossary/{id}/edit: a glossary editor changes or deletes a term.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { readForm, redirectWithToast, requireSignedIn } from "~/platform/remix.server";
import { canEditGlossary } from "~/features/glossary/policy";
import { isMissing } from "~/platform/errors";
import { glossaryInputs as parse } from "~/features/glossary/server/inputs.server";
import { refusePage } from "~/platform/remix.server";
import { termFormSchema } from "~/features/glossary/schema.server";
import { parseWithSchema } from "~/shared/forms/parse.server";
import { replyWithDomainError } from "~/platform/form-reply";
import { TermForm } from "~/features/glossary/ui/glossary";
import { pageTitle } from "~/shared/ui/meta";
import styles from "~/shared/styles/knowledge-faq.css";
import { messages } from "~/features/glossary/messages";
import { serverMessages } from "~/features/glossary/messages.server";

const t = messages;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.editTitle);
export const handle = { title: t.editTitle, backTo: "/knowledge/glossary" };

async function termOf(request: Request, context: LoaderFunctionArgs["context"], id: string | undefined) {
  const actor = requireSignedIn(request, context);
  if (!canEditGlossary(actor)) return { status: 403 as const };
  try {
    return { actor, term: await context.services.glossary.term(actor, parse.term(actor, { id })) };
  } catch (error) {
    if (isMissing(error)) return { status: 404 as const };
    throw error;
  }
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const found = await termOf(request, context, params.id);
  if (found.status) throw refusePage(found.status, { pageTitle: t.editTitle, text: t.notFound });
  return { term: { id: found.term.id, term: found.term.term, definition: found.term.definition, version: found.term.version } };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const found = await termOf(request, context, params.id);
  if ("status" in found)
    return data(
      { status: "error" as const, error: { "": [found.status === 403 ? serverMessages.forbidden : t.notFound] } },
      { status: found.status },
    );
  const formData = await readForm(request);
  if (formData.get("intent") === "delete") {
    await context.services.glossary.remove(found.actor, { id: found.term.id });
    return redirectWithToast(context, "/knowledge/glossary", { type: "success", text: serverMessages.deleted });
  }
  const submission = parseWithSchema(formData, termFormSchema);
  if (submission.status !== "success") return submission.reply();
  try {
    const term = await context.services.glossary.update(found.actor, parse.update(found.actor, { ...submission.value, id: found.term.id }));
    return redirectWithToast(context, `/knowledge/glossary#term-${term.id}`, { type: "success", text: serverMessages.updated });
  } catch (error) {
    return replyWithDomainError(submission, error);
  }
}

export default function EditGlossaryTerm() {
  const page = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <>
      <section className="card glossary-form">
        <h1 className="page-title">{t.editTitle}</h1>
        <TermForm
          id={`glossary-term-${page.term.id}`}
          lastResult={lastResult}
          defaultValue={{ term: page.term.term, definition: page.term.definition, version: String(page.term.version) }}
          submitLabel={t.save}
          cancelTo={`/knowledge/glossary#term-${page.term.id}`}
        />
      </section>
      <section className="card faq-danger glossary-form">
        <details>
          <summary className="button">{t.delete}</summary>
          <Form method="post">
            <button type="submit" name="intent" value="delete" className="button button--danger">
              {t.delete}
            </button>
          </Form>
        </details>
      </section>
    </>
  );
}
