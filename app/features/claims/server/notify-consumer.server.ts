// The claims' consumer of the events outbox: claims.created and claims.statusChanged become
// notifications through the notifications engine's notify() (claimNotificationsOf says which, to whom).
// The claims service delivers it right after each change commits, and the outbox pass retries failures.
import type { Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";
import type { EventConsumer } from "~/platform/events.server";
import type { NotifyInput } from "~/features/notifications/index.server";
import type { ClaimTypeRegistry } from "./claim-types.server";
import { CLAIM_CREATED, CLAIM_STATUS_CHANGED, type ClaimEvent } from "./events";
import { claimNotificationsOf } from "./notifications";

/** The notifications engine's notify(trx, input). */
export type Notify = (trx: Transaction<Database>, input: NotifyInput) => Promise<unknown>;

export function claimNotifyConsumer(types: ClaimTypeRegistry, notify: Notify, now: () => Date): EventConsumer {
  return {
    name: "claims.notify",
    types: [CLAIM_CREATED, CLAIM_STATUS_CHANGED],
    async handle(payload, trx) {
      // The payload is what claims.server.ts wrote in the change's transaction.
      const event = payload as ClaimEvent;
      const type = types.get(event.claimType);
      const claim = await trx
        .selectFrom("claims")
        .select(["id", "subject", "owner_id", "object_id"])
        .where("id", "=", event.claimId)
        .executeTakeFirst();
      if (!type || !claim) return;
      // Current handlers only: the approvers of a routed claim's past steps have decided and hear no more.
      const handlers = await trx
        .selectFrom("claim_handlers")
        .select("user_id")
        .where("claim_id", "=", claim.id)
        .where("current", "=", 1)
        .execute();
      const object = claim.object_id !== null && type.objectVariable ? await type.objectVariable(trx, claim.object_id) : null;
      const snapshot = {
        id: claim.id,
        subject: claim.subject,
        ownerId: claim.owner_id,
        handlerIds: handlers.map((h) => h.user_id),
        object,
      };
      const at = now().toISOString();
      for (const notification of claimNotificationsOf(event, snapshot, type)) await notify(trx, { ...notification, at });
    },
  };
}
