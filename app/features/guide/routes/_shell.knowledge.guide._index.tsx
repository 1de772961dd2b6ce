// /knowledge/guide: the company guide's top sections and the side menu; also the fallback after a
// section is deleted. Its action is where every guide ordering form and the edit-mode switch post
// (from any guide page, which they name in redirectTo): without JavaScript the person comes back to
// that page with a toast; a fetcher (js=1) gets {ok} and the page revalidates.
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link } from "~/shared/ui/link";
import { backTo, formFailure, readForm, redirectWithToast, requireSignedIn } from "~/platform/remix.server";
import { editModeCookie } from "~/features/guide/server/pages.server";
import { useGuideFrame } from "~/features/guide/ui/frame";
import { GuideBreadcrumbs, GuideLayout } from "~/features/guide/ui/layout";
import { SectionList } from "~/features/guide/ui/section-parts";
import { guideUrl } from "~/features/guide/ui/urls";
import { pageTitle } from "~/shared/ui/meta";
import * as ru from "~/shared/messages";
import { guidePageMessages as t } from "~/features/guide/messages";

export const meta: MetaFunction = () => pageTitle(t.title);
export const handle = { title: t.title, backTo: "/menu" };

export async function action({ request, context }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const form = await readForm(request);
  const js = form.get("js") === "1";
  const back = backTo(request, context, form.get("redirectTo"));
  const intent = form.get("intent");
  if (intent === "editMode") {
    const on = form.get("on") === "1" && (await context.services.guide.abilities(actor)).editMode;
    return redirect(back, { headers: { "Set-Cookie": editModeCookie(on, context) } });
  }
  try {
    const sortIdList = String(form.get("sortIdList") ?? "")
      .split(",")
      .filter(Boolean)
      .map(Number);
    let message: string;
    if (intent === "sortSections") message = (await context.services.guide.sortSections(actor, { sortIdList })).message;
    else if (intent === "sortArticles") message = (await context.services.guide.sortArticles(actor, { sortIdList })).message;
    else throw new Error("unknown intent");
    if (js) return { ok: true };
    return redirectWithToast(context, back, { type: "success", text: message });
  } catch (error) {
    const text = error instanceof Error && error.message === "unknown intent" ? ru.common.badRequest : formFailure(error).formError;
    if (js) {
      await context.services.auth.setFlash(actor, { type: "error", text });
      return { ok: false };
    }
    return redirectWithToast(context, back, { type: "error", text });
  }
}

export default function GuideIndex() {
  // The top sections are the menu's first level: the layout route loaded them.
  const frame = useGuideFrame();
  const top = frame.menu;
  return (
    <GuideLayout frame={frame} editable={frame.abilities.createTop && top.length > 0}>
      <GuideBreadcrumbs crumbs={[]} />
      <header className="guide__header">
        <h1 className="page-title">{t.title}</h1>
        {frame.abilities.createTop ? (
          <Link to={guideUrl.createTop()} className="button button--primary">
            {t.createSection}
          </Link>
        ) : null}
      </header>
      {top.length === 0 ? (
        <p className="empty-state card">{t.emptySections}</p>
      ) : (
        <SectionList title={t.sections} nodes={top} parentPath={[]} editMode={frame.editMode && frame.abilities.createTop} />
      )}
    </GuideLayout>
  );
}
