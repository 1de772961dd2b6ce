// /achievements: the catalogue of achievements, the current ones and the archive as two tabs (plain links, so
// they work without JavaScript), each kind with its latest holders; ?kind={id} lists everyone who holds one.
// Editors (ROLE_EDIT_ACHIEVEMENTS, administrators) add, edit, archive and bring back kinds and grant them.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { replyView } from "~/shared/forms/reply-view";
import { Avatar } from "~/shared/ui/avatar";
import { Link, useBasePath } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import { messages as t } from "../messages";
import { CATALOGUE_UPLOAD_MAX_BYTES, catalogueAction, catalogueLoader, type CatalogueReply } from "../server/pages.server";
import { Badge, KindCard, ruleText } from "../ui/kind-card";
import { GrantForm, KindForm } from "../ui/kind-form";
import styles from "../ui/achievements.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  error ? refusalMeta(error) : pageTitle(data?.kind ? `${data.kind.title} — ${t.title}` : t.title);
export const handle = { title: t.title };
/** The kind form's body limit (server/pages.ts reads it). */
export const uploadLimit = CATALOGUE_UPLOAD_MAX_BYTES;

export const loader = catalogueLoader;
export const action = catalogueAction;

export default function AchievementsPage() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<CatalogueReply>();
  const view = (intent: string) => (reply?.intent === intent ? replyView(reply.result) : null);
  const base = useBasePath();
  if (page.mode === "kind" && page.kind) {
    const k = page.kind;
    const rule = ruleText(k);
    return (
      <div className="achievements">
        <p>
          <Link to={k.archived ? "/achievements?archived=1" : "/achievements"}>{t.toCatalogue}</Link>
        </p>
        <section className="card achievement-kind">
          <div className="achievement-kind__head">
            <Badge src={k.src} title={k.title} large />
            <h1 className="page-title">{k.title}</h1>
          </div>
          <p>{k.description}</p>
          {rule ? <p className="muted">{rule}</p> : null}
          <p className="muted">{k.holderCount === 0 ? t.noHolders : t.holders(k.holderCount)}</p>
        </section>
        {page.holders.length > 0 ? (
          <ul className="card achievement-holders achievement-holders--full">
            {page.holders.map((h) => (
              <li key={h.awardId}>
                <Link to={`/user/${h.id}/achievement/${h.awardId}`}>
                  <Avatar id={h.id} name={h.name} surname={h.surname} filePath={h.avatarPath} size={32} basePath={base} />
                  {h.name} {h.surname}
                </Link>{" "}
                <span className="muted">{h.awardedOn}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <More to={page.more} />
      </div>
    );
  }
  const editing = page.editing;
  return (
    <div className="achievements">
      <h1 className="page-title">{t.title}</h1>
      <p className="muted">{t.lead}</p>
      <nav className="tabs" aria-label={t.tabs}>
        <Link to="/achievements" aria-current={page.archived ? undefined : "page"}>
          {t.tabList}
        </Link>
        <Link to="/achievements?archived=1" aria-current={page.archived ? "page" : undefined}>
          {t.tabArchive}
        </Link>
      </nav>
      {page.canEdit ? (
        <div className="achievement-forms">
          {editing ? (
            <section className="card" id="achievement-edit" aria-labelledby="achievement-edit-title">
              <h2 id="achievement-edit-title">{t.editTitle(editing.title)}</h2>
              <KindForm
                kind={editing}
                reply={view("update")}
                cancelTo={`${base}/achievements${editing.archived ? "?archived=1" : ""}#kind-${editing.id}`}
              />
            </section>
          ) : (
            <details className="card" open={reply?.intent === "create" || undefined}>
              <summary>{t.addTitle}</summary>
              <KindForm kind={{ id: null, title: "", description: "", rule: null, ruleThreshold: null }} reply={view("create")} />
            </details>
          )}
          {page.grantable.length > 0 ? (
            <details className="card" open={reply?.intent === "grant" || undefined}>
              <summary>{t.grantTitle}</summary>
              <GrantForm kinds={page.grantable} reply={view("grant")} />
            </details>
          ) : null}
          {reply && (reply.intent === "archive" || reply.intent === "unarchive" || reply.intent === null) ? (
            <div className="alert alert--error" role="alert">
              {replyView(reply.result)?.formError([]) ?? t.kindNotFound}
            </div>
          ) : null}
        </div>
      ) : null}
      {page.kinds.length === 0 ? (
        <p className="card empty-state">{page.archived ? t.emptyArchive : t.empty}</p>
      ) : (
        <ul className="achievement-kinds">
          {page.kinds.map((k) => (
            <KindCard key={k.id} kind={k} canEdit={page.canEdit} />
          ))}
        </ul>
      )}
      <More to={page.more} />
    </div>
  );
}

/** The next page's link (keyset `?after=`), none on the last. */
const More = ({ to }: { to: string | null }) =>
  to ? (
    <p>
      <Link to={to}>{t.more}</Link>
    </p>
  ) : null;
