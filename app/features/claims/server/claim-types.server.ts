// The registry of claim types. The claims feature registers its own (GENERAL_REQUEST); features to come
// register theirs through `context.services.claims.registerType` from their service factories, with
// `needs: ["claims"]` in their manifests (groups: join requests and messages; vacancies: replies).
import type { Kysely, Transaction } from "kysely";
import type { SignedIn } from "~/platform/actor";
import type { Database } from "~/platform/db/schema";
import type { ClaimWorkflow } from "../workflow";

export type ClaimDb = Kysely<Database> | Transaction<Database>;

/**
 * A notification a move produces (claimNotificationsOf reads these): on filing (`from` null) or on a
 * move to `to` (from `from` alone, when given), to the owner or to the handlers; never to the actor.
 */
export interface ClaimNotice {
  on: { created: true } | { from?: string; to: string };
  recipients: "owner" | "handlers";
  /** The notification type (FAMILY_EVENT[_FOR_WHO]), registered by the notifications engine. */
  type: string;
  /** Its variable is the claim's object (ClaimType.objectVariable: a group), not the claim itself. */
  about?: "object";
}

/** A claim as its type's hooks see it. */
export interface ClaimOfType {
  id: number;
  ownerId: number;
  /** What the claim is about in the type's feature (a group); null when the type has none. */
  objectId: number | null;
}

export interface ClaimType extends ClaimWorkflow {
  /** Stable, stored in claims.type (GENERAL_REQUEST). */
  name: string;
  /** Russian, as people see it. */
  description: string;
  /**
   * Whether this person may file one through POST /user-claims/create (and sees the type in
   * list-types-for-user). Types filed by their own feature's calls (a join request) answer false.
   */
  canCreate(actor: SignedIn): boolean;
  /**
   * The approval step: the people who handle a claim, resolved once, in the transaction that files it
   * (a role given later does not reach old claims; an administrator still can act on any).
   */
  handlers(db: ClaimDb, claim: { ownerId: number; objectId: number | null }): Promise<number[]>;
  notices: readonly ClaimNotice[];
  /**
   * What a move does in the type's feature, in the move's transaction (a join request accepted adds
   * the member): it commits or fails with the move.
   */
  onMove?(trx: ClaimDb, claim: ClaimOfType, move: { from: string; to: string; actorId: number; at: string }): Promise<void>;
  /** The variable of a notice `about: "object"` (the group's name and id); null: the object is gone. */
  objectVariable?(db: ClaimDb, objectId: number): Promise<{ text: string; objectId: number } | null>;
}

export interface ClaimTypeRegistry {
  register(type: ClaimType): void;
  get(name: string): ClaimType | undefined;
  all(): readonly ClaimType[];
}

export function createClaimTypeRegistry(initial: readonly ClaimType[] = []): ClaimTypeRegistry {
  const types = new Map<string, ClaimType>();
  const registry: ClaimTypeRegistry = {
    register(type) {
      if (types.has(type.name)) throw new Error(`Two claim types are named ${type.name}`);
      if (type.statuses.length === 0) throw new Error(`Claim type ${type.name} has no statuses`);
      const known = new Set(type.statuses.map((s) => s.name));
      for (const t of [...type.owner, ...type.handler]) {
        for (const name of [...t.from, t.to]) {
          if (!known.has(name)) throw new Error(`Claim type ${type.name} moves through an unknown status ${name}`);
        }
      }
      types.set(type.name, type);
    },
    get: (name) => types.get(name),
    all: () => [...types.values()],
  };
  for (const type of initial) registry.register(type);
  return registry;
}
