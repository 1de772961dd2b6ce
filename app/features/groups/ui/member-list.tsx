// The members page's parts (issue #14 points 6, 7): a member's row (avatar, name linking to the
// profile, position, the managers' mark) with the managers' POST forms, and a join request with
// «Принять» / «Отклонить». Each form names its intent and comes back to `back`.
import { Form } from "@remix-run/react";
import { Link, useBasePath } from "~/shared/ui/link";
import { groupMessages as tg } from "../messages/group";
import { groupPageMessages as p } from "../messages/page";
import { memberMessages as t } from "../messages/member";
import type { GroupMember, JoinRequest } from "../server/members.server";

const fullName = (m: { surname: string; name: string; middlename: string | null }) =>
  [m.surname, m.name, m.middlename].filter(Boolean).join(" ");

function Person({ person }: { person: Omit<GroupMember, "isManager"> }) {
  const base = useBasePath();
  return (
    <>
      {/* The shell's Avatar is not imported here: sharing it would split the shell's chunk on every page. */}
      {person.avatarPath ? (
        <img
          className="avatar"
          src={base + person.avatarPath.replace(/-large\.jpg$/, "-small.jpg")}
          width={48}
          height={48}
          alt=""
          loading="lazy"
        />
      ) : (
        <span className="avatar avatar--initials member-row__initials" aria-hidden="true">
          {`${person.surname.charAt(0)}${person.name.charAt(0)}`.toUpperCase()}
        </span>
      )}
      <div className="member-row__text">
        <Link to={`/user/${person.id}`} className="member-row__name">
          {fullName(person)}
        </Link>
        {person.position ? <span className="muted">{person.position}</span> : null}
      </div>
    </>
  );
}

function IntentButton({
  intent,
  label,
  name,
  hidden,
  back,
  danger,
}: {
  intent: string;
  label: string;
  name: string;
  hidden: Record<string, number>;
  back: string;
  danger?: boolean;
}) {
  return (
    <Form method="post" className="member-row__form">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={back} />
      {Object.entries(hidden).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <button type="submit" className={danger ? "button button--danger-outline" : "button"} aria-label={p.manageMember(label, name)}>
        {label}
      </button>
    </Form>
  );
}

export function MemberRow({ member, canManage, back }: { member: GroupMember; canManage: boolean; back: string }) {
  const name = fullName(member);
  return (
    <li className="member-row">
      <Person person={member} />
      {member.isManager ? <span className="group-mark group-mark--manager">{tg.manager}</span> : null}
      {canManage ? (
        <div className="member-row__actions">
          {member.isManager ? (
            <IntentButton intent="unmanager" label={t.unmakeManager} name={name} hidden={{ userId: member.id }} back={back} />
          ) : (
            <IntentButton intent="manager" label={t.makeManager} name={name} hidden={{ userId: member.id }} back={back} />
          )}
          <IntentButton intent="remove" label={t.remove} name={name} hidden={{ userId: member.id }} back={back} danger />
        </div>
      ) : null}
    </li>
  );
}

export function RequestRow({ request, day, back }: { request: JoinRequest; day: string; back: string }) {
  const name = fullName(request.user);
  return (
    <li className="member-row">
      <Person person={request.user} />
      <span className="muted">{p.requestFrom(day)}</span>
      <div className="member-row__actions">
        <IntentButton intent="accept" label={t.accept} name={name} hidden={{ claimId: request.claimId }} back={back} />
        <IntentButton intent="reject" label={t.reject} name={name} hidden={{ claimId: request.claimId }} back={back} danger />
      </div>
    </li>
  );
}
