// /user/{id}/edit: the profile's editable fields (conform). The owner and administrators only. With
// JavaScript the form checks itself on submit and rechecks as one types; without it the server does,
// and either way the errors stand under their fields with everything typed kept.
import { toId } from "~/platform/ids";
import { parseWithSchema } from "~/shared/forms/parse.server";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { getFormProps, getInputProps, useForm, type FieldMetadata } from "@conform-to/react";
import type { InputHTMLAttributes } from "react";
import { isDomainError } from "~/platform/errors";
import { readForm, redirectWithToast, refusePage, requireSignedIn } from "~/platform/remix.server";
import { formatPhone } from "~/features/auth";
import { EDITABLE_FLAGS, EDITABLE_TEXT_FIELDS, isoDay, profileUpdateSchema } from "~/features/profile/schema";
import { pageTitle } from "~/shared/ui/meta";
import * as ru from "~/shared/messages";
import { profile as t } from "~/features/profile/messages";
import { profileRefusals } from "~/features/profile/messages.server";
import styles from "~/features/profile/ui/profile.css";
import { replyWithDomainError } from "~/platform/form-reply";
import { parseInput, profileIdSchema } from "~/features/profile/server/payloads.server";
import { RefusalBoundary, refusalMeta } from "~/shared/ui/refusal";
import { FormErrors, FormKeys } from "~/shared/forms/fields";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = ({ error }) => (error ? refusalMeta(error) : pageTitle(t.editTitle));

/** An unknown person (404) or someone else's profile (403): what the loader threw. */
export { RefusalBoundary as ErrorBoundary };
export const handle = { title: t.editTitle };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const id = toId(params.id);
  const notFound = { pageTitle: t.editTitle, title: t.notFound };
  if (id === null) throw refusePage(404, notFound);
  let profile;
  try {
    profile = await context.services.profile.fullInfo(actor, parseInput(profileIdSchema, { id }));
  } catch (error) {
    if (isDomainError(error) && error.kind === "not_found") throw refusePage(404, notFound);
    throw error;
  }
  if (!profile.canEdit) throw refusePage(403, { pageTitle: t.editTitle, title: ru.pages.forbiddenTitle, text: profileRefusals.forbidden });
  return { profile, isOwner: actor.userId === id, today: isoDay(new Date()) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const id = toId(params.id);
  const form = await readForm(request);
  const submission = parseWithSchema(form, profileUpdateSchema(isoDay(new Date())));
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  if (id === null) return data(submission.reply({ formErrors: [t.notFound] }), { status: 404 });

  // The form always sends the whole profile: an empty field clears it, an unticked box is "no".
  const value = submission.value;
  const input: Record<string, unknown> = { id };
  for (const field of EDITABLE_TEXT_FIELDS) input[field] = value[field] ?? null;
  for (const flag of EDITABLE_FLAGS) input[flag] = value[flag] ?? false;
  input.version = value.version;
  try {
    await context.services.profile.update(actor, context.services.profile.parseUpdate(input));
  } catch (error) {
    return data(replyWithDomainError(submission, error), { status: isDomainError(error) && error.kind === "forbidden" ? 403 : 400 });
  }
  return redirectWithToast(context, `/user/${id}`, { type: "success", text: t.updated });
}

export default function EditProfilePage() {
  const page = useLoaderData<typeof loader>();
  return <EditForm page={page} />;
}

function EditForm({ page }: { page: ReturnType<typeof useLoaderData<typeof loader>> }) {
  const { profile: p, today } = page;
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "profile-edit",
    lastResult,
    defaultValue: {
      workMobilePhone: p.workMobilePhone ?? "",
      email: p.email ?? "",
      telegram: p.telegram ? `@${p.telegram}` : "",
      skype: p.skype ?? "",
      viber: p.viber ?? "",
      whatsapp: p.whatsapp ?? "",
      vk: p.vk ?? "",
      web: p.web ?? "",
      zone: p.zone ?? "",
      address: p.address ?? "",
      birthday: p.birthday ?? "",
      birthYearIsVisible: p.birthYearIsVisible ? "on" : undefined,
      loginPhoneIsVisible: p.loginPhoneIsVisible ? "on" : undefined,
      version: String(p.version),
    },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithSchema(formData, profileUpdateSchema(today)),
  });
  const fullName = [p.surname, p.name, p.middlename].filter(Boolean).join(" ");
  const busy = navigation.state === "submitting";

  return (
    <section className="card">
      <h1 className="page-title">{t.editTitle}</h1>
      <p>
        <strong>{fullName}</strong>
        {p.position ? <span className="muted"> · {p.position}</span> : null}
      </p>
      <p className="muted">{t.hrNote}</p>
      <FormErrors errors={form.errors} id={form.errorId} />
      <Form method="post" {...getFormProps(form)} className="profile-form">
        <FormKeys version={fields.version} />
        <h2 className="profile-form__section">{t.contacts}</h2>
        <PhoneInput field={fields.workMobilePhone} label={t.workMobilePhone} />
        <TextInput field={fields.email} label={t.email} inputMode="email" autoComplete="email" />
        <TextInput field={fields.telegram} label={t.telegram} hint={t.telegramHint} />
        <TextInput field={fields.skype} label={t.skype} />
        <PhoneInput field={fields.viber} label={t.viber} />
        <PhoneInput field={fields.whatsapp} label={t.whatsapp} />
        <TextInput field={fields.vk} label={t.vk} inputMode="url" hint={t.vkHint} />
        <TextInput field={fields.web} label={t.web} inputMode="url" hint={t.webHint} />
        <TextInput field={fields.zone} label={t.zone} className="profile-form__wide" />
        <TextInput field={fields.address} label={t.address} className="profile-form__wide" autoComplete="street-address" />

        <h2 className="profile-form__section">{t.about}</h2>
        <TextInput field={fields.birthday} label={t.birthday} type="date" />
        <div className="profile-form__wide">
          <Checkbox field={fields.birthYearIsVisible} label={t.birthYearIsVisible} />
          <Checkbox field={fields.loginPhoneIsVisible} label={t.loginPhoneIsVisible} />
        </div>

        <div className="profile-form__actions">
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>
            {ru.common.save}
          </button>
          <Link to={`/user/${p.id}`} className="button">
            {ru.common.cancel}
          </Link>
        </div>
      </Form>
    </section>
  );
}

type Field = FieldMetadata<string | null | undefined>;

function TextInput({
  field,
  label,
  hint,
  type = "text",
  className,
  ...rest
}: { field: Field; label: string; hint?: string; type?: "text" | "date" | "tel"; className?: string } & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  "inputMode" | "autoComplete" | "placeholder" | "onInput" | "onKeyDown" | "maxLength"
>) {
  const error = field.errors?.[0];
  const hintId = `${field.id}-hint`;
  const { key, ...props } = getInputProps(field, { type });
  return (
    <div className={[error ? "field field--error" : "field", className].filter(Boolean).join(" ")}>
      <label htmlFor={field.id}>{label}</label>
      <input key={key} {...props} {...rest} aria-describedby={error ? field.errorId : hint ? hintId : undefined} />
      {error ? (
        <p className="field__error" id={field.errorId}>
          {error}
        </p>
      ) : hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** "+7 (999) 999-99-99" as one types (with JavaScript); the server accepts any spelling. */
function PhoneInput({ field, label }: { field: Field; label: string }) {
  return (
    <TextInput
      field={field}
      label={label}
      type="tel"
      inputMode="tel"
      placeholder={t.phoneHint}
      maxLength={18}
      onInput={(event) => {
        if ((event.nativeEvent as InputEvent).inputType?.startsWith("delete")) return;
        const input = event.currentTarget;
        if (input.value.trim()) input.value = formatPhone(input.value);
      }}
    />
  );
}

function Checkbox({ field, label }: { field: FieldMetadata<boolean | string | undefined>; label: string }) {
  const { key, ...props } = getInputProps(field, { type: "checkbox" });
  return (
    <div className="field field--check">
      <label>
        <input key={key} {...props} />
        {label}
      </label>
    </div>
  );
}
