// The registry of claim types. The claims feature registers its own (GENERAL_REQUEST); features to come
// register theirs through `context.services.claims.registerType` from their service factories, with
// `needs: ["claims"]` in their manifests (groups: join requests and messages; vacancies: replies).
import type { Kysely, Transaction } from "kysely";
import type { SignedIn } from "~/platform/actor";
import type { Database } from "~/platform/db/schema";
import { invalid } from "~/platform/errors";
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

/** A file a claim's page lists: what it is («Готовый документ», a form's field), its name and its address. */
export interface ClaimFile {
  label: string;
  name: string;
  href: string;
}

/** A claim's files for one reader, and where she posts another (a multipart form; null: she may not). */
export interface ClaimFiles {
  files: ClaimFile[];
  attach: string | null;
}

/** One option of a move's field (a resolution type of the message's group). */
export interface ClaimFieldOption {
  id: number;
  name: string;
}

/**
 * A value a move needs besides its comment, chosen from options that depend on the claim (completing a
 * message to a group's managers names one of that group's resolution types). The engine checks the value
 * against the options in the move's transaction and hands it to onMove, which stores it there.
 */
export interface ClaimMoveField {
  /** The call's key in `fields` (resolutionTypeId); the pages' field is `fields.<name>`. */
  name: string;
  /** Russian, the field's label. */
  label: string;
  /** Said when the value is missing or not one of the options. */
  required: string;
  options(db: ClaimDb, claim: ClaimOfType): Promise<ClaimFieldOption[]>;
}

/** A move as onMove sees it: `fields` holds the checked values of the type's moveFields for `to`. */
export interface ClaimStep {
  from: string;
  to: string;
  actorId: number;
  at: string;
  fields: Readonly<Record<string, number>>;
}

/** Where a routed move lands (ClaimType.route): its status, and the people who handle the claim from then on. */
export interface ClaimRouted {
  status: string;
  handlers: readonly number[];
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
   * (a role given later does not reach old claims; an administrator still can act on any). A routed
   * type's moves hand the claim on to others (route).
   */
  handlers(db: ClaimDb, claim: { ownerId: number; objectId: number | null }): Promise<number[]>;
  notices: readonly ClaimNotice[];
  /**
   * What a move does in the type's feature, in the move's transaction (a join request accepted adds
   * the member): it commits or fails with the move.
   */
  onMove?(trx: ClaimDb, claim: ClaimOfType, move: ClaimStep): Promise<void>;
  /**
   * Where a move really lands (a request's route: approved by one step, it waits on the next step's
   * approvers, or on its handlers after the last). Called in the move's transaction after the move is
   * checked and before it is written; undefined: the move lands on the status asked for, handlers unchanged.
   * The status may be the one the claim is in (the next step's approvers); the handlers replace the current
   * ones, who keep reading the claim.
   */
  route?(trx: ClaimDb, claim: ClaimOfType, move: ClaimStep): Promise<ClaimRouted | undefined>;
  /** What a move to a status needs besides the comment, by the status moved to (ClaimMoveField). */
  moveFields?: Readonly<Record<string, readonly ClaimMoveField[]>>;
  /**
   * An owner has at most one open claim of this type about one object (a join request to a group): the
   * database holds the rule (claims.open_object_id), so racing calls file one. Filing another while one
   * is open writes nothing and answers the open one's id.
   */
  oneOpenPerObject?: boolean;
  /**
   * What its handlers should know beside its text, worked out when they open it (a leave that overlaps the
   * team's approved leave): lines shown to handlers and administrators, never to the owner alone.
   */
  notes?(db: ClaimDb, claim: ClaimOfType): Promise<string[]>;
  /**
   * Whether a person who is neither its owner, nor on its route, nor a claims administrator still reads it
   * (a service's own administrators read its every request): read only, no moves.
   */
  reads?(db: ClaimDb, claim: ClaimOfType, user: SignedIn): Promise<boolean>;
  /**
   * The files its page lists to this reader and where she may attach one (a request's attachments and the
   * prepared document its handlers add); the claim's status and current handlers are given.
   */
  files?(db: ClaimDb, claim: ClaimOfType & { status: string; handlerIds: readonly number[] }, user: SignedIn): Promise<ClaimFiles>;
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

/** The fields a move to `to` needs, each checked against its options for this claim; the first missing or foreign one is refused by its field. */
export async function checkMoveFields(
  db: ClaimDb,
  type: ClaimType,
  claim: ClaimOfType,
  to: string,
  given: Readonly<Record<string, number>>,
): Promise<Record<string, number>> {
  const values: Record<string, number> = {};
  for (const field of type.moveFields?.[to] ?? []) {
    const value = given[field.name];
    const options = value === undefined ? [] : await field.options(db, claim);
    if (value === undefined || !options.some((o) => o.id === value)) throw invalid(field.required, { [field.name]: field.required });
    values[field.name] = value;
  }
  return values;
}

/** The fields of a move to `to` with their options for this claim (the claim page renders them as selects). */
export async function moveFieldsOf(
  db: ClaimDb,
  type: ClaimType | undefined,
  claim: ClaimOfType,
  to: string,
): Promise<{ name: string; label: string; options: ClaimFieldOption[] }[]> {
  const fields = type?.moveFields?.[to] ?? [];
  return Promise.all(fields.map(async (f) => ({ name: f.name, label: f.label, options: await f.options(db, claim) })));
}
