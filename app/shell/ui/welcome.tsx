// The welcome message of a person's first visits. Closing it hides it at once (with JavaScript) and
// tells the server; without JavaScript the same form posts and the page comes back without it.
import { useFetcher } from "@remix-run/react";
import { Link } from "~/shared/ui/link";

/**
 * `texts`: the message's words, from the shell's loader (only while it is due), with the guide article its
 * editors chose for it (Эмилия's welcome pop-up), if any.
 */
export function WelcomeMessage({
  texts,
  here,
}: {
  texts: { title: string; text: string; close: string; article: { lead: string; name: string; href: string } | null };
  here: string;
}) {
  const fetcher = useFetcher();
  if (fetcher.state !== "idle" || fetcher.data !== undefined) return null;
  return (
    <section className="card welcome" aria-labelledby="welcome-title">
      <h2 id="welcome-title">{texts.title}</h2>
      <p>{texts.text}</p>
      {texts.article ? (
        <p>
          {texts.article.lead} <Link to={texts.article.href}>{texts.article.name}</Link>
        </p>
      ) : null}
      <fetcher.Form method="post" action="/welcome/hide">
        <input type="hidden" name="redirectTo" value={here} />
        <button type="submit" className="button button--primary">
          {texts.close}
        </button>
      </fetcher.Form>
    </section>
  );
}
