// The membership button of a group (its card in the list, its page's header): one POST form, no script.
// Open group: «Подписаться» / «Отписаться»; closed: «Подать заявку», then «Заявка отправлена» with
// «Отозвать». The action (routes/groups.membership.tsx) comes back to `back` with a toast.
import { Form } from "@remix-run/react";
import { groupMessages as t } from "../messages/group";

export interface MembershipState {
  id: number;
  name: string;
  configClose: boolean;
  relationType: "SUBSCRIBER" | null;
  requestPending: boolean;
}

export function MembershipForm({ group, back }: { group: MembershipState; back: string }) {
  const member = group.relationType !== null;
  const leaving = member || group.requestPending;
  return (
    <Form method="post" action="/groups/membership" className="group-membership">
      <input type="hidden" name="groupId" value={group.id} />
      <input type="hidden" name="redirectTo" value={back} />
      <input type="hidden" name="intent" value={leaving ? "unsubscribe" : "subscribe"} />
      {group.requestPending ? <span className="group-membership__state">{t.requestSent}</span> : null}
      <button type="submit" className={leaving ? "button" : "button button--primary"} aria-label={`${buttonText(group)}: ${group.name}`}>
        {buttonText(group)}
      </button>
    </Form>
  );
}

function buttonText(group: MembershipState): string {
  if (group.relationType !== null) return t.unsubscribe;
  if (group.requestPending) return t.withdraw;
  return group.configClose ? t.request : t.subscribe;
}
