import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useSearchParams } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { ValidatedForm, validationError } from "remix-validated-form";
import { loginFormSchema } from "~/modules/auth/schema";
import { authenticateLoginForm } from "~/modules/auth/web-auth.server";
import { formFailure, safeNext, signInAndRedirect } from "~/modules/core/remix.server";
import { zodValidator } from "~/components/entry/validator";
import { FormAlert, PhoneField, SubmitButton, TextField } from "~/components/entry/fields";
import { pageTitle } from "~/components/meta";
import { ru } from "~/text/ru";

const validator = zodValidator(loginFormSchema);
const t = ru.entry;

export const meta: MetaFunction = () => pageTitle(t.loginTitle);

export async function loader(_: LoaderFunctionArgs) {
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const result = await authenticateLoginForm(request, context);
  const { form } = result;
  if ("error" in result) {
    const { formError, fieldErrors } = formFailure(result.error);
    // The phone stays, the password is cleared (spec §8).
    const fields = Object.keys(fieldErrors).length > 0 ? fieldErrors : { _form: formError };
    return validationError({ fieldErrors: fields }, { phone: form.get("phone"), next: form.get("next") });
  }
  return signInAndRedirect(context, result.userId, safeNext(form.get("next")));
}

export default function Login() {
  const [params] = useSearchParams();
  const actionData = useActionData<typeof action>();
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const password = formRef.current?.elements.namedItem("password");
    if (actionData && password instanceof HTMLInputElement) password.value = "";
  }, [actionData]);
  return (
    <>
      <h1>{t.loginHeading}</h1>
      <ValidatedForm validator={validator} method="post" formRef={formRef} noValidate>
        <FormAlert />
        <input type="hidden" name="next" value={params.get("next") ?? "/"} />
        <PhoneField label={t.phoneLabel} autoFocus />
        <TextField name="password" label={t.passwordLabel} type="password" autoComplete="current-password" maxLength={64} />
        <SubmitButton>{t.loginButton}</SubmitButton>
      </ValidatedForm>
      <nav className="entry__links">
        <Link to="/register">{t.toRegister}</Link>
        <Link to="/recover">{t.toRecover}</Link>
      </nav>
    </>
  );
}
