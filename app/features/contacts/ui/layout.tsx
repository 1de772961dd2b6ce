// The directory's frame: the category tree on the left (desktop), the page on the right. The tree is
// nested <details>, so branches open and close without JavaScript; the branch of the current category
// is open. It is the part the server chose (server/tree.server.ts); a category whose branch is not drawn
// is marked, and its link opens it. Category names are links (client-side navigation with JavaScript).
import { Link } from "~/shared/ui/link";
import type { ReactNode } from "react";
import type { Crumb } from "~/features/contacts/server/contacts.server";
import type { TreeNode } from "~/features/contacts/server/tree.server";
import { contactsDirectory as t } from "~/features/contacts/messages/directory";
import { contactsCommon as tc } from "~/features/contacts/messages/common";
import { BreadcrumbTrail, type TrailItem } from "~/shared/ui/breadcrumbs";

/** What the page draws of the tree (server/tree.server.ts: the open branches and one level more). */
type TreeCategory = TreeNode;

export function ContactsLayout({
  tree,
  currentPath,
  treeOnMobile,
  header,
  children,
}: {
  /** Shown above the tree and the page (the start page's title comes before the tree on phones). */
  header?: ReactNode;
  tree: TreeCategory[];
  /** Ids of the current category's breadcrumb (empty on the start page). */
  currentPath: number[];
  /** The start page shows the tree on phones too; other pages rely on breadcrumbs and subcategories. */
  treeOnMobile?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      {header}
      <div className="contacts">
        <nav className={`contacts__tree card${treeOnMobile ? " contacts__tree--mobile" : ""}`} aria-label={t.categoriesNav}>
          <h2 className="card__title">
            <Link to="/v2/contacts">{t.categories}</Link>
          </h2>
          <CategoryTree tree={tree} currentPath={currentPath} openTop={treeOnMobile} />
          <p className="contacts__tree-footer">
            <Link to="/structure">{t.toStructure}</Link>
          </p>
        </nav>
        <div className="contacts__main">{children}</div>
      </div>
    </>
  );
}

export function CategoryTree({ tree, currentPath, openTop }: { tree: TreeCategory[]; currentPath: number[]; openTop?: boolean }) {
  const byParent = new Map<number | null, TreeCategory[]>();
  for (const category of tree) {
    const siblings = byParent.get(category.parent);
    if (siblings) siblings.push(category);
    else byParent.set(category.parent, [category]);
  }
  const current = currentPath.at(-1);
  const open = new Set(currentPath);
  // The start page opens the top categories, so the first level of departments is in sight.
  if (openTop) for (const top of byParent.get(null) ?? []) open.add(top.id);

  const branch = (parent: number | null, path: number[], depth: number): ReactNode => {
    const list = byParent.get(parent) ?? [];
    if (list.length === 0 || depth > 64) return null;
    return (
      <ul className="tree">
        {list.map((category) => {
          const here = [...path, category.id];
          const link = (
            <Link to={`/v2/contacts/${here.join("/")}`} className="tree__link" aria-current={category.id === current ? "page" : undefined}>
              {category.name}
            </Link>
          );
          const children = branch(category.id, here, depth + 1);
          // The toggle is its own <summary> (a button), not wrapped around the link.
          return (
            <li
              key={category.id}
              className={children ? "tree__item tree__item--branch" : category.more ? "tree__item tree__item--more" : "tree__item"}
            >
              {link}
              {children ? (
                <details className="tree__branch" open={open.has(category.id)}>
                  <summary className="tree__toggle" aria-label={t.expand(category.name)} title={t.expand(category.name)} />
                  {children}
                </details>
              ) : null}
            </li>
          );
        })}
      </ul>
    );
  };
  return <>{branch(null, [], 0)}</>;
}

/** "Контакты / Главный офис / Отдел продаж": every step a link but the last. */
export function Breadcrumbs({ crumbs, last }: { crumbs: Crumb[]; last?: string }) {
  const items: TrailItem[] = [{ name: tc.title, to: "/v2/contacts" }];
  crumbs.forEach((crumb, i) =>
    items.push({
      name: crumb.name,
      to: `/v2/contacts/${crumbs
        .slice(0, i + 1)
        .map((c) => c.id)
        .join("/")}`,
    }),
  );
  if (last) items.push({ name: last });
  return <BreadcrumbTrail items={items} label={tc.breadcrumb} />;
}
