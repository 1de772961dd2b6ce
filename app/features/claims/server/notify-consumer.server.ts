// STUB, to be wired: the claims' consumer of the events outbox that turns claims.created and
// claims.statusChanged into notifications through the notifications engine's notify() (issue #13
// point 1, built separately). Not registered in the manifest yet on purpose: an event written while
// no consumer subscribes to its type is marked processed at once (platform/events.server.ts), so
// registering a consumer that sends nothing would silently drop the claims' notifications.
//
// To wire it: in index.server.ts add
//   consumers: ({ claims }) => [claimNotifyConsumer(claims.types, notify)],
// with notify imported from ~/features/notifications/index.server, and deliver the claims' events
// after each commit (as the guide's processGuideEvents does) so a notification shows at once.
import type { Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";
import type { EventConsumer } from "~/platform/events.server";
import type { ClaimTypeRegistry } from "./claim-types.server";
import { CLAIM_CREATED, CLAIM_STATUS_CHANGED, type ClaimEvent } from "./events";
import { claimNotificationsOf, type ClaimNotification } from "./notifications";

/** The shape of the notifications engine's notify(trx, input) that this consumer calls. */
export type Notify = (trx: Transaction<Database>, input: ClaimNotification) => Promise<unknown>;

export function claimNotifyConsumer(types: ClaimTypeRegistry, notify: Notify): EventConsumer {
  return {
    name: "claims.notify",
    types: [CLAIM_CREATED, CLAIM_STATUS_CHANGED],
    async handle(payload, trx) {
      // The payload is what claims.server.ts wrote in the change's transaction.
      const event = payload as ClaimEvent;
      const type = types.get(event.claimType);
      const claim = await trx.selectFrom("claims").select(["id", "subject", "owner_id"]).where("id", "=", event.claimId).executeTakeFirst();
      if (!type || !claim) return;
      const handlers = await trx.selectFrom("claim_handlers").select("user_id").where("claim_id", "=", claim.id).execute();
      const snapshot = { id: claim.id, subject: claim.subject, ownerId: claim.owner_id, handlerIds: handlers.map((h) => h.user_id) };
      for (const notification of claimNotificationsOf(event, snapshot, type)) await notify(trx, notification);
    },
  };
}
