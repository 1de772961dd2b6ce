// /knowledge/guide/{id*}/article/{articleId}/versions/{version}: one version of an article as it was
// saved, and "Восстановить": its title and text become current again (written as a new version).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { formFailure, redirectWithToast, requireSignedIn } from "~/platform/remix.server";
import { isMissing } from "~/platform/errors";
import { articleAt, idOf, sectionPathOf } from "~/features/guide/server/pages.server";
import { refuse } from "~/features/guide/server/refusals.server";
import { useGuideFrame } from "~/features/guide/ui/frame";
import { GuideBreadcrumbs, GuideLayout } from "~/features/guide/ui/layout";
import { dayOf } from "~/features/guide/ui/dates";
import { GUIDE, guideUrl } from "~/features/guide/ui/urls";
import { pageTitle } from "~/shared/ui/meta";
import { guidePageMessages as t } from "~/features/guide/messages";
import { RichHtml } from "~/shared/richtext/rich-html";

export const meta: MetaFunction = () => pageTitle(t.versionsTitle);
export const handle = { title: t.versionsTitle, backTo: GUIDE };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const found = await articleAt(context, actor, sectionPathOf(params), params.articleId, request);
  if (!("article" in found)) return refuse({ status: found.status, title: t.versionsTitle, article: { readable: false } });
  if (!found.article.canEdit) return refuse({ status: 403, title: t.versionsTitle, article: { readable: true } });
  try {
    const version = await context.services.guide.version(actor, { id: found.article.id, version: params.version });
    return { article: found.article, version };
  } catch (error) {
    if (isMissing(error))
      return refuse({ status: 404, title: t.versionsTitle, article: { readable: true, notFoundTitle: t.versionNotFound } });
    throw error;
  }
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const found = await articleAt(context, actor, sectionPathOf(params), params.articleId);
  if ("status" in found) return data({ ok: false }, { status: found.status });
  const { article } = found;
  const self = guideUrl.version(article.path, article.id, idOf(params.version) ?? 0);
  try {
    const restored = await context.services.guide.restoreVersion(actor, { id: article.id, version: idOf(params.version) ?? 0 });
    return redirectWithToast(context, guideUrl.article(article.path, article.id), { type: "success", text: restored.message });
  } catch (error) {
    return redirectWithToast(context, self, { type: "error", text: formFailure(error).formError });
  }
}

export default function ArticleVersion() {
  const page = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const frame = useGuideFrame();
  const { article, version } = page;
  const busy = navigation.state === "submitting";
  return (
    <GuideLayout frame={frame} currentPath={article.path}>
      <GuideBreadcrumbs crumbs={article.breadcrumbs} last={t.version(version.version)} />
      <article className="card guide-view">
        <p className="muted">
          <Link to={guideUrl.versions(article.path, article.id)}>{t.versionsTitle}</Link>
          {" · "}
          {t.versionOf(version.version, dayOf(version.createdAt), version.user ? `${version.user.surname} ${version.user.name}` : t.nobody)}
        </p>
        <h1 className="page-title">{version.name}</h1>
        <Form method="post" className="guide-view__tools">
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>
            {t.restoreVersion}
          </button>
          <span className="muted">{t.restoreVersionText}</span>
        </Form>
        <RichHtml className="rich-content" html={version.html} />
      </article>
    </GuideLayout>
  );
}
