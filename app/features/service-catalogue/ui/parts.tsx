// The catalogues' shared parts: the trail from the root, and a node's children as tiles (a leaf marked as a
// request form, a training with its dates and format).
import { Link } from "~/shared/ui/link";
import { BreadcrumbTrail } from "~/shared/ui/breadcrumbs";
import { CATALOGUE_BASE, type CatalogueKind } from "../addresses";
import { messages as t } from "../messages";

interface ShownNode {
  id: number;
  name: string;
  description: string;
  details: string;
  isLeaf: boolean;
  href: string;
}

export function Trail({ kind, trail }: { kind: CatalogueKind; trail: readonly { name: string; href: string }[] }) {
  return (
    <BreadcrumbTrail
      label={t.trail}
      items={[{ name: t.titles[kind], to: CATALOGUE_BASE[kind] }, ...trail.map((n) => ({ name: n.name, to: n.href }))]}
    />
  );
}

export function NodeTiles({ nodes, empty }: { nodes: readonly ShownNode[]; empty: string }) {
  if (nodes.length === 0)
    return (
      <p className="card empty-state" role="status">
        {empty}
      </p>
    );
  return (
    <ul className="services__list card">
      {nodes.map((n) => (
        <li key={n.id} id={`node-${n.id}`}>
          <Link to={n.href} className="services__item">
            <span>
              <span className="services__name">
                {n.name}
                {n.isLeaf ? <span className="catalogue__mark">{t.leafMark}</span> : null}
              </span>
              {n.description ? <span className="services__description">{n.description}</span> : null}
              {n.details ? <span className="catalogue__details">{n.details}</span> : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
