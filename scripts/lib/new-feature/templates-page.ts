// The generated feature's page: a route module (loader and action that guard themselves) and its
// save form, which works as a plain POST with JavaScript off.
import type { Names } from "./names";

export const route = (
  n: Names,
) => `// /${n.kebab}: the items, newest first, and for editors a form that adds one. With JavaScript off the form is a
// plain POST: a refused title comes back under the field with what was typed; a saved one redirects here.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { createOnce, issueFormToken, readForm, requireSignedIn } from "~/platform/remix.server";
import { parseWithSchema } from "~/shared/forms/parse.server";
import { replyWithDomainError } from "~/platform/form-reply";
import { pageTitle } from "~/shared/ui/meta";
import { canEdit${n.pascal} } from "../policy";
import { createItemSchema } from "../schema.server";
import { messages } from "../messages";
import { serverMessages } from "../messages.server";
import { ${n.camel}Inputs as parse } from "../server/inputs.server";
import { ItemForm } from "../ui/item-form";

const t = messages;

export const meta: MetaFunction = () => pageTitle(t.title);
export const handle = { title: t.title };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const canEdit = canEdit${n.pascal}(actor);
  const items = await context.services.${n.camel}.list(actor);
  return { items, canEdit, formToken: canEdit ? await issueFormToken(context, actor) : null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  if (!canEdit${n.pascal}(actor)) return data({ status: "error" as const, error: { "": [serverMessages.forbidden] } }, { status: 403 });
  const formData = await readForm(request);
  const submission = parseWithSchema(formData, createItemSchema);
  if (submission.status !== "success") return submission.reply();
  try {
    return await createOnce(context, actor, formData, async () => {
      await context.services.${n.camel}.create(actor, parse.create(actor, submission.value));
      return { path: "/${n.kebab}", toast: { type: "success", text: serverMessages.created } };
    });
  } catch (error) {
    return replyWithDomainError(submission, error);
  }
}

export default function ${n.pascal}Page() {
  const { items, canEdit, formToken } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <div className="${n.kebab}">
      <h1 className="page-title">{t.title}</h1>
      {canEdit ? (
        <section className="card" aria-labelledby="${n.kebab}-add">
          <h2 id="${n.kebab}-add">{t.addTitle}</h2>
          <ItemForm formToken={formToken ?? undefined} lastResult={lastResult} />
        </section>
      ) : null}
      {items.length === 0 ? (
        <p className="empty-state card" role="status">
          {t.empty}
        </p>
      ) : (
        <section className="card">
          <p className="muted" role="status">
            {t.count(items.length)}
          </p>
          <ul className="${n.kebab}__items">
            {items.map((item) => (
              <li key={item.id} id={\`item-\${item.id}\`}>
                {item.title}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
`;

export const form = (
  n: Names,
) => `// ${n.title}'s form: checked in the browser with JavaScript (schema.ts, loaded on the person's first act in the
// form), by the action without it.
import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Field, FormErrors, FormKeys } from "~/shared/forms/fields";
import { getFormProps, getInputProps } from "~/shared/forms/props";
import { useSaveForm } from "~/shared/forms/save-form";
import { messages } from "../messages";

const t = messages;

export function ItemForm({ formToken, lastResult }: { formToken?: string; lastResult: SubmissionResult<string[]> | null | undefined }) {
  const { form, fields, busy, keys } = useSaveForm({
    id: "${n.kebab}-new",
    lastResult,
    defaultValue: { title: "" },
    schema: () => import("../schema").then((m) => m.createItemSchema),
    formToken,
  });
  return (
    <Form method="post" {...getFormProps(form)}>
      <FormKeys {...keys} />
      <input type="hidden" name="intent" value="save" />
      <FormErrors errors={form.errors} id={form.errorId} />
      <Field field={fields.title} label={t.fieldTitle} required>
        <input {...getInputProps(fields.title, { type: "text" })} autoComplete="off" />
      </Field>
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>
        {t.add}
      </button>
    </Form>
  );
}
`;
