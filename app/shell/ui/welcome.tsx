// The welcome message of a person's first visits. Closing it hides it at once (with JavaScript) and
// tells the server; without JavaScript the same form posts and the page comes back without it.
import { useFetcher } from "@remix-run/react";
import { shell } from "~/shell/messages";

export function WelcomeMessage({ name, here }: { name: string; here: string }) {
  const fetcher = useFetcher();
  if (fetcher.state !== "idle" || fetcher.data !== undefined) return null;
  return (
    <section className="card welcome" aria-labelledby="welcome-title">
      <h2 id="welcome-title">{shell.welcomeTitle(name)}</h2>
      <p>{shell.welcomeText}</p>
      <fetcher.Form method="post" action="/welcome/hide">
        <input type="hidden" name="redirectTo" value={here} />
        <button type="submit" className="button button--primary">
          {shell.welcomeClose}
        </button>
      </fetcher.Form>
    </section>
  );
}
