// The thanks pages' blocks rendered to HTML on the server only (like page-html.server.tsx for posts): the
// cards and a page of them with its rel="next" link; their components never reach the browser (the form
// is the route's own: its people finder is hydrated).
import { renderToStaticMarkup } from "react-dom/server";
import { feedThanksMessages as t } from "../messages";
import type { Thanks } from "../types-talk";
import type { CardContext } from "../ui/post-card";
import { ThanksCard } from "../ui/thanks-card";

export const thanksHtml = (thanks: Thanks, ctx: CardContext) => renderToStaticMarkup(<ThanksCard thanks={thanks} ctx={ctx} />);

export const thanksListHtml = (list: Thanks[], nextCursor: string | null, ctx: CardContext) =>
  renderToStaticMarkup(
    <>
      {list.length === 0 ? <p className="card empty-state">{t.empty}</p> : null}
      {list.map((thanks) => (
        <ThanksCard key={thanks.id} thanks={thanks} ctx={ctx} />
      ))}
      {nextCursor ? (
        <p className="feed__next">
          <a rel="next" href={`?after=${nextCursor}`} className="button">
            {t.next}
          </a>
        </p>
      ) : null}
    </>,
  );
