// /knowledge/guide/article/{articleId}: an article's permanent link, for places that know only its id
// (notifications, messages). It sends a reader to the article's real address; a missing article is
// "Статья удалена или ещё не создана" (404), one the person may not read "Недостаточно прав для
// просмотра статьи" (403), as on the article's own page.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireSignedIn } from "~/platform/remix.server";
import { isDomainError, isMissing } from "~/platform/errors";
import { guideFrame, idOf } from "~/features/guide/server/pages.server";
import { ArticleStatusPage } from "~/features/guide/ui/article-parts";
import { GUIDE, guideUrl } from "~/features/guide/ui/urls";
import { pageTitle } from "~/shared/ui/meta";
import styles from "~/features/guide/ui/guide.css";
import { ru } from "~/shared/ru";

const t = ru.guide.page;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data }) => pageTitle(data?.status === 403 ? t.noReadRight : t.articleMissing);
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
  return data({ frame: await guideFrame(request, context, actor), status }, { status });
}

export default function ArticlePermalink() {
  const page = useLoaderData<typeof loader>();
  return (
    <ArticleStatusPage frame={page.frame} status={page.status} readable={false} />
  );
}
