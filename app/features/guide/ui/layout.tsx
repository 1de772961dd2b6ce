// The guide's frame: the side menu of sections (nested <details>, so branches open without JavaScript;
// the current section's branch is open and the section marked aria-current), breadcrumbs, the edit-mode
// switch and the ordering controls. Ordering is an arrow form per item posting the whole new order
// (sortIdList) to the guide's action; with JavaScript the same post goes through a fetcher, and in edit
// mode the lists can also be dragged (sortablejs, loaded only then).
import { Form, useFetcher, useFetchers, useLocation } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import type { ReactNode } from "react";
import { useHydrated } from "~/shared/ui/hydrated";
import { RefusalPage } from "~/shared/ui/status-page";
import type { SectionNode } from "./types";
import { GUIDE, GUIDE_ACTION, guideUrl, movedOrder } from "./urls";
import { guidePageMessages as t } from "~/features/guide/messages";
import { BreadcrumbTrail, type TrailItem } from "~/shared/ui/breadcrumbs";
import { ArrowIcon } from "~/shared/ui/arrow-icon";

export interface GuideFrame {
  menu: SectionNode[];
  abilities: { createTop: boolean; editMode: boolean };
  editMode: boolean;
}

/** A guide page that cannot be shown: 403 (not allowed) or 404 (missing), inside the guide's frame. */
export function GuideStatusPage({
  frame,
  status,
  notFoundTitle = t.sectionNotFound,
}: {
  frame: GuideFrame;
  status?: 403 | 404;
  notFoundTitle?: string;
}) {
  return (
    <GuideLayout frame={frame}>
      <RefusalPage status={status} title={notFoundTitle} />
    </GuideLayout>
  );
}

/**
 * `editable`: the page shows a list this person may reorder in edit mode (a section she edits; the top
 * level for guide editors). Only then is the edit-mode switch offered: someone who edits
 * one branch would otherwise turn it on elsewhere and be told of arrows that never appear. Forms and
 * the versions page leave it out.
 */
export function GuideLayout({
  frame,
  currentPath = [],
  editable = false,
  children,
}: {
  frame: GuideFrame;
  currentPath?: readonly number[];
  editable?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="guide">
      <nav className="guide__menu card" aria-label={t.menuNav}>
        <h2 className="card__title">
          <Link to={GUIDE}>{t.menuTitle}</Link>
        </h2>
        {frame.menu.length === 0 ? <p className="muted">{t.emptySections}</p> : null}
        <SectionTree
          nodes={frame.menu}
          parentPath={[]}
          currentPath={currentPath}
          editMode={frame.editMode}
          canSort={frame.abilities.createTop}
        />
        {frame.abilities.createTop ? (
          <p className="guide__menu-footer">
            <Link to={guideUrl.createTop()} className="button">
              {t.createSection}
            </Link>
          </p>
        ) : null}
      </nav>
      <div className="guide__main">
        {frame.abilities.editMode && editable ? <EditModeSwitch on={frame.editMode} /> : null}
        {children}
      </div>
    </div>
  );
}

/** `canSort`: the person may order this level (its parent is hers to edit; the top level: guide editors). */
function SectionTree({
  nodes,
  parentPath,
  currentPath,
  editMode,
  canSort,
}: {
  nodes: SectionNode[];
  parentPath: number[];
  currentPath: readonly number[];
  editMode: boolean;
  canSort: boolean;
}) {
  const ordered = usePendingOrder(nodes, `sections-${parentPath.join("-") || "top"}`);
  if (ordered.length === 0) return null;
  const ids = ordered.map((n) => n.id);
  const current = currentPath.at(-1);
  return (
    <ul className="tree guide-tree">
      {ordered.map((node) => {
        const path = [...parentPath, node.id];
        const children = node.childrenList.length ? (
          <SectionTree nodes={node.childrenList} parentPath={path} currentPath={currentPath} editMode={editMode} canSort={node.canEdit} />
        ) : null;
        return (
          // A section whose subsections this page does not draw (server/menu.server.ts) is marked; its link opens it.
          <li
            key={node.id}
            className={children ? "tree__item tree__item--branch" : node.hasChildren ? "tree__item tree__item--more" : "tree__item"}
          >
            <div className="guide-tree__row">
              <Link to={guideUrl.section(path)} className="tree__link" aria-current={node.id === current ? "page" : undefined}>
                {node.name}
              </Link>
              {editMode && canSort ? (
                <ArrowsForm
                  intent="sortSections"
                  listKey={`sections-${parentPath.join("-") || "top"}`}
                  ids={ids}
                  id={node.id}
                  name={node.name}
                  compact
                />
              ) : null}
            </div>
            {children ? (
              <details className="tree__branch" open={currentPath.includes(node.id)}>
                <summary className="tree__toggle" aria-label={t.expand(node.name)} title={t.expand(node.name)} />
                {children}
              </details>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** "Гид по компании / О компании / История": every step a link but the last. */
export function GuideBreadcrumbs({ crumbs, last }: { crumbs: { id: number; name: string }[]; last?: string }) {
  const items: TrailItem[] = [
    { name: t.knowledge, to: GUIDE },
    { name: t.title, to: GUIDE },
  ];
  crumbs.forEach((crumb, i) => items.push({ name: crumb.name, to: guideUrl.section(crumbs.slice(0, i + 1).map((c) => c.id)) }));
  if (last) items.push({ name: last });
  return <BreadcrumbTrail items={items} label={t.breadcrumb} />;
}

/** The edit-mode switch: a form (the choice is kept in a cookie), shown only where the person may edit. */
function EditModeSwitch({ on }: { on: boolean }) {
  const location = useLocation();
  return (
    <Form method="post" action={GUIDE_ACTION} className="guide-mode editor-only">
      <input type="hidden" name="intent" value="editMode" />
      <input type="hidden" name="on" value={on ? "0" : "1"} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button
        type="submit"
        className={on ? "button guide-mode__button guide-mode__button--on" : "button guide-mode__button"}
        aria-pressed={on}
      >
        {on ? t.editModeOff : t.editModeOn}
      </button>
      {on ? <span className="muted">{t.editModeIsOn}</span> : null}
    </Form>
  );
}

/** The items in the order they will have once the orders still in flight (arrows or drags) are saved. */
export function usePendingOrder<T extends { id: number }>(items: T[], listKey: string): T[] {
  const fetchers = useFetchers();
  let list = items;
  for (const fetcher of fetchers) {
    const form = fetcher.formData;
    if (!form || form.get("listKey") !== listKey) continue;
    const order = String(form.get("sortIdList") ?? "")
      .split(",")
      .map(Number);
    const byId = new Map(list.map((item) => [item.id, item]));
    list = [...order.flatMap((id) => byId.get(id) ?? []), ...list.filter((item) => !order.includes(item.id))];
  }
  return list;
}

/**
 * Up and down for one item of a list: each button posts the list's order with the item moved
 * (precomputed, so the form needs no JavaScript). With JavaScript a fetcher sends it and the list
 * moves at once (usePendingOrder).
 */
export function ArrowsForm({
  intent,
  listKey,
  ids,
  id,
  name,
  compact,
}: {
  intent: "sortSections" | "sortArticles";
  listKey: string;
  ids: number[];
  id: number;
  name: string;
  compact?: boolean;
}) {
  const fetcher = useFetcher({ key: `order-${listKey}` });
  const hydrated = useHydrated();
  const location = useLocation();
  const at = ids.indexOf(id);
  const button = (direction: "up" | "down") => (
    <button
      type="submit"
      name="sortIdList"
      value={movedOrder(ids, id, direction).join(",")}
      className="icon-button"
      disabled={direction === "up" ? at <= 0 : at >= ids.length - 1}
      aria-label={direction === "up" ? t.moveUp(name) : t.moveDown(name)}
      title={direction === "up" ? t.moveUp(name) : t.moveDown(name)}
    >
      <ArrowIcon down={direction === "down"} size={18} />
    </button>
  );
  return (
    <fetcher.Form
      method="post"
      action={GUIDE_ACTION}
      className={compact ? "guide-arrows guide-arrows--compact editor-only" : "guide-arrows editor-only"}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="listKey" value={listKey} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      {button("up")}
      {button("down")}
    </fetcher.Form>
  );
}
