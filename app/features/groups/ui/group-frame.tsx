// The header and tabs of a group's pages (routes/_shell.group.$id.tsx). Images are the stored files'
// own addresses; the cover is decorative, the avatar named by the group.
import { Link, NavLink, useBasePath } from "~/shared/ui/link";
import { groupMessages as t } from "../messages/group";
import type { GroupView } from "../server/group-rows.server";
import { MembershipForm } from "./membership-form";

export function GroupAvatar({ group, size }: { group: Pick<GroupView, "name" | "avatarPath">; size: number }) {
  const base = useBasePath();
  return group.avatarPath ? (
    <img className="group-avatar" src={base + group.avatarPath} alt="" width={size} height={size} loading="lazy" />
  ) : (
    <span className="group-avatar group-avatar--empty" style={{ width: size, height: size }} aria-hidden="true">
      {group.name.slice(0, 1)}
    </span>
  );
}

export function GroupHeader({ group, back }: { group: GroupView; back: string }) {
  const base = useBasePath();
  return (
    <header className="card group-header">
      {group.coverFile ? <img className="group-header__cover" src={base + group.coverFile.filePath} alt="" /> : null}
      <div className="group-header__body">
        <GroupAvatar group={group} size={96} />
        <div className="group-header__text">
          <h1 className="page-title">{group.name}</h1>
          <p className="group-header__meta">
            <span className={group.configClose ? "group-mark group-mark--closed" : "group-mark"}>
              {group.configClose ? t.closed : t.open}
            </span>
            {group.canRead ? (
              <Link to={`/group/${group.id}/members`}>{t.members(group.userCount)}</Link>
            ) : (
              <span>{t.members(group.userCount)}</span>
            )}
          </p>
          {group.description ? <p className="group-header__description">{group.description}</p> : null}
        </div>
        <div className="group-header__actions">
          <MembershipForm group={group} back={back} />
          {group.canEdit ? (
            <Link className="button" to={`/group/${group.id}/edit`}>
              {t.edit}
            </Link>
          ) : null}
        </div>
      </div>
    </header>
  );
}

export function GroupTabs({ groupId }: { groupId: number }) {
  const at = `/group/${groupId}`;
  return (
    <nav className="tabs group-tabs" aria-label={t.title}>
      <NavLink to={at} end>
        {t.tabs.posts}
      </NavLink>
      <NavLink to={`${at}/article`}>{t.tabs.articles}</NavLink>
      <NavLink to={`${at}/albums`}>{t.tabs.albums}</NavLink>
      <NavLink to={`${at}/members`}>{t.tabs.members}</NavLink>
    </nav>
  );
}
