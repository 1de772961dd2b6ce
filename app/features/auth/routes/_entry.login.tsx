import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { useEffect, useRef } from "react";
import { ValidatedForm, validationError } from "remix-validated-form";
import { authenticateLoginForm } from "~/features/auth/server/web-auth.server";
import { formFailure, safeNext, signInAndRedirect } from "~/platform/remix.server";
import { NOTICE_COOKIE, noticeCookie, readCookie } from "~/platform/cookies.server";
import { entryValidator } from "~/features/auth/ui/validator";
import { FormAlert, PhoneField, SubmitButton, TextField } from "~/features/auth/ui/fields";
import { pageTitle } from "~/shared/ui/meta";
import { entry } from "~/features/auth/messages";

const validator = entryValidator((rules) => rules.loginFormSchema);
const t = entry;

export const meta: MetaFunction = () => pageTitle(t.loginTitle);

// (A signed-in visitor never gets here: the _entry layout sends them to /, so Back after sign-in does
// not show the form again.) The notice left by sign-out is shown once: the cookie is cleared here.
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (readCookie(request.headers.get("cookie"), NOTICE_COOKIE) !== "signed-out") return { notice: null };
  return data({ notice: t.signedOutNotice }, { headers: { "Set-Cookie": noticeCookie(null, context.cookieOptions) } });
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
  const { notice } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const elements = formRef.current?.elements;
    const password = elements?.namedItem("password");
    if (!actionData || !(password instanceof HTMLInputElement)) return;
    password.value = "";
    // Focus goes where the person must act: the phone if the phone was refused, else the password.
    const phone = elements?.namedItem("phone");
    const phoneRefused = "fieldErrors" in actionData && Boolean((actionData.fieldErrors as Record<string, string>).phone);
    (phoneRefused && phone instanceof HTMLInputElement ? phone : password).focus();
  }, [actionData]);
  return (
    <>
      <h1>{t.loginHeading}</h1>
      {notice && !actionData ? (
        <div className="alert alert--info" role="status">
          {notice}
        </div>
      ) : null}
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
