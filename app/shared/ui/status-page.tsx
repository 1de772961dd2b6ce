// A designed page for 404, 403 and sections still being built, shown inside the shell.
import { Link } from "@remix-run/react";
import { Icon } from "~/shared/ui/icons";
import { pages } from "~/shared/messages";

export function StatusPage({ title, text, code }: { title: string; text: string; code?: number }) {
  return (
    <section className="status-page card">
      {code ? (
        <p className="status-page__code">{code}</p>
      ) : (
        <div className="status-page__art">
          <Icon name="build" size={56} />
        </div>
      )}
      <h1>{title}</h1>
      <p>{text}</p>
      <Link to="/" className="button button--primary">
        {pages.toMain}
      </Link>
    </section>
  );
}

/**
 * A page that cannot be shown to this person: 403 (not allowed, always the same words) or 404 (missing;
 * the page may say what is missing). Any status but 403 is 404.
 */
export function RefusalPage({
  status,
  title = pages.notFoundTitle,
  text = pages.notFoundText,
}: {
  status?: number;
  title?: string;
  text?: string;
}) {
  return status === 403 ? (
    <StatusPage code={403} title={pages.forbiddenTitle} text={pages.forbiddenText} />
  ) : (
    <StatusPage code={404} title={title} text={text} />
  );
}
