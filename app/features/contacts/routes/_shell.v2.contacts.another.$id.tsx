// /v2/contacts/another/{id}: a contact editor changes a service record; ?delete shows the second
// step that deletes it (nothing is destroyed by a single click).
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { readForm, redirectWithToast, refusePage, requireSignedIn } from "~/platform/remix.server";
import { mayEditSomewhere } from "~/features/contacts/policy";
import { isDomainError, isMissing } from "~/platform/errors";
import { linkedRecordFormSchema, serviceRecordFormSchema } from "~/features/contacts/schema.server";
import { deleteAnotherSchema, parseInput, updateAnotherSchema } from "~/features/contacts/server/payloads.server";
import { parseWithSchema } from "~/shared/forms/parse.server";
import { Breadcrumbs } from "~/features/contacts/ui/layout";
import { ServiceRecordForm } from "~/features/contacts/ui/service-record-form";
import { pageTitle } from "~/shared/ui/meta";
import styles from "~/features/contacts/ui/contacts.css";
import { serviceRecordMessages as t } from "~/features/contacts/messages/record";
import { contactsCommon as tc } from "~/features/contacts/messages/common";
import { contactsRefusals } from "~/features/contacts/messages.server";
import { replyWithDomainError } from "~/platform/form-reply";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.editTitle);
export const handle = { title: t.editTitle, backTo: "/v2/contacts" };

async function recordOf(context: LoaderFunctionArgs["context"], request: Request, id: string | undefined) {
  const actor = requireSignedIn(request, context);
  const secretaryOf = await context.services.contacts.secretaryDepartments(actor);
  if (!mayEditSomewhere(actor, secretaryOf)) return { status: 403 as const, refusal: contactsRefusals.forbidden };
  try {
    return {
      record: await context.services.contacts.serviceRecord(actor, parseInput(deleteAnotherSchema, { id }), secretaryOf),
      secretaryOf,
    };
  } catch (error) {
    // A department's secretary, and the record is another department's.
    if (isDomainError(error) && error.kind === "forbidden") return { status: 403 as const, refusal: error.message };
    // Not found, or an employee's card (not a service record): this page does not exist for it.
    if (isMissing(error)) return { status: 404 as const, refusal: contactsRefusals.serviceNotFound };
    throw error;
  }
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const found = await recordOf(context, request, params.id);
  if (found.status) throw refusePage(found.status, { pageTitle: t.editTitle });
  return { record: found.record };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const found = await recordOf(context, request, params.id);
  if ("status" in found) {
    return data({ status: "error" as const, error: { "": [found.refusal ?? contactsRefusals.forbidden] } }, { status: found.status });
  }
  const { record } = found;
  const categoryPage = `/v2/contacts/${record.category.categoryIdBreadCrumb}`;
  const formData = await readForm(request);
  if (formData.get("intent") === "delete") {
    try {
      await context.services.contacts.deleteAnother(context.actor, { id: record.id }, found.secretaryOf);
    } catch (error) {
      // Deleted meanwhile by someone else: say so, on the category page.
      if (!isDomainError(error)) throw error;
      return redirectWithToast(context, categoryPage, { type: "error", text: error.message });
    }
    return redirectWithToast(context, categoryPage, { type: "success", text: t.deleted });
  }
  const submission = parseWithSchema(formData, record.userId != null ? linkedRecordFormSchema : serviceRecordFormSchema);
  if (submission.status !== "success") return submission.reply();
  try {
    // The form's values are parsed again with the call's rule (the text rule of parseInput included).
    await context.services.contacts.updateAnother(
      context.actor,
      parseInput(updateAnotherSchema, { ...submission.value, id: record.id }),
      found.secretaryOf,
    );
    return redirectWithToast(context, `${categoryPage}#contact-${record.id}`, { type: "success", text: t.updated });
  } catch (error) {
    return replyWithDomainError(submission, error);
  }
}

export default function EditServiceRecord() {
  const page = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const { record } = page;
  const title = record.name ?? record.personName ?? tc.serviceRecord;
  const categoryPage = `/v2/contacts/${record.category.categoryIdBreadCrumb}`;
  const self = `/v2/contacts/another/${record.id}`;

  if (params.has("delete")) {
    const deleting = navigation.state === "submitting" && navigation.formData?.get("intent") === "delete";
    return (
      <div className="record-page">
        <Breadcrumbs crumbs={record.category.breadcrumb} last={title} />
        <section className="card confirm" aria-labelledby="delete-title">
          <h1 id="delete-title" className="page-title">
            {t.deleteTitle}
          </h1>
          <p>{t.deleteText(title)}</p>
          <div className="form-buttons">
            <Form method="post" action={self}>
              <input type="hidden" name="intent" value="delete" />
              <button type="submit" className="button button--danger" disabled={deleting} aria-busy={deleting || undefined}>
                {t.deleteConfirm}
              </button>
            </Form>
            <Link to={self} className="button">
              {t.cancel}
            </Link>
          </div>
        </section>
      </div>
    );
  }

  return (
    <div className="record-page">
      <Breadcrumbs crumbs={record.category.breadcrumb} last={title} />
      <section className="card">
        <h1 className="page-title">{t.editTitle}</h1>
        <p className="muted">{t.inCategory(record.category.breadcrumb.at(-1)?.name ?? "")}</p>
        {record.personName ? <p className="alert alert--info">{t.linkedPerson(record.personName)}</p> : null}
        <ServiceRecordForm
          id={`service-record-${record.id}`}
          lastResult={lastResult}
          defaultValue={{
            name: record.name ?? "",
            position: record.position ?? "",
            telephone: record.telephone.join("\n"),
            ipPhone: record.ipPhone ?? "",
            email: record.email ?? "",
            address: record.address ?? "",
            version: String(record.version),
          }}
          linked={record.userId != null}
          submitLabel={t.save}
          cancelTo={`${categoryPage}#contact-${record.id}`}
        />
      </section>
      <section className="card danger-zone">
        <h2>{t.delete}</h2>
        <p className="muted">{t.deleteText(title)}</p>
        <Link to={`${self}?delete`} className="button button--danger-outline">
          {t.delete}
        </Link>
      </section>
    </div>
  );
}
