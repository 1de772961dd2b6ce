// The claims engine (issue #13 points 7 and 8): filing a claim of a registered type, reading it, moving
// it between statuses and commenting on it. A status change is one transaction: the claim's `version`
// is compared and set, both histories and the outbox event are written with it, so a racing handler or a
// stale form changes nothing and is told the status the claim is in now. A routed type's move may land
// elsewhere and hand the claim to other handlers, in the same transaction (ClaimType.route).
import type { Actor, SignedIn } from "~/platform/actor";
import { recordAudit } from "~/platform/audit.server";
import type { Deps } from "~/platform/deps.server";
import { conflict, forbidden, invalid } from "~/platform/errors";
import { deliverEvents, writeEvent } from "~/platform/events.server";
import { requireUser } from "~/features/users/index.server";
import { notify } from "~/features/notifications/index.server";
import { claimRefusals as t } from "../messages.server";
import type { ClaimRef, NewClaim, NewComment, StatusChange, StatusesQuery } from "../schema";
import { initialStatus, movesOf, openStatuses, statusOf, type ClaimCapacity, type ClaimWorkflow } from "../workflow";
import { personOf, visibleClaim, type ClaimPerson } from "./access.server";
import { createClaimStats } from "./claim-stats.server";
import { createClaimAdmin } from "./claim-admin.server";
import { addHandlers, HANDLER_BATCH, setCurrentHandlers } from "./claim-handlers.server";
import { createClaimLists } from "./claim-lists.server";
import {
  checkMoveFields,
  createClaimTypeRegistry,
  moveFieldsOf,
  type ClaimDb,
  type ClaimFieldOption,
  type ClaimFile,
  type ClaimType,
} from "./claim-types.server";
import { CLAIM_CREATED, CLAIM_STATUS_CHANGED, type ClaimEvent } from "./events";
import { generalRequest } from "./general-request.server";
import { claimNotifyConsumer } from "./notify-consumer.server";

export interface NamedStatus {
  name: string;
  description: string;
}

export interface ClaimAbility {
  status: NamedStatus;
  commentRequired: boolean;
  as: ClaimCapacity;
  /** What the move needs besides the comment (ClaimType.moveFields), with this claim's options. */
  fields: { name: string; label: string; options: ClaimFieldOption[] }[];
}

export interface ClaimView {
  id: number;
  type: string;
  typeDescription: string;
  status: NamedStatus;
  subject: string;
  text: string;
  owner: ClaimPerson;
  createDate: string;
  updateDate: string;
  /** Send it back with a move: a form opened before someone else's move is refused. */
  version: number;
  handlers: ClaimPerson[];
  /** The moves this reader may make now (pages render these as buttons). */
  abilities: ClaimAbility[];
  /** What a handler should know beside the text (ClaimType.notes); none for the owner alone. */
  notes: string[];
  /** Its files, and where this reader posts another (ClaimType.files). */
  files: ClaimFile[];
  attach: string | null;
}

/** A type no longer registered still shows its claims (by raw names), with no moves. */
const UNKNOWN_WORKFLOW: ClaimWorkflow = { statuses: [], owner: [], handler: [] };

export function createClaims(deps: Deps) {
  const { db, now } = deps;
  const types = createClaimTypeRegistry([generalRequest]);
  const eventConsumers = [claimNotifyConsumer(types, notify, now)];
  /** The change's notifications at once, after its commit (the outbox pass retries what fails). */
  const deliver = () => deliverEvents(db, now, eventConsumers);
  const workflowOf = (name: string): ClaimWorkflow => types.get(name) ?? UNKNOWN_WORKFLOW;
  const named = (workflow: ClaimWorkflow, status: string): NamedStatus => ({
    name: status,
    description: statusOf(workflow, status)?.description ?? status,
  });

  /** The id of the owner's open claim of this type about this object (oneOpenPerObject types). */
  async function openOne(trx: ClaimDb, type: string, ownerId: number, objectId: number) {
    const row = await trx
      .selectFrom("claims")
      .select("id")
      .where("type", "=", type)
      .where("owner_id", "=", ownerId)
      .where("open_object_id", "=", objectId)
      .executeTakeFirst();
    return row?.id;
  }

  /**
   * Files a claim of `type` inside `trx`: the row, its handlers, both histories and the event. For a
   * oneOpenPerObject type whose owner has one open about the object already, nothing: that one's id.
   */
  async function file(
    trx: ClaimDb,
    type: ClaimType,
    claim: {
      ownerId: number;
      subject: string;
      text: string;
      objectId?: number | null;
      /** Where it starts, when not the type's first status (a service request whose route needs no approval). */
      status?: string;
    },
  ): Promise<number> {
    const objectId = claim.objectId ?? null;
    const at = now().toISOString();
    const status = claim.status ?? initialStatus(type);
    if (!statusOf(type, status)) throw new Error(`Claim type ${type.name} has no status ${status}`);
    const keyed = type.oneOpenPerObject === true && objectId !== null && !statusOf(type, status)?.final;
    const inserted = await trx
      .insertInto("claims")
      .values({
        type: type.name,
        status,
        subject: claim.subject,
        text: claim.text,
        owner_id: claim.ownerId,
        object_id: objectId,
        open_object_id: keyed ? objectId : null,
        create_date: at,
        update_date: at,
      })
      // A racing twin (PostgreSQL) waits here for the first one's commit, then writes nothing.
      .onConflict((oc) => oc.columns(["type", "owner_id", "open_object_id"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!inserted) {
      const open = keyed ? await openOne(trx, type.name, claim.ownerId, objectId) : undefined;
      if (open === undefined) throw conflict(t.alreadyInStatus(statusOf(type, status)?.description ?? status));
      return open;
    }
    const { id } = inserted;
    await addHandlers(trx, id, await type.handlers(trx, { ownerId: claim.ownerId, objectId }));
    await trx
      .insertInto("claim_history")
      .values({ claim_id: id, user_id: claim.ownerId, date: at, type: "CREATED", status, comment: null })
      .execute();
    await trx
      .insertInto("claim_status_history")
      .values({ claim_id: id, user_id: claim.ownerId, date: at, from_status: null, to_status: status, comment: null })
      .execute();
    const event: ClaimEvent = { claimId: id, claimType: type.name, from: null, to: status, actorId: claim.ownerId, comment: null };
    await writeEvent(trx, CLAIM_CREATED, event, new Date(at));
    return id;
  }

  async function people(ids: readonly number[]): Promise<ClaimPerson[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom("users")
      .select(["id", "name", "surname", "middlename"])
      .where("id", "in", ids)
      .orderBy("id")
      .execute();
    return rows.map(personOf);
  }

  return {
    /** Adds a claim type (other features, from their service factories). */
    registerType: (type: ClaimType) => types.register(type),
    types,

    /** Files a claim of another feature's type inside that feature's transaction (a join request...). */
    file,
    /**
     * Makes people handlers of the open claims of `type` about `objectId`, or (`on` false) no longer
     * (a group's manager appointed or unmade: the join requests waiting follow who runs the group now).
     */
    async setObjectHandlers(trx: ClaimDb, input: { type: string; objectId: number; userIds: readonly number[]; on: boolean }) {
      const workflow = types.get(input.type);
      if (!workflow || input.userIds.length === 0) return;
      const open = trx
        .selectFrom("claims")
        .select("id")
        .where("type", "=", input.type)
        .where("object_id", "=", input.objectId)
        .where("status", "in", openStatuses(workflow));
      if (!input.on) {
        await trx.deleteFrom("claim_handlers").where("user_id", "in", input.userIds).where("claim_id", "in", open).execute();
        return;
      }
      const claimIds = (await open.execute()).map((r) => r.id);
      for (const userId of input.userIds) {
        for (let i = 0; i < claimIds.length; i += HANDLER_BATCH) {
          await trx
            .insertInto("claim_handlers")
            .values(claimIds.slice(i, i + HANDLER_BATCH).map((claimId) => ({ claim_id: claimId, user_id: userId })))
            .onConflict((oc) => oc.doNothing())
            .execute();
        }
      }
    },
    /** Its consumers of the events outbox (the manifest registers them). */
    eventConsumers,
    /** Delivers claims' pending notifications (a feature that filed one in its transaction, after commit). */
    deliver,

    /** POST /user-claims/create {type, subject, text} → {id} */
    async create(actor: Actor, input: NewClaim): Promise<{ id: number }> {
      const user = requireUser(actor);
      const type = types.get(input.type);
      if (!type || !type.canCreate(user)) throw invalid(t.typeNotFound, { type: t.typeNotFound });
      const id = await db
        .transaction()
        .execute((trx) => file(trx, type, { ownerId: user.userId, subject: input.subject, text: input.text }));
      await deliver();
      return { id };
    },

    /** GET /user-claims/get?id */
    async get(actor: Actor, { id }: ClaimRef): Promise<ClaimView> {
      const user = requireUser(actor);
      const { claim, capacities } = await visibleClaim(db, types, user, id);
      const workflow = workflowOf(claim.type);
      // The people it waits on now, not the approvers of a routed claim's past steps (its history names them).
      const handlerIds = await db
        .selectFrom("claim_handlers")
        .select("user_id")
        .where("claim_id", "=", id)
        .where("current", "=", 1)
        .execute();
      const [owner, handlers] = await Promise.all([people([claim.owner_id]), people(handlerIds.map((h) => h.user_id))]);
      if (!owner[0]) throw new Error(`Claim ${id} has no owner`);
      const ofType = { id: claim.id, ownerId: claim.owner_id, objectId: claim.object_id };
      const moves = movesOf(workflow, claim.status, capacities);
      const fields = await Promise.all(moves.map((m) => moveFieldsOf(db, types.get(claim.type), ofType, m.to)));
      const handles = capacities.includes("handler") || capacities.includes("admin");
      const notes = handles ? ((await types.get(claim.type)?.notes?.(db, ofType)) ?? []) : [];
      const shown = { ...ofType, status: claim.status, handlerIds: handlerIds.map((h) => h.user_id) };
      const { files, attach } = (await types.get(claim.type)?.files?.(db, shown, user)) ?? { files: [], attach: null };
      return {
        id: claim.id,
        type: claim.type,
        typeDescription: types.get(claim.type)?.description ?? claim.type,
        status: named(workflow, claim.status),
        subject: claim.subject,
        text: claim.text,
        owner: owner[0],
        createDate: claim.create_date,
        updateDate: claim.update_date,
        version: claim.version,
        handlers,
        abilities: moves.map((m, i) => ({
          status: named(workflow, m.to),
          commentRequired: m.commentRequired,
          as: m.as,
          fields: fields[i] ?? [],
        })),
        notes,
        files,
        attach,
      };
    },

    /**
     * POST /user-claims/change-status {claimId, status, comment, version?} → {id, status, version}.
     * `alongside`: what the calling feature writes in the move's transaction (a message's resolution type).
     */
    async changeStatus(
      actor: Actor,
      input: StatusChange,
      alongside?: (trx: ClaimDb, claim: { id: number; type: string }) => Promise<void>,
    ): Promise<{ id: number; status: NamedStatus; version: number }> {
      const user = requireUser(actor);
      const result = await db.transaction().execute(async (trx) => {
        const { claim, capacities } = await visibleClaim(trx, types, user, input.claimId);
        const type = types.get(claim.type);
        if (!type) throw invalid(t.typeNotFound);
        const describe = (status: string) => named(type, status).description;
        if (!statusOf(type, input.status)) throw invalid(t.statusNotFound, { status: t.statusNotFound });
        if (input.status === claim.status || (input.version !== undefined && input.version !== claim.version)) {
          throw conflict(t.alreadyInStatus(describe(claim.status)));
        }
        const move = movesOf(type, claim.status, capacities).find((m) => m.to === input.status);
        if (!move) throw forbidden(t.cannotMove(describe(claim.status), describe(input.status)));
        if (move.commentRequired && input.comment === null) throw invalid(t.commentRequired, { comment: t.commentRequired });
        const ofType = { id: claim.id, ownerId: claim.owner_id, objectId: claim.object_id };
        const fields = await checkMoveFields(trx, type, ofType, input.status, input.fields ?? {});
        const at = now().toISOString();
        const version = claim.version + 1;
        const asked = { from: claim.status, to: input.status, actorId: user.userId, at, fields };
        // A routed type may land the move elsewhere, with other handlers (ClaimType.route).
        const routed = await type.route?.(trx, ofType, asked);
        if (routed && !statusOf(type, routed.status)) {
          throw new Error(`Claim type ${type.name} routes to an unknown status ${routed.status}`);
        }
        const to = routed?.status ?? input.status;
        const openObject = type.oneOpenPerObject && claim.object_id !== null && !statusOf(type, to)?.final ? claim.object_id : null;
        if (openObject !== null && statusOf(type, claim.status)?.final) {
          // Reopened by an administrator: not while the owner has filed another about the object since.
          const other = await openOne(trx, claim.type, claim.owner_id, openObject);
          if (other !== undefined) throw conflict(t.anotherOpen(other));
        }
        const moved = await trx
          .updateTable("claims")
          .set({ status: to, version, update_date: at, open_object_id: openObject })
          .where("id", "=", claim.id)
          .where("version", "=", claim.version)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) === 0) {
          // Someone moved it between our read and our write (PostgreSQL, read committed): say where it is now.
          const current = await trx.selectFrom("claims").select("status").where("id", "=", claim.id).executeTakeFirstOrThrow();
          throw conflict(t.alreadyInStatus(describe(current.status)));
        }
        const entry = { claim_id: claim.id, user_id: user.userId, date: at, comment: input.comment };
        await trx
          .insertInto("claim_history")
          .values({ ...entry, type: "STATUS", status: to })
          .execute();
        await trx
          .insertInto("claim_status_history")
          .values({ ...entry, from_status: claim.status, to_status: to })
          .execute();
        const event: ClaimEvent = {
          claimId: claim.id,
          claimType: claim.type,
          from: claim.status,
          to,
          actorId: user.userId,
          comment: input.comment,
        };
        await writeEvent(trx, CLAIM_STATUS_CHANGED, event, new Date(at));
        // A move only a claims administrator may make (not as the claim's owner or handler) is in the audit log.
        if (
          !movesOf(
            type,
            claim.status,
            capacities.filter((c) => c !== "admin"),
          ).some((m) => m.to === input.status)
        ) {
          await recordAudit(trx, {
            actorId: user.userId,
            action: "CLAIM_ADMIN_MOVE",
            entity: "CLAIM",
            entityId: claim.id,
            before: { status: claim.status },
            after: { status: to, comment: input.comment },
            at: new Date(at),
          });
        }
        if (routed) await setCurrentHandlers(trx, claim.id, routed.handlers);
        await type.onMove?.(trx, ofType, { ...asked, to });
        await alongside?.(trx, claim);
        return { id: claim.id, status: named(type, to), version };
      });
      await deliver();
      return result;
    },

    /** POST /user-claims/comment {claimId, comment}: anyone who sees the claim, in any status. */
    async comment(actor: Actor, input: NewComment): Promise<null> {
      const user = requireUser(actor);
      await db.transaction().execute(async (trx) => {
        const { claim } = await visibleClaim(trx, types, user, input.claimId);
        const at = now().toISOString();
        await trx
          .insertInto("claim_history")
          .values({ claim_id: claim.id, user_id: user.userId, date: at, type: "COMMENT", status: null, comment: input.comment })
          .execute();
        await trx.updateTable("claims").set({ update_date: at }).where("id", "=", claim.id).execute();
      });
      return null;
    },

    /** GET /user-claims/list-statuses?type */
    async listStatuses(actor: Actor, { type: name }: StatusesQuery): Promise<NamedStatus[]> {
      requireUser(actor);
      const type = types.get(name);
      if (!type) throw invalid(t.typeNotFound, { type: t.typeNotFound });
      return type.statuses.map((s) => ({ name: s.name, description: s.description }));
    },

    /** GET /user-claims/list-types-for-user: the types this person may file. */
    async listTypesForUser(actor: Actor): Promise<{ name: string; description: string }[]> {
      const user: SignedIn = requireUser(actor);
      return types
        .all()
        .filter((type) => type.canCreate(user))
        .map((type) => ({ name: type.name, description: type.description }));
    },

    ...createClaimLists(deps, types),
    ...createClaimAdmin(deps, types),
    ...createClaimStats(deps, types),
  };
}

export type ClaimsService = ReturnType<typeof createClaims>;
