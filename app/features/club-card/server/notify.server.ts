// The gate passes' notifications, from their outbox events: a new pass to every holder of ROLE_CLUB_GATE
// (CLUB_GATE_NEW, naming who asked), a decision to the pass's person. All lead to /club/maxi-club-kpp.
import type { Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";
import type { EventConsumer } from "~/platform/events.server";
import { notify } from "~/features/notifications/index.server";
import { activeHolders } from "~/features/users/index.server";
import { ROLE_CLUB_GATE } from "../policy";
import {
  CLUB_GATE_APPROVED,
  CLUB_GATE_DECIDED,
  CLUB_GATE_DECLINED,
  CLUB_GATE_NEW,
  CLUB_GATE_REQUESTED,
  type GateDecidedEvent,
  type GateRequestedEvent,
} from "./events";

async function toStaff(trx: Transaction<Database>, { personId }: GateRequestedEvent, at: Date): Promise<void> {
  const person = await trx.selectFrom("users").select(["id", "name", "surname"]).where("id", "=", personId).executeTakeFirst();
  if (!person) return;
  const staff = (await activeHolders(trx, [ROLE_CLUB_GATE])).filter((id) => id !== personId);
  if (staff.length === 0) return;
  await notify(trx, {
    recipients: staff,
    type: CLUB_GATE_NEW,
    variables: [{ text: `${person.name} ${person.surname}`, objectId: person.id }],
    at: at.toISOString(),
  });
}

async function toPerson(trx: Transaction<Database>, { personId, approved }: GateDecidedEvent, at: Date): Promise<void> {
  await notify(trx, {
    recipients: [personId],
    type: approved ? CLUB_GATE_APPROVED : CLUB_GATE_DECLINED,
    variables: [],
    at: at.toISOString(),
  });
}

export function gateConsumers(now: () => Date): EventConsumer[] {
  return [
    { name: "club-card.gate-new", types: [CLUB_GATE_REQUESTED], handle: (p, trx) => toStaff(trx, p as GateRequestedEvent, now()) },
    { name: "club-card.gate-decided", types: [CLUB_GATE_DECIDED], handle: (p, trx) => toPerson(trx, p as GateDecidedEvent, now()) },
  ];
}
