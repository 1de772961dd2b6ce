// A designed page for 404, 403 and sections still being built, shown inside the shell.
import { Link } from "~/shared/ui/link";
import { Icon } from "~/shared/ui/icons";
import { pages } from "~/shared/messages";

export function StatusPage({
  title,
  text,
  code,
  back = { to: "/", label: pages.toMain },
}: {
  title: string;
  text?: string;
  code?: number;
  /** Where the page leads: the main page unless a section's own. */
  back?: { to: string; label: string };
}) {
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
      {text ? <p>{text}</p> : null}
      <Link to={back.to} className="button button--primary">
        {back.label}
      </Link>
    </section>
  );
}

/**
 * A page that cannot be shown to this person: 403 (not allowed, always the same words) or 404 (missing;
 * the page may say what is missing, and lead back to its section instead of the main page, with no
 * other words). Any status but 403 is 404.
 */
export function RefusalPage({
  status,
  title = pages.notFoundTitle,
  text,
  back,
}: {
  status?: number;
  title?: string;
  text?: string;
  back?: { to: string; label: string };
}) {
  return status === 403 ? (
    <StatusPage code={403} title={pages.forbiddenTitle} text={pages.forbiddenText} />
  ) : (
    <StatusPage code={404} title={title} text={text ?? (back ? undefined : pages.notFoundText)} back={back} />
  );
}
