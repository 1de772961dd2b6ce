// /knowledge/faq/create: an FAQ editor adds a category.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { createOnce, issueFormToken, readForm, requireSignedIn } from "~/platform/remix.server";
import { canEditFaq } from "~/features/faq/policy";
import { faqInputs as parse } from "~/features/faq/server/inputs.server";
import { refusePage } from "~/platform/remix.server";
import { categoryFormSchema } from "~/features/faq/schema.server";
import { parseWithSchema } from "~/shared/forms/parse.server";
import { replyWithDomainError } from "~/platform/form-reply";
import { CategoryForm, FaqLayout } from "~/features/faq/ui/faq";
import { pageTitle } from "~/shared/ui/meta";
import styles from "~/shared/styles/knowledge-faq.css";
import { messages } from "~/features/faq/messages";
import { serverMessages } from "~/features/faq/messages.server";

const t = messages;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.createCategoryTitle);
export const handle = { title: t.createCategoryTitle, backTo: "/knowledge/faq" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  if (!canEditFaq(actor)) throw refusePage(403, { pageTitle: t.createCategoryTitle });
  return { formToken: await issueFormToken(context, actor) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  if (!canEditFaq(actor)) return data({ status: "error" as const, error: { "": [serverMessages.forbidden] } }, { status: 403 });
  const formData = await readForm(request);
  const submission = parseWithSchema(formData, categoryFormSchema);
  if (submission.status !== "success") return submission.reply();
  try {
    return await createOnce(context, actor, formData, async () => {
      const category = await context.services.faq.createCategory(actor, parse.createCategory(actor, submission.value));
      return { path: `/knowledge/faq/${category.id}`, toast: { type: "success", text: serverMessages.categoryCreated } };
    });
  } catch (error) {
    return replyWithDomainError(submission, error);
  }
}

export default function CreateFaqCategory() {
  const page = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <FaqLayout canEdit>
      <section className="card">
        <h1 className="page-title">{t.createCategoryTitle}</h1>
        <CategoryForm
          id="faq-category-new"
          formToken={page.formToken}
          lastResult={lastResult}
          defaultValue={{ name: "", description: "" }}
          submitLabel={t.create}
          cancelTo="/knowledge/faq"
        />
      </section>
    </FaqLayout>
  );
}
