// The thanks pages' blocks rendered to HTML on the server only (like page-html.server.tsx for posts): the
// cards, a page of them with its rel="next" link, and the form; their components never reach the browser.
import { renderToStaticMarkup } from "react-dom/server";
import { feedThanksMessages as t } from "../messages";
import type { Thanks } from "../types-talk";
import type { CardContext } from "../ui/post-card";
import { ThanksCard } from "../ui/thanks-card";
import { ThanksForm, type ThanksFormProps } from "../ui/thanks-form";

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

export const thanksFormHtml = (props: ThanksFormProps) => renderToStaticMarkup(<ThanksForm {...props} />);
