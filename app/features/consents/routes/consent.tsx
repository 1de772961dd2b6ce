// /consent: where the shell sends a signed-in person while a newer consent text than the one she accepted exists.
// The text and a «Принимаю» form (a plain POST: works without JavaScript), and a way out (sign out). Accepting
// records the version with her address and browser and returns her to where she was going (a local path only).
// Outside the shell: its menu would lead back here.
import type { MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { Logo } from "~/shared/ui/logo";
import { pageTitle } from "~/shared/ui/meta";
import { portalName } from "~/shared/messages";
import { consents as t } from "../messages";
import { consentPageAction, consentPageLoader } from "../server/pages.server";

export const meta: MetaFunction = () => pageTitle(t.consentTitle);

export const loader = consentPageLoader;
export const action = consentPageAction;

export default function ConsentPage() {
  const { version, paragraphs, pending, redirectTo } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <div className="entry">
      <header className="entry__brand">
        <Logo />
        <span>{portalName}</span>
      </header>
      <main className="entry__card card" id="content">
        <h1>{t.consentTitle}</h1>
        {refused?.error ? (
          <div className="alert alert--error" role="alert">
            {refused.error}
          </div>
        ) : null}
        <p className="muted">{pending ? t.consentLead : t.alreadyAccepted}</p>
        <p className="muted">{t.versionLabel(version)}</p>
        {paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
        {pending ? (
          <Form method="post">
            <input type="hidden" name="version" value={version} />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <button type="submit" name="intent" value="accept" className="button button--primary">
              {t.accept}
            </button>
          </Form>
        ) : (
          <p>
            <Link to={redirectTo}>{t.toPortal}</Link>
          </p>
        )}
        <Form method="post" action="/logout">
          <button type="submit" className="button">
            {t.signOut}
          </button>
        </Form>
      </main>
    </div>
  );
}
