// The three steps of registration and recovery: phone, SMS code, new password. Drawn from what the
// last post answered, so each step is a plain form that works without JavaScript.
import { useActionData } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { useRef } from "react";
import { useField, ValidatedForm } from "remix-validated-form";
import type { ClaimStepData } from "~/features/auth/server/claim-flow.server";
import { formatPhone } from "~/features/auth/phone";
import { entryValidator } from "./validator";
import { PhoneField, SubmitButton, TextField } from "./fields";
import { ConsentDialog } from "./consent-dialog";
import { entry } from "~/features/auth/messages";

const t = entry;
const startValidator = entryValidator((rules) => rules.startFormSchema);
const confirmValidator = entryValidator((rules) => rules.confirmFormSchema);
const resendValidator = entryValidator((rules) => rules.resendFormSchema);
const registrationPasswordValidator = entryValidator((rules) => rules.registrationPasswordFormSchema);
const recoveryPasswordValidator = entryValidator((rules) => rules.recoveryPasswordFormSchema);

/** A refused step comes back with what was typed, except the passwords. */
type Refused = ClaimStepData & { phoneInput?: string; code?: string; rulesAccepted?: string };
type ActionResult = ClaimStepData | { fieldErrors: Record<string, string>; repopulateFields?: Refused };

export function ClaimFlow({
  purpose,
  title,
  consentText = [],
}: {
  purpose: "registration" | "recovery";
  title: string;
  /** Registration: the current consent text's paragraphs, for its dialog. */
  consentText?: readonly string[];
}) {
  // A hash-only navigation (the #consent dialog's links) clears Remix's action data: keep drawing the
  // step the server answered last instead of falling back to step 1.
  const answered = useActionData<ActionResult>();
  const lastAnswer = useRef(answered);
  if (answered !== undefined) lastAnswer.current = answered;
  const result = answered ?? lastAnswer.current;
  const failed = result && "fieldErrors" in result ? result : null;
  const state: Refused = failed ? (failed.repopulateFields ?? { step: "phone" }) : ((result as ClaimStepData) ?? { step: "phone" });
  const formError = failed?.fieldErrors._form;

  return (
    <>
      <h1>{title}</h1>
      <StepIndicator step={state.step} />
      {formError ? (
        <div className="alert alert--error" role="alert">
          {formError}
        </div>
      ) : null}
      {state.notice ? (
        <div className="alert alert--info" role="status">
          {state.notice}
        </div>
      ) : null}

      {state.step === "phone" ? (
        <ValidatedForm
          key="phone"
          validator={startValidator}
          method="post"
          subaction="start"
          noValidate
          defaultValues={{ phone: state.phoneInput ?? "" }}
        >
          <PhoneField label={t.phoneLabel} autoFocus />
          <SubmitButton>{t.getCode}</SubmitButton>
        </ValidatedForm>
      ) : null}

      {state.step === "confirm" ? (
        <>
          <p className="muted">
            <CodeSentTo phone={state.phone ?? ""} />
          </p>
          <ValidatedForm
            key={`confirm-${state.notice ?? ""}`}
            validator={confirmValidator}
            method="post"
            subaction="confirm"
            noValidate
            defaultValues={{ code: state.code ?? "" }}
          >
            <TextField name="code" label={t.codeLabel} inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus />
            <SubmitButton>{t.confirm}</SubmitButton>
          </ValidatedForm>
          <ValidatedForm validator={resendValidator} method="post" subaction="resend" noValidate className="entry__resend">
            <SubmitButton className="button button--link">{t.resendCode}</SubmitButton>
          </ValidatedForm>
        </>
      ) : null}

      {state.step === "password" ? (
        <ValidatedForm
          key="password"
          validator={purpose === "registration" ? registrationPasswordValidator : recoveryPasswordValidator}
          method="post"
          subaction="complete"
          noValidate
          defaultValues={purpose === "registration" ? ({ rulesAccepted: state.rulesAccepted === "on" } as object) : undefined}
        >
          {state.userName ? <p className="muted">{t.helloUser(state.userName)}</p> : null}
          <TextField
            name="password"
            label={t.newPasswordLabel}
            type="password"
            autoComplete="new-password"
            maxLength={32}
            hint={t.passwordHint}
            autoFocus
          />
          <TextField name="passwordRepeat" label={t.repeatPasswordLabel} type="password" autoComplete="new-password" maxLength={32} />
          {purpose === "registration" ? <ConsentCheckbox /> : null}
          <SubmitButton>{purpose === "registration" ? t.finishRegistration : t.savePassword}</SubmitButton>
        </ValidatedForm>
      ) : null}

      <nav className="entry__links">
        <Link to="/login">{t.back}</Link>
      </nav>
      {purpose === "registration" ? <ConsentDialog paragraphs={consentText} /> : null}
    </>
  );
}

function ConsentCheckbox() {
  const { error, getInputProps } = useField("rulesAccepted");
  return (
    <div className={error ? "field field--check field--error" : "field field--check"}>
      {/* The text and its link are one flex item, so the words wrap as a line beside the box. */}
      <label>
        <input {...getInputProps({ type: "checkbox", value: "on" })} aria-invalid={error ? true : undefined} />
        <span>
          {t.consentPrefix} <a href="#consent">{t.consentLink}</a>
        </span>
      </label>
      {error ? <p className="field__error">{error}</p> : null}
    </div>
  );
}

/** "We sent the code to +7 (900) 000-00-01…", the number kept on one line. */
function CodeSentTo({ phone }: { phone: string }) {
  const [before, after] = t.codeSentTo("\u0000").split("\u0000");
  return (
    <>
      {before}
      <span style={{ whiteSpace: "nowrap" }}>{formatPhone(phone)}</span>
      {after}
    </>
  );
}

function StepIndicator({ step }: { step: ClaimStepData["step"] }) {
  const steps: ClaimStepData["step"][] = ["phone", "confirm", "password"];
  const index = steps.indexOf(step);
  return (
    <ol className="steps" aria-label={t.stepOf(index + 1, 3)}>
      {steps.map((s, i) => (
        <li
          key={s}
          className={i === index ? "steps__item steps__item--current" : i < index ? "steps__item steps__item--done" : "steps__item"}
        />
      ))}
    </ol>
  );
}
