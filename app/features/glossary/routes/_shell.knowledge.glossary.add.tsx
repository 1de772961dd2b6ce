// /knowledge/glossary/add: a glossary editor adds a term (published at once) and sees it in its letter.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { createOnce, issueFormToken, readForm, requireSignedIn } from "~/platform/remix.server";
import { canEditGlossary } from "~/features/glossary/policy";
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
export const meta: MetaFunction = () => pageTitle(t.addTitle);
export const handle = { title: t.addTitle, backTo: "/knowledge/glossary" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  if (!canEditGlossary(actor)) throw refusePage(403, { pageTitle: t.addTitle });
  return { ok: true as const, formToken: await issueFormToken(context, actor) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  if (!canEditGlossary(actor)) return data({ status: "error" as const, error: { "": [serverMessages.forbidden] } }, { status: 403 });
  const formData = await readForm(request);
  const submission = parseWithSchema(formData, termFormSchema);
  if (submission.status !== "success") return submission.reply();
  try {
    return await createOnce(context, actor, formData, async () => {
      const term = await context.services.glossary.add(actor, parse.add(actor, submission.value));
      return { path: `/knowledge/glossary#term-${term.id}`, toast: { type: "success", text: serverMessages.created } };
    });
  } catch (error) {
    return replyWithDomainError(submission, error);
  }
}

export default function AddGlossaryTerm() {
  const page = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <section className="card glossary-form">
      <h1 className="page-title">{t.addTitle}</h1>
      <TermForm
        id="glossary-term-new"
        formToken={page.formToken}
        lastResult={lastResult}
        defaultValue={{ term: "", definition: "" }}
        submitLabel={t.add}
        cancelTo="/knowledge/glossary"
      />
    </section>
  );
}
