// The company structure's tree as HTML, rendered on the server once per content (shared/rendered-once.server.ts)
// and sent once (pageOnly): the same for everyone who sees the same departments, it was a fifth of /structure's
// server CPU drawn by React on every request, and its components never need to reach the browser.
import { renderToStaticMarkup } from "react-dom/server";
import { BasePathProvider, Link } from "~/shared/ui/link";
import { Avatar } from "~/shared/ui/avatar";
import { WorkStatus } from "~/shared/ui/work-status";
import { renderedOnce } from "~/shared/rendered-once.server";
import type { DrawnDepartment } from "~/features/contacts/server/tree.server";
import { structure as t } from "~/features/contacts/messages/structure";

export function structureTreeHtml(roots: DrawnDepartment[], basePath: string): string {
  return renderedOnce(["structure", roots, basePath], () =>
    renderToStaticMarkup(
      <BasePathProvider value={basePath}>
        <ul className="structure__tree">
          {roots.map((node) => (
            <Department key={node.id} node={node} depth={0} basePath={basePath} />
          ))}
        </ul>
      </BasePathProvider>,
    ),
  );
}

function Department({ node, depth, basePath }: { node: DrawnDepartment; depth: number; basePath: string }) {
  const title = node.categoryIdBreadCrumb ? <Link to={`/v2/contacts/${node.categoryIdBreadCrumb}`}>{node.name}</Link> : node.name;
  const card = (
    <div className="department card">
      <div className="department__title">
        <h2 className="department__name">{title}</h2>
        {node.city ? <span className="muted">{node.city}</span> : null}
      </div>
      <p className="department__count">
        {t.staff(node.headcount)}
        {node.children.length > 0 ? <span className="muted"> · {t.total(node.totalHeadcount)}</span> : null}
      </p>
      {node.head ? (
        <div className="department__head">
          <Avatar
            id={node.head.userId}
            name={node.head.name}
            surname={node.head.surname}
            filePath={node.head.avatarFile?.filePath}
            basePath={basePath}
            size={40}
          />
          <div>
            <span className="muted department__role">{t.head}</span>
            <Link to={`/user/${node.head.userId}`}>
              {[node.head.surname, node.head.name, node.head.middlename].filter(Boolean).join(" ")}
            </Link>
            {node.head.position ? <span className="department__position">{node.head.position}</span> : null}
            <WorkStatus status={node.head.workStatus} />
          </div>
        </div>
      ) : (
        <p className="muted">{t.noHead}</p>
      )}
      {node.secretaries.length > 0 ? (
        <p className="department__secretaries">
          <span className="muted department__role">{t.secretaries}</span>{" "}
          {node.secretaries.map((s, i) => (
            <span key={s.userId}>
              {i > 0 ? ", " : null}
              <Link to={`/user/${s.userId}`}>{s.name}</Link>
            </span>
          ))}
        </p>
      ) : null}
    </div>
  );
  return (
    <li>
      {card}
      {node.hidden > 0 ? (
        <p className="department__more">
          <Link to={`/structure?id=${node.id}`}>{t.subdepartments(node.hidden, node.name)}</Link>
        </p>
      ) : null}
      {node.children.length > 0 ? (
        <details className="department__children" open={depth < 2}>
          <summary>{t.subdepartments(node.children.length, node.name)}</summary>
          <ul>
            {node.children.map((child) => (
              <Department key={child.id} node={child} depth={depth + 1} basePath={basePath} />
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  );
}
