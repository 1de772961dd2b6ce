// A kind of the catalogue: its badge, title, description and rule, its latest holders (each a link to her award)
// and, for editors, its editing links.
import { Form } from "@remix-run/react";
import { Avatar } from "~/shared/ui/avatar";
import { Link, useBasePath } from "~/shared/ui/link";
import { messages as t } from "../messages";
import type { KindView } from "../server/pages.server";

export function ruleText(k: Pick<KindView, "rule" | "ruleThreshold">): string | null {
  if (k.rule === "YEARS" && k.ruleThreshold) return t.ruleYears(k.ruleThreshold);
  if (k.rule === "THANKS" && k.ruleThreshold) return t.ruleThanks(k.ruleThreshold);
  return null;
}

export function Badge({ src, title, large = false }: { src: string | null; title: string; large?: boolean }) {
  const size = large ? 160 : 72;
  return src ? (
    <img
      className={large ? "achievement-badge achievement-badge--large" : "achievement-badge"}
      src={src}
      width={size}
      height={size}
      alt={t.imageAlt(title)}
    />
  ) : (
    <span className={large ? "achievement-badge achievement-badge--large" : "achievement-badge"} aria-hidden="true" />
  );
}

export function KindCard({ kind, canEdit }: { kind: KindView; canEdit: boolean }) {
  const base = useBasePath();
  const rule = ruleText(kind);
  return (
    <li id={`kind-${kind.id}`} className="card achievement-kind">
      <div className="achievement-kind__head">
        <Badge src={kind.src} title={kind.title} />
        <h2>{kind.title}</h2>
      </div>
      <p>{kind.description}</p>
      {rule ? <p className="muted">{rule}</p> : null}
      <p className="muted">{kind.holderCount === 0 ? t.noHolders : t.holders(kind.holderCount)}</p>
      {kind.holders.length > 0 ? (
        <ul className="achievement-holders">
          {kind.holders.map((h) => (
            <li key={h.awardId}>
              <Link to={`/user/${h.id}/achievement/${h.awardId}`} title={`${h.name} ${h.surname}`}>
                <Avatar id={h.id} name={h.name} surname={h.surname} filePath={h.avatarPath} size={32} basePath={base} />
                <span className="visually-hidden">
                  {h.name} {h.surname}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="achievement-actions">
        {kind.holderCount > 0 ? <Link to={`/achievements?kind=${kind.id}`}>{t.allHolders}</Link> : null}
        {canEdit ? (
          <>
            <Link to={`/achievements?${kind.archived ? "archived=1&" : ""}edit=${kind.id}#achievement-edit`}>{t.edit}</Link>
            <Form method="post">
              <input type="hidden" name="intent" value={kind.archived ? "unarchive" : "archive"} />
              <input type="hidden" name="id" value={kind.id} />
              <button type="submit" className="button" aria-label={kind.archived ? t.unarchiveOf(kind.title) : t.archiveOf(kind.title)}>
                {kind.archived ? t.unarchive : t.archive}
              </button>
            </Form>
          </>
        ) : null}
      </div>
    </li>
  );
}
