// A group's card in the list (/group): avatar, name linking to the group, open or closed, members,
// description, and the membership button (one POST form, coming back to the list where it was).
import { Link } from "~/shared/ui/link";
import { groupMessages as t } from "../messages/group";
import type { GroupView } from "../server/group-rows.server";
import { GroupAvatar } from "./group-frame";
import { MembershipForm } from "./membership-form";

export function GroupCard({ group, back }: { group: GroupView; back: string }) {
  return (
    <li className="card group-card">
      <GroupAvatar group={group} size={64} />
      <div className="group-card__text">
        <h2 className="group-card__name">
          <Link to={`/group/${group.id}`}>{group.name}</Link>
        </h2>
        <p className="group-header__meta">
          <span className={group.configClose ? "group-mark group-mark--closed" : "group-mark"}>
            {group.configClose ? t.closed : t.open}
          </span>
          <span>{t.members(group.userCount)}</span>
        </p>
        {group.description ? <p className="group-card__description">{group.description}</p> : null}
      </div>
      <div className="group-card__actions">
        <MembershipForm group={group} back={back} />
      </div>
    </li>
  );
}
