// /v2/contacts/another/new?categoryId=…: a contact editor adds a service record to a category.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { createOnce, issueFormToken, readForm, refusePage, requireSignedIn } from "~/platform/remix.server";
import { mayEditSomewhere } from "~/features/contacts/policy";
import { isMissing } from "~/platform/errors";
import { serviceRecordFormSchema } from "~/features/contacts/schema.server";
import { createAnotherSchema, parentIdSchema, parseInput } from "~/features/contacts/server/payloads.server";
import { parseWithSchema } from "~/shared/forms/parse.server";
import { Breadcrumbs } from "~/features/contacts/ui/layout";
import { ServiceRecordForm, emptyRecord } from "~/features/contacts/ui/service-record-form";
import { pageTitle } from "~/shared/ui/meta";
import styles from "~/features/contacts/ui/contacts.css";
import { serviceRecordMessages as t } from "~/features/contacts/messages/record";
import { contactsRefusals } from "~/features/contacts/messages.server";
import { replyWithDomainError } from "~/platform/form-reply";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.newTitle);
export const handle = { title: t.newTitle, backTo: "/v2/contacts" };

/**
 * The page's category, or a status for the page to show (403 for non-editors and for a secretary outside her
 * departments, with the refusal to say; 404 for a bad id).
 */
async function categoryOf(request: Request, context: LoaderFunctionArgs["context"]) {
  const actor = requireSignedIn(request, context);
  const secretaryOf = await context.services.contacts.secretaryDepartments(actor);
  if (!mayEditSomewhere(actor, secretaryOf)) return { status: 403 as const, refusal: contactsRefusals.forbidden };
  const categoryId = new URL(request.url).searchParams.get("categoryId");
  try {
    const category = await context.services.contacts.category(actor, parseInput(parentIdSchema, { parentId: categoryId }));
    if (!(await context.services.contacts.mayEditCategory(actor, category.id, secretaryOf)))
      return { status: 403 as const, refusal: contactsRefusals.notTheirDepartment };
    return { category, secretaryOf };
  } catch (error) {
    if (isMissing(error)) return { status: 404 as const, refusal: contactsRefusals.categoryNotFound };
    throw error;
  }
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const found = await categoryOf(request, context);
  if (found.status) throw refusePage(found.status, { pageTitle: t.newTitle });
  return { category: found.category, formToken: await issueFormToken(context, requireSignedIn(request, context)) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const found = await categoryOf(request, context);
  if ("status" in found)
    return data({ status: "error" as const, error: { "": [found.refusal ?? contactsRefusals.forbidden] } }, { status: found.status });
  const formData = await readForm(request);
  const submission = parseWithSchema(formData, serviceRecordFormSchema);
  if (submission.status !== "success") return submission.reply();
  try {
    return await createOnce(context, requireSignedIn(request, context), formData, async () => {
      const card = await context.services.contacts.createAnother(
        context.actor,
        parseInput(createAnotherSchema, { ...submission.value, categoryId: found.category.id }),
        found.secretaryOf,
      );
      return { path: `/v2/contacts/${card.categoryIdBreadCrumb}#contact-${card.id}`, toast: { type: "success", text: t.created } };
    });
  } catch (error) {
    return replyWithDomainError(submission, error);
  }
}

export default function NewServiceRecord() {
  const page = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { category } = page;
  return (
    <div className="record-page">
      <Breadcrumbs crumbs={category.breadcrumb} last={t.newTitle} />
      <section className="card">
        <h1 className="page-title">{t.newTitle}</h1>
        <p className="muted">{t.inCategory(category.name)}</p>
        <ServiceRecordForm
          id="service-record-new"
          formToken={page.formToken}
          lastResult={lastResult}
          defaultValue={emptyRecord}
          linked={false}
          submitLabel={t.create}
          cancelTo={`/v2/contacts/${category.categoryIdBreadCrumb}`}
        />
      </section>
    </div>
  );
}
