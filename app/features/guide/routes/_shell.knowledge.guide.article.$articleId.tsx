// /knowledge/guide/article/{articleId}: an article's permanent link, for places that know only its id
// (notifications, messages). It sends a reader to the article's real address; a missing article is
// "Статья удалена или ещё не создана" (404), one the person may not read "Недостаточно прав для
// просмотра статьи" (403), as on the article's own page.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireSignedIn } from "~/platform/remix.server";
import { isDomainError, isMissing } from "~/platform/errors";
import { idOf } from "~/features/guide/server/pages.server";
import { refuse } from "~/features/guide/server/refusals.server";
import { GUIDE, guideUrl } from "~/features/guide/ui/urls";
import { guidePageMessages as t } from "~/features/guide/messages";

export const handle = { title: t.title, backTo: GUIDE };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const id = idOf(params.articleId);
  let status: 403 | 404 = 404;
  if (id !== null) {
    try {
      const article = await context.services.guide.article(actor, id);
      return redirect(guideUrl.article(article.path, article.id));
    } catch (error) {
      if (isDomainError(error) && error.kind === "forbidden") status = 403;
      else if (!isMissing(error)) throw error;
    }
  }
  return refuse({ status, title: status === 403 ? t.noReadRight : t.articleMissing, article: { readable: false } });
}

/**
 * Never rendered: the loader redirects or refuses (the layout's ErrorBoundary shows the refusal). It
 * exists so that this stays a page, not a resource route answering with bare data.
 */
export default function ArticlePermalink() {
  return null;
}
