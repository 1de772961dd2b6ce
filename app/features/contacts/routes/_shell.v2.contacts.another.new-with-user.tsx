// /v2/contacts/another/new-with-user?categoryId=…: a service record linked to a person ("Секретарь
// приёмной" answered by an employee), for contact editors. The person is chosen with the finder; without
// JavaScript its "Найти" submits this form with GET, so the loader reads every field back from the URL.
import { parseWithSchema } from "~/shared/forms/parse.server";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { type FieldMetadata } from "@conform-to/react";
import { getFormProps, getInputProps, getTextareaProps } from "~/shared/forms/props";
import { mayEditSomewhere } from "~/features/contacts/policy";
import { isDomainError, isMissing } from "~/platform/errors";
import { createOnce, issueFormToken, readForm, refusePage, requireSignedIn } from "~/platform/remix.server";
import { useSaveForm } from "~/shared/forms/save-form";
import { FormKeys } from "~/shared/forms/fields";
import { createAnotherWithUserSchema, parentIdSchema, parseInput } from "~/features/contacts/server/payloads.server";
import { loadFinder, type FinderOptions } from "~/features/search/index.server";
import { Finder, finderStyles } from "~/features/search";
import { pageTitle } from "~/shared/ui/meta";
import type * as z from "zod/mini";
import { contactsWithUser as t } from "~/features/contacts/messages/with-user";
import { replyWithDomainError } from "~/platform/form-reply";

const PERSON: FinderOptions = { name: "userId", kinds: ["user"] };
/** The fields a no-JS finder search carries through the URL, read back into the form. */
const TEXT_FIELDS = ["name", "position", "telephone", "ipPhone", "email", "address"] as const;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: finderStyles }];
export const meta: MetaFunction = () => pageTitle(t.title);
export const handle = { title: t.title, backTo: "/v2/contacts" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const secretaryOf = await context.services.contacts.secretaryDepartments(actor);
  if (!mayEditSomewhere(actor, secretaryOf)) throw refusePage(403, { pageTitle: t.title });
  const url = new URL(request.url);
  let category;
  try {
    category = await context.services.contacts.category(
      actor,
      parseInput(parentIdSchema, { parentId: url.searchParams.get("categoryId") ?? undefined }),
    );
  } catch (error) {
    // A missing, malformed or unknown category id: there is no such category.
    if (isMissing(error)) throw refusePage(404, { pageTitle: t.title, title: t.categoryNotFound });
    throw error;
  }
  // A department's secretary adds records to her department's categories only.
  if (!(await context.services.contacts.mayEditCategory(actor, category.id, secretaryOf))) throw refusePage(403, { pageTitle: t.title });
  const defaults: Partial<Record<(typeof TEXT_FIELDS)[number], string>> = {};
  for (const field of TEXT_FIELDS) {
    const value = url.searchParams.get(field);
    if (value) defaults[field] = value.slice(0, 1000);
  }
  return {
    page: "form" as const,
    category,
    defaults,
    finder: await loadFinder(request, context, PERSON),
    formToken: await issueFormToken(context, actor),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const secretaryOf = await context.services.contacts.secretaryDepartments(actor);
  if (!mayEditSomewhere(actor, secretaryOf)) return data({ page: "forbidden" as const }, { status: 403 });
  const formData = await readForm(request);
  const submission = parseWithSchema(formData, createAnotherWithUserSchema);
  // The chosen person is shown again if the form comes back with an error.
  const finder = await loadFinder(request, context, PERSON, formData.getAll(PERSON.name).map(String));
  if (submission.status !== "success") return data({ page: "failed" as const, result: submission.reply(), finder }, { status: 400 });
  try {
    return await createOnce(context, actor, formData, async () => {
      const created = await context.services.contacts.createAnotherWithUser(
        actor,
        parseInput(createAnotherWithUserSchema, submission.value),
        secretaryOf,
      );
      return { path: `/v2/contacts/${created.categoryIdBreadCrumb}`, toast: { type: "success", text: t.saved } };
    });
  } catch (error) {
    const result = replyWithDomainError(submission, error);
    return data({ page: "failed" as const, result, finder }, { status: isDomainError(error) && error.kind === "forbidden" ? 403 : 400 });
  }
}

export default function NewRecordWithUser() {
  return <RecordForm {...useLoaderData<typeof loader>()} />;
}

type FormPage = Extract<Awaited<ReturnType<typeof loader>>, { page: "form" }>;

function RecordForm({ category, defaults, finder, formToken }: FormPage) {
  const actionData = useActionData<typeof action>();
  const failed = actionData && actionData.page === "failed" ? actionData : undefined;
  const navigation = useNavigation();
  // The server checks (the person comes from the finder); the form never posts itself to recheck.
  const { form, fields, keys } = useSaveForm<z.input<typeof createAnotherWithUserSchema>>({
    id: "record-with-user",
    lastResult: failed?.result,
    defaultValue: defaults,
    formToken,
  });
  return (
    <section className="card record-form">
      <h1 className="page-title">{t.heading}</h1>
      <p className="muted">{t.intro}</p>
      <Form method="post" {...getFormProps(form)}>
        <FormKeys {...keys} />
        <button type="submit" className="default-submit" tabIndex={-1} aria-hidden="true">
          {t.save}
        </button>
        {form.errors?.length ? (
          <div className="alert alert--error" id={form.errorId} role="alert">
            {form.errors[0]}
          </div>
        ) : null}
        <input type="hidden" name="categoryId" value={category.id} />
        <p>
          {t.category}: <strong>{category.name}</strong>
        </p>
        <Finder
          state={failed?.finder ?? finder}
          label={t.person}
          error={fields.userId.errors?.[0]}
          onChange={(chosen) => {
            const nameInput = document.getElementById(fields.name.id);
            if (chosen[0] && nameInput instanceof HTMLInputElement && nameInput.value.trim() === "") {
              nameInput.value = chosen[0].label;
            }
          }}
        />
        <TextField field={fields.name} label={t.name} hint={t.nameHint} maxLength={255} />
        <TextField field={fields.position} label={t.position} maxLength={255} />
        <div className={fields.telephone.errors ? "field field--error" : "field"}>
          <label htmlFor={fields.telephone.id}>{t.telephone}</label>
          <textarea {...getTextareaProps(fields.telephone)} rows={3} maxLength={600} aria-describedby={`${fields.telephone.id}-hint`} />
          <FieldNote field={fields.telephone} hint={t.telephoneHint} />
        </div>
        <TextField field={fields.ipPhone} label={t.ipPhone} maxLength={50} />
        <TextField field={fields.email} label={t.email} type="email" maxLength={255} />
        <TextField field={fields.address} label={t.address} maxLength={255} />
        <div className="record-form__actions">
          <button type="submit" className="button button--primary" disabled={navigation.state === "submitting"}>
            {t.save}
          </button>
        </div>
      </Form>
    </section>
  );
}

function FieldNote({ field, hint }: { field: FieldMetadata<unknown>; hint?: string }) {
  if (field.errors?.length)
    return (
      <p className="field__error" id={field.errorId}>
        {field.errors[0]}
      </p>
    );
  return hint ? (
    <p className="field__hint" id={`${field.id}-hint`}>
      {hint}
    </p>
  ) : null;
}

function TextField({
  field,
  label,
  hint,
  type = "text",
  maxLength,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  hint?: string;
  type?: "text" | "email";
  maxLength: number;
}) {
  return (
    <div className={field.errors?.length ? "field field--error" : "field"}>
      <label htmlFor={field.id}>{label}</label>
      <input {...getInputProps(field, { type })} maxLength={maxLength} />
      <FieldNote field={field} hint={hint} />
    </div>
  );
}
