// /admin/news-moderation: news offered by employees, newest first, each with
// «Опубликовать» and «Отклонить» (with a reason) as plain forms. News editors and administrators only.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { isDomainError } from "~/platform/errors";
import { readForm, redirectWithToast, refusePage, requireSignedIn } from "~/platform/remix.server";
import { isNewsEditor } from "~/features/feed/policy";
import { feedMessages as t } from "~/features/feed/messages";
import { feedPageToasts as toasts } from "~/features/feed/messages.server";
import { PlainText } from "~/features/feed/ui/post-text";
import { moscowDateTime } from "~/shared/moscow-time";
import { pageTitle } from "~/shared/ui/meta";
import styles from "~/features/feed/ui/feed.css";

const HERE = "/admin/news-moderation";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.moderationTitle);
export const handle = { title: t.moderationTitle, backTo: "/admin" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  if (!isNewsEditor(actor)) throw refusePage(403, { pageTitle: t.moderationTitle });
  const offers = await context.services.feed.offers(actor);
  return {
    offers: offers.map((p) => ({
      id: p.id,
      title: p.title,
      text: p.text,
      author: { id: p.author.id, name: `${p.author.name} ${p.author.surname}` },
      when: moscowDateTime(p.publishDate),
      files: [...p.imageList, ...p.documentList].map((f) => ({
        id: f.id,
        name: f.originalFileName,
        path: `${context.basePath}${f.filePath}`,
      })),
      videos: p.videoList.map((v) => v.filePath),
    })),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  if (!isNewsEditor(actor)) return data({ error: t.moderationTitle }, { status: 403 });
  const form = await readForm(request);
  const { feed } = context.services;
  try {
    if (form.get("intent") === "reject") {
      await feed.rejectOffer(actor, { id: form.get("id"), reason: form.get("reason") });
      return redirectWithToast(context, HERE, { type: "success", text: toasts.offerRejected });
    }
    await feed.publishOffer(actor, { id: form.get("id") });
    return redirectWithToast(context, HERE, { type: "success", text: toasts.offerPublished });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return redirectWithToast(context, `${HERE}#offer-${String(form.get("id"))}`, { type: "error", text: error.message });
  }
}

export default function NewsModerationPage() {
  const { offers } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="page-title">{t.moderationTitle}</h1>
      {offers.length === 0 ? <p className="card empty-state">{t.noOffers}</p> : null}
      {offers.map((offer) => (
        <article key={offer.id} id={`offer-${offer.id}`} className="card post">
          <p className="muted">
            <Link to={`/user/${offer.author.id}`}>{offer.author.name}</Link>, {offer.when}
          </p>
          {offer.title ? <h2 className="post__title">{offer.title}</h2> : null}
          {offer.text ? <PlainText text={offer.text} /> : null}
          {offer.files.length + offer.videos.length > 0 ? (
            <ul className="post__documents">
              {offer.files.map((f) => (
                <li key={f.id}>
                  <a href={f.path}>{f.name}</a>
                </li>
              ))}
              {offer.videos.map((v) => (
                <li key={v}>
                  <a href={v} rel="noopener noreferrer" target="_blank">
                    {v}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="moderation__actions">
            <Form method="post">
              <input type="hidden" name="id" value={offer.id} />
              <button type="submit" name="intent" value="publish" className="button button--primary">
                {t.approve}
              </button>
            </Form>
            <Form method="post" className="moderation__reject">
              <input type="hidden" name="id" value={offer.id} />
              <label className="field">
                <span>{t.rejectReason}</span>
                <textarea name="reason" rows={2} required maxLength={1000} />
              </label>
              <button type="submit" name="intent" value="reject" className="button">
                {t.reject}
              </button>
            </Form>
          </div>
        </article>
      ))}
    </>
  );
}
