// The welcome message of a person's first visits. Closing it hides it at once (with JavaScript) and
// tells the server; without JavaScript the same form posts and the page comes back without it.
import { useFetcher } from "@remix-run/react";

/** `texts`: the message's words, from the shell's loader (only while it is due). */
export function WelcomeMessage({ texts, here }: { texts: { title: string; text: string; close: string }; here: string }) {
  const fetcher = useFetcher();
  if (fetcher.state !== "idle" || fetcher.data !== undefined) return null;
  return (
    <section className="card welcome" aria-labelledby="welcome-title">
      <h2 id="welcome-title">{texts.title}</h2>
      <p>{texts.text}</p>
      <fetcher.Form method="post" action="/welcome/hide">
        <input type="hidden" name="redirectTo" value={here} />
        <button type="submit" className="button button--primary">
          {texts.close}
        </button>
      </fetcher.Form>
    </section>
  );
}
