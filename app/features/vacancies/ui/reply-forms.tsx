// The vacancy page's two tabs (issue #15 points 5, 6): «Откликнуться» and «Рекомендовать кандидата», each a
// multipart POST form (telephone, email, info, résumé; recommend adds fullName). Without JavaScript the
// tabs are `?tab=` links; with it they switch in place. The phone field fills +7 on focus and clears a
// bare + or +7 on blur; a form is not sent twice while in flight. A refusal shows every typed value and
// the résumé already stored (hidden resumeId, its name shown).
import { describedBy, PlainField } from "~/shared/forms/plain-field";
import { Form, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { replyView, type LastResult } from "~/shared/forms/reply-view";
import { Link } from "~/shared/ui/link";
import { EMAIL_MAX, FULL_NAME_MAX, REPLY_INFO_MAX } from "../limits";
import { vacancyMessages as t } from "../messages/vacancy";
import { vacancyPageMessages as p } from "../messages/pages";
import type { ReplyMode } from "../model";
import { vacancyPath, type ReplyTab } from "./text";

const ACCEPT = ".pdf,.doc,.docx,.jpg,.jpeg,.png";

/** The fields a reply form shows a message by; any other message goes over the form. */
const SHOWN = ["fullName", "telephone", "email", "info", "resume", "resumeId"];

/** The action's reply (conform's, ADR 0024) as this form shows it, when it is this form's. */
function failureOf(lastResult: LastResult, mode: ReplyMode) {
  const reply = replyView(lastResult);
  if (!reply || (reply.value("mode") === "RECOMMEND" ? "RECOMMEND" : "SELF") !== mode) return null;
  const resumeId = Number(reply.value("resumeId"));
  return {
    values: {
      fullName: reply.value("fullName"),
      telephone: reply.value("telephone"),
      email: reply.value("email"),
      info: reply.value("info"),
    },
    errors: Object.fromEntries(SHOWN.map((name) => [name, reply.error(name)])) as Record<string, string | undefined>,
    formError: reply.formError(SHOWN),
    resume: Number.isSafeInteger(resumeId) && resumeId > 0 ? { id: resumeId, name: reply.value("resumeName") } : null,
  };
}

/** Which tab a reply belongs to. */
const tabOfReply = (lastResult: LastResult): ReplyTab | null => {
  const reply = replyView(lastResult);
  return reply ? (reply.value("mode") === "RECOMMEND" ? "recommend" : "reply") : null;
};

/** +7 on focus of an empty field; a bare + or +7 cleared on blur. */
const phoneFocus = (e: { currentTarget: HTMLInputElement }) => {
  if (e.currentTarget.value.trim() === "") e.currentTarget.value = "+7";
};
/** A whole number typed or pasted after the +7 the focus put there (+7…, 8…) keeps its own prefix only. */
const phoneInput = (e: { currentTarget: HTMLInputElement }) => {
  const v = e.currentTarget.value;
  const rest = v.replace(/^\+7/, "");
  if (rest !== v && (rest.trim().startsWith("+") || /^[78]\d{10}$/.test(rest.replace(/[\s\-()]/g, ""))))
    e.currentTarget.value = rest.trim();
};
const phoneBlur = (e: { currentTarget: HTMLInputElement }) => {
  const v = e.currentTarget.value.trim();
  if (v === "+" || v === "+7") e.currentTarget.value = "";
};

function ReplyForm({ vacancyId, mode, email, lastResult }: { vacancyId: number; mode: ReplyMode; email: string; lastResult: LastResult }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("mode") === mode;
  const f = failureOf(lastResult, mode);
  const errors = f?.errors ?? {};
  const values = f?.values ?? { fullName: "", telephone: "", email: mode === "SELF" ? email : "", info: "" };
  const key = mode === "SELF" ? "self" : "recommend";
  const id = (name: string) => `reply-${key}-${name}`;
  const tab = mode === "SELF" ? "reply" : "recommend";
  return (
    <Form
      method="post"
      action={vacancyPath(vacancyId, tab)}
      encType="multipart/form-data"
      className="vacancy-reply-form"
      noValidate
      onSubmit={(event) => {
        if (busy) event.preventDefault();
      }}
    >
      <input type="hidden" name="mode" value={mode} />
      {f?.formError ? (
        <div className="alert alert--error" role="alert">
          {f.formError}
        </div>
      ) : null}
      {mode === "RECOMMEND" ? (
        <PlainField id={id("fullName")} label={p.fullName} error={errors.fullName} required>
          <input
            id={id("fullName")}
            type="text"
            name="fullName"
            defaultValue={values.fullName}
            maxLength={FULL_NAME_MAX}
            autoComplete="off"
            aria-required
            {...describedBy(id("fullName"), errors.fullName)}
          />
        </PlainField>
      ) : null}
      <PlainField id={id("telephone")} label={p.telephone} error={errors.telephone} hint={p.telephoneHint} required>
        <input
          id={id("telephone")}
          type="tel"
          name="telephone"
          defaultValue={values.telephone}
          maxLength={30}
          autoComplete={mode === "SELF" ? "tel" : "off"}
          onFocus={phoneFocus}
          onInput={phoneInput}
          onBlur={phoneBlur}
          aria-required
          {...describedBy(id("telephone"), errors.telephone, true)}
        />
      </PlainField>
      <PlainField id={id("email")} label={p.replyEmail} error={errors.email} required>
        <input
          id={id("email")}
          type="email"
          name="email"
          defaultValue={values.email}
          maxLength={EMAIL_MAX}
          aria-required
          {...describedBy(id("email"), errors.email)}
        />
      </PlainField>
      <PlainField id={id("info")} label={p.info} error={errors.info}>
        <textarea
          id={id("info")}
          name="info"
          rows={4}
          defaultValue={values.info}
          maxLength={REPLY_INFO_MAX}
          {...describedBy(id("info"), errors.info)}
        />
      </PlainField>
      <PlainField
        id={id("resume")}
        label={p.resume}
        error={errors.resume ?? errors.resumeId}
        hint={f?.resume ? p.resumeReplace : p.resumeHint}
      >
        {f?.resume ? (
          <>
            <input type="hidden" name="resumeId" value={f.resume.id} />
            <input type="hidden" name="resumeName" value={f.resume.name} />
            <p className="vacancy-reply-form__kept">{p.resumeKept(f.resume.name)}</p>
          </>
        ) : null}
        <input
          id={id("resume")}
          type="file"
          name="resume"
          accept={ACCEPT}
          {...describedBy(id("resume"), errors.resume ?? errors.resumeId, true)}
        />
      </PlainField>
      <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
        {busy ? p.sending : mode === "SELF" ? p.sendReply : p.sendRecommend}
      </button>
    </Form>
  );
}

export function ReplyTabs({
  vacancyId,
  tab,
  email,
  lastResult,
  formKey,
}: {
  vacancyId: number;
  tab: ReplyTab;
  /** Changes with each page load: a sent form starts empty again. */
  formKey: string;
  email: string;
  lastResult: LastResult;
}) {
  const [current, setCurrent] = useState<ReplyTab>(tabOfReply(lastResult) ?? tab);
  const tabs: [ReplyTab, string][] = [
    ["reply", t.replyModes.SELF],
    ["recommend", t.replyModes.RECOMMEND],
  ];
  return (
    <section className="card vacancy-replying" aria-label={p.replyTabs}>
      <nav className="vacancy-tabs">
        <ul>
          {tabs.map(([key, label]) => (
            <li key={key}>
              <Link
                to={vacancyPath(vacancyId, key)}
                className="vacancy-tabs__tab"
                aria-current={key === current ? "page" : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  setCurrent(key);
                }}
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {current === "reply" ? (
        <ReplyForm key={`self-${formKey}`} vacancyId={vacancyId} mode="SELF" email={email} lastResult={lastResult} />
      ) : (
        <ReplyForm key={`recommend-${formKey}`} vacancyId={vacancyId} mode="RECOMMEND" email={email} lastResult={lastResult} />
      )}
    </section>
  );
}
