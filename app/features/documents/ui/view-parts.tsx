// What the normative-document view pages show: breadcrumbs and the validity line. Apart from the form
// (parts.tsx), so a view page loads neither conform nor the schema's zod.
import { messages } from "~/features/documents/messages";
import { formatDate } from "~/shared/dates";
import { BreadcrumbTrail, type TrailItem } from "~/shared/ui/breadcrumbs";

const t = messages;

export function DocumentsBreadcrumbs({
  theme,
  doc,
  last,
}: {
  theme?: { id: number; title: string };
  doc?: { id: number; name: string };
  last?: string;
}) {
  const items: TrailItem[] = [
    { name: t.knowledge, to: "/knowledge/guide" },
    { name: t.title, to: "/knowledge/documents" },
  ];
  if (theme) items.push({ name: theme.title, to: `/knowledge/documents/theme/${theme.id}` });
  if (theme && doc) items.push({ name: doc.name, to: `/knowledge/documents/view/${theme.id}/${doc.id}` });
  if (last) items.push({ name: last });
  return <BreadcrumbTrail items={items} label={t.breadcrumb} />;
}

/** "Действует с 01.01.2024" or "Срок действия: 01.01.2023 — 09.01.2024", and the badge when it no longer applies. */
export function Validity({ startDate, endDate, inForce }: { startDate: string; endDate: string | null; inForce: boolean }) {
  return (
    <p className="doc-validity">
      {inForce ? (
        <span className="doc-badge doc-badge--active">{t.inForce}</span>
      ) : (
        <span className="doc-badge doc-badge--expired">
          {t.notInForce} {endDate ? t.endedOn(formatDate(endDate)) : null}
        </span>
      )}{" "}
      <span className="muted">
        {endDate ? t.validRange(formatDate(startDate), formatDate(endDate)) : t.validFrom(formatDate(startDate))}
      </span>
    </p>
  );
}
