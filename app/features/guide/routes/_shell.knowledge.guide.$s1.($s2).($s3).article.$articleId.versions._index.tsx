// /knowledge/guide/{id*}/article/{articleId}/versions: the article's versions, newest first (its
// editors only), VERSIONS_PAGE at a time (?before=n: the page after version n). A person's saves in a
// row coalesce into one version; each links to its own page with the restore button.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { requireSignedIn } from "~/platform/remix.server";
import { isMissing } from "~/platform/errors";
import { articleAt, sectionPathOf } from "~/features/guide/server/pages.server";
import { refuse } from "~/features/guide/server/refusals.server";
import { useGuideFrame } from "~/features/guide/ui/frame";
import { GuideBreadcrumbs, GuideLayout } from "~/features/guide/ui/layout";
import { dayOf } from "~/features/guide/ui/dates";
import { GUIDE, guideUrl } from "~/features/guide/ui/urls";
import { pageTitle } from "~/shared/ui/meta";
import { VersionList } from "~/shared/ui/version-list";
import { guidePageMessages as t } from "~/features/guide/messages";

export const meta: MetaFunction = () => pageTitle(t.versionsTitle);
export const handle = { title: t.versionsTitle, backTo: GUIDE };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const found = await articleAt(context, actor, sectionPathOf(params), params.articleId, request);
  if (!("article" in found)) return refuse({ status: found.status, title: t.versionsTitle, article: { readable: false } });
  if (!found.article.canEdit) return refuse({ status: 403, title: t.versionsTitle, article: { readable: true } });
  // A page of the history at a time (keyset: ?before=version); a bad "before" is a clear 404, not a 500.
  const before = new URL(request.url).searchParams.get("before");
  try {
    const { items, older } = await context.services.guide.versionsPage(actor, { id: found.article.id, before });
    return { article: found.article, versions: items, older, paged: before !== null };
  } catch (error) {
    if (isMissing(error)) return refuse({ status: 404, title: t.versionsTitle, article: { readable: true } });
    throw error;
  }
}

export default function ArticleVersions() {
  const page = useLoaderData<typeof loader>();
  const frame = useGuideFrame();
  const { article, versions, older, paged } = page;
  const here = guideUrl.versions(article.path, article.id);
  return (
    <GuideLayout frame={frame} currentPath={article.path}>
      <GuideBreadcrumbs crumbs={article.breadcrumbs} last={t.versionsTitle} />
      <section className="card">
        <h1 className="page-title">{t.versionsTitle}</h1>
        <p>
          <Link to={guideUrl.article(article.path, article.id)}>{article.name}</Link>
        </p>
        <VersionList
          className="guide-versions"
          rows={versions.map((v) => ({
            version: v.version,
            href: guideUrl.version(article.path, article.id, v.version),
            label: t.version(v.version),
            title: v.name,
            details: [dayOf(v.createdAt), v.user ? `${v.user.surname} ${v.user.name}` : t.nobody, t.statusNames[v.status]].join(" · "),
          }))}
          pager={{ here, older, paged, labels: { pages: t.versionsPages, newest: t.versionsNewest, older: t.versionsOlder } }}
        />
      </section>
    </GuideLayout>
  );
}
