// A thanks as the feed, /thanks and its own pages show it (issue #12 point 11): who thanked whom, the
// text, the date (a link to its page), and «Удалить» for the giver and news editors: a plain form posting
// to the page it is on with the intent `thanks-delete`. Rendered on the server only, like a post card.
import { feedThanksMessages as t } from "../messages";
import type { PersonRef } from "../types";
import type { Thanks } from "../types-talk";
import { moscowDateTime } from "~/shared/moscow-time";
import type { CardContext } from "./post-card";
import { PlainText } from "./post-text";

export const thanksPath = (id: number) => `/thanks/${id}`;

const fullName = (p: PersonRef) => `${p.name} ${p.surname}`.trim();

function Person({ person, base }: { person: PersonRef; base: string }) {
  return (
    <a href={`${base}/user/${person.id}`} className="post__author">
      {person.avatarFile ? (
        <img className="thanks__avatar" src={`${base}${person.avatarFile.filePath}?size=MEDIUM`} alt="" width={32} height={32} />
      ) : null}
      {fullName(person)}
    </a>
  );
}

export function ThanksCard({ thanks, ctx }: { thanks: Thanks; ctx: CardContext }) {
  const { base } = ctx;
  const date = <time dateTime={thanks.createDate}>{moscowDateTime(thanks.createDate)}</time>;
  return (
    <article id={`thanks-${thanks.id}`} className="card post thanks">
      {/* Its own page's title, for screen readers: the card's head shows the same as a badge and two people. */}
      {ctx.full ? <h1 className="visually-hidden">{t.heading(fullName(thanks.from), fullName(thanks.to))}</h1> : null}
      <header className="thanks__head">
        <span className="post__badge thanks__badge">{t.badge}</span>
        <Person person={thanks.from} base={base} />
        <span className="thanks__arrow" aria-hidden="true">
          →
        </span>
        <span className="visually-hidden">{t.thanked}</span>
        <Person person={thanks.to} base={base} />
      </header>
      <PlainText text={thanks.text} />
      <footer className="post__foot">
        <span className="muted">
          {ctx.full ? (
            date
          ) : (
            <a href={`${base}${thanksPath(thanks.id)}`} className="post__date">
              {date}
            </a>
          )}
        </span>
        {thanks.canDelete ? (
          <form method="post" action={`${base}${ctx.action}`} className="post__action">
            <input type="hidden" name="intent" value="thanks-delete" />
            <input type="hidden" name="thanksId" value={thanks.id} />
            <input type="hidden" name="back" value={ctx.back} />
            <button type="submit" className="button button--small">
              {t.remove}
            </button>
          </form>
        ) : null}
      </footer>
    </article>
  );
}
