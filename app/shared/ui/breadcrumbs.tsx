// The breadcrumb trail every section of the portal shows ("База знаний / Гид по компании / История"):
// each step a link, the last one the current page unless the trail is a card's path (currentLast off).
import { Link } from "~/shared/ui/link";

export interface TrailItem {
  name: string;
  to?: string;
}

export function BreadcrumbTrail({ items, label, currentLast = true }: { items: TrailItem[]; label: string; currentLast?: boolean }) {
  const lastIndex = items.length - 1;
  return (
    <nav className="breadcrumbs" aria-label={label}>
      <ol>
        {items.map((item, i) => (
          <li key={i}>
            {(currentLast && i === lastIndex) || !item.to ? (
              <span aria-current="page">{item.name}</span>
            ) : (
              <Link to={item.to}>{item.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
