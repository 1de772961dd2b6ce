// The consents to personal-data processing (issue #32 point 4): the versioned text, each person's acceptances
// (at registration, and at a sign-in after a new version), the readers' list with its filters and export, and
// the check every signed-in page of the shell makes. People registered before consents were stored have no row
// and count as having accepted version 1, so only a version published later asks them again.
import { sql, type Kysely, type SqlBool, type Transaction } from "kysely";
import type { Actor } from "~/platform/actor";
import { recordAudit } from "~/platform/audit.server";
import type { Database } from "~/platform/db/schema";
import { escapeLike } from "~/platform/db/like";
import type { Deps } from "~/platform/deps.server";
import { conflict, forbidden, invalid, notFound } from "~/platform/errors";
import { readMostly } from "~/platform/read-mostly.server";
import { requireUser } from "~/platform/require-user";
import { searchKey } from "~/shared/search-key";
import { consentsRefusals as r } from "../messages.server";
import { mayPublishConsentText, mayReadConsents } from "../policy";
import type { ConsentFilter } from "../schema";
import type { ConsentKind } from "../tables";

type Db = Kysely<Database> | Transaction<Database>;

/** Rows a statement of the CSV export reads. */
const EXPORT_BATCH = 1000;
/** People whose acceptance of the current version this process remembers (then it starts over). */
const REMEMBERED_MAX = 10_000;

/** Where a consent came from: the client's address (behind TRUST_PROXY, the forwarded one) and browser. */
export interface ClientSeen {
  ip: string;
  userAgent: string | null;
}

export interface ConsentText {
  version: number;
  body: string;
  publishedAt: string;
}

export interface ConsentEntry {
  id: number;
  userId: number;
  name: string;
  department: string | null;
  version: number;
  acceptedAt: string;
  ip: string;
  userAgent: string | null;
  kind: ConsentKind;
}

export interface PendingPerson {
  id: number;
  name: string;
  department: string | null;
  /** The newest version she accepted; null: none recorded (registered before consents were stored: version 1). */
  lastVersion: number | null;
}

export interface PersonConsents {
  id: number;
  name: string;
  department: string | null;
  consents: (Omit<ConsentEntry, "name" | "department" | "userId"> & { text: string })[];
}

/** A reader of the consents, or the refusal: signed out (401), anyone else (by the right's name). */
export function requireConsentReader(actor: Actor) {
  requireUser(actor);
  if (!mayReadConsents(actor)) throw forbidden(r.noRight);
}

/** An administrator, or the refusal: only they publish a new version. */
export function requireTextPublisher(actor: Actor) {
  const user = requireUser(actor);
  if (!mayPublishConsentText(actor)) throw forbidden(r.adminOnly);
  return user;
}

const nameOf = (r: { surname: string; name: string; middlename: string | null }) =>
  [r.surname, r.name, r.middlename].filter(Boolean).join(" ");

/** The company's day (Moscow, UTC+3 all year) as the UTC instant it starts at, and the next day's. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+03:00`).toISOString();
const nextDay = (day: string) => new Date(new Date(`${day}T00:00:00+03:00`).getTime() + 86_400_000).toISOString();

/** The newest version of the text. */
const latestText = (db: Db) =>
  db.selectFrom("consent_texts").select(["version", "body", "published_at"]).orderBy("version", "desc").limit(1).executeTakeFirstOrThrow();

/** People filtered by the name's start and a department with its sub-departments (the list's and the pending's). */
function peopleFilter(filter: Pick<ConsentFilter, "query" | "departmentId">) {
  const parts: ReturnType<typeof sql<SqlBool>>[] = [];
  if (filter.query) parts.push(sql<SqlBool>`u.search_name like ${`${escapeLike(searchKey(filter.query))}%`} escape '\\'`);
  if (filter.departmentId !== undefined)
    parts.push(sql<SqlBool>`u.department_id in (
      with recursive below(id) as (
        select cast(${filter.departmentId} as integer)
        union
        select d2.id from departments d2 join below on d2.parent_id = below.id
      )
      select id from below)`);
  return parts;
}

export function createConsents({ db, now }: Pick<Deps, "db" | "now">) {
  // Every signed-in page asks for the current version: kept, not read a page (platform/read-mostly.server.ts).
  const current = readMostly(() => latestText(db));
  // People known to have accepted a version ≥ the current one: a page of theirs needs no statement.
  const remembered = new Map<number, number>();
  const remember = (userId: number, version: number) => {
    if (remembered.size >= REMEMBERED_MAX) remembered.clear();
    remembered.set(userId, version);
  };

  const requireReader = requireConsentReader;

  /** Records the person's acceptance of the current version in `trx`; a repeated one changes nothing. */
  async function record(trx: Db, userId: number, kind: ConsentKind, client: ClientSeen, expected?: number): Promise<number> {
    const { version } = await latestText(trx);
    if (expected !== undefined && expected !== version) throw invalid(r.versionChanged);
    await trx
      .insertInto("consents")
      .values({
        user_id: userId,
        version,
        accepted_at: now().toISOString(),
        ip: client.ip.slice(0, 100),
        user_agent: client.userAgent?.slice(0, 500) ?? null,
        kind,
      })
      .onConflict((oc) => oc.columns(["user_id", "version"]).doNothing())
      .execute();
    return version;
  }

  async function consentRows(filter: ConsentFilter, limit: number, before: number): Promise<ConsentEntry[]> {
    // A cross join with its condition: SQLite then walks the consents by id (newest first) and stops at the page's
    // end. As an inner join it started from the department's people and sorted all their consents for every page:
    // an export of 100,000 took 24 s instead of 4. PostgreSQL plans both the same.
    let query = db
      .selectFrom("consents as c")
      .crossJoin("users as u")
      .leftJoin("departments as d", "d.id", "u.department_id")
      .whereRef("u.id", "=", "c.user_id")
      .select([
        "c.id",
        "c.user_id",
        "c.version",
        "c.accepted_at",
        "c.ip",
        "c.user_agent",
        "c.kind",
        "u.surname",
        "u.name",
        "u.middlename",
        "d.name as department",
      ]);
    if (before > 0) query = query.where("c.id", "<", before);
    if (filter.from) query = query.where("c.accepted_at", ">=", dayStart(filter.from));
    if (filter.to) query = query.where("c.accepted_at", "<", nextDay(filter.to));
    for (const part of peopleFilter(filter)) query = query.where(part);
    const rows = await query.orderBy("c.id", "desc").limit(limit).execute();
    return rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      name: nameOf(row),
      department: row.department,
      version: row.version,
      acceptedAt: row.accepted_at,
      ip: row.ip,
      userAgent: row.user_agent,
      kind: row.kind,
    }));
  }

  /** Active people with a password and no acceptance of `version` or later, by id after `after`. */
  async function pendingRows(filter: ConsentFilter, version: number, limit: number, after: number): Promise<PendingPerson[]> {
    // Version 1 is everyone's: those without a row count as having accepted it.
    if (version <= 1) return [];
    let query = db
      .selectFrom("users as u")
      .leftJoin("departments as d", "d.id", "u.department_id")
      .select([
        "u.id",
        "u.surname",
        "u.name",
        "u.middlename",
        "d.name as department",
        sql<number | null>`(select max(c.version) from consents c where c.user_id = u.id)`.as("last_version"),
      ])
      .where("u.id", ">", after)
      .where("u.blocked", "=", 0)
      .where("u.password_hash", "is not", null)
      .where(sql<SqlBool>`not exists (select 1 from consents c where c.user_id = u.id and c.version >= ${version})`);
    for (const part of peopleFilter(filter)) query = query.where(part);
    const rows = await query.orderBy("u.id").limit(limit).execute();
    return rows.map((row) => ({
      id: row.id,
      name: nameOf(row),
      department: row.department,
      lastVersion: row.last_version === null ? null : Number(row.last_version),
    }));
  }

  /** A page and the `after` of the next one (null: the last page): one row past the page says there is one. */
  async function paged<Row>(
    read: (limit: number, after: number) => Promise<Row[]>,
    pageSize: number,
    after: number,
    idOf: (row: Row) => number,
  ) {
    const rows = await read(pageSize + 1, after);
    const page = rows.slice(0, pageSize);
    return { rows: page, nextAfter: rows.length > pageSize ? idOf(page.at(-1)!) : null };
  }

  /** Every matching row, EXPORT_BATCH a statement (a keyset walk: never the whole list in memory). */
  async function* batches<Row>(read: (limit: number, after: number) => Promise<Row[]>, idOf: (row: Row) => number) {
    let after = 0;
    for (;;) {
      const rows = await read(EXPORT_BATCH, after);
      if (rows.length > 0) yield rows;
      if (rows.length < EXPORT_BATCH) return;
      after = idOf(rows.at(-1)!);
    }
  }

  const text = async (): Promise<ConsentText> => {
    const row = await current.get();
    return { version: row.version, body: row.body, publishedAt: row.published_at };
  };

  return {
    /** The current text (anyone, signed in or not: the registration dialog shows it). */
    currentText: text,

    /** Registration: the consent given with the new password, in the transaction that completes the account. */
    recordRegistration: (trx: Db, userId: number, client: ClientSeen) => record(trx, userId, "REGISTRATION", client),

    /**
     * The version this person must accept before the shell's pages open, or null. No statement while only version
     * 1 exists or when she is remembered; otherwise one indexed lookup (consents' unique user_id, version).
     */
    async pendingFor(actor: Actor): Promise<number | null> {
      if (actor.kind !== "user") return null;
      const { version } = await current.get();
      if (version <= 1 || (remembered.get(actor.userId) ?? 0) >= version) return null;
      const row = await db
        .selectFrom("consents")
        .select("version")
        .where("user_id", "=", actor.userId)
        .where("version", ">=", version)
        .orderBy("version", "desc")
        .limit(1)
        .executeTakeFirst();
      if (!row) return version;
      remember(actor.userId, row.version);
      return null;
    },

    /** The signed-in person accepts the current version (`version`: the one she read, when the page says). */
    async accept(actor: Actor, client: ClientSeen, version?: number): Promise<{ version: number }> {
      const user = requireUser(actor);
      const accepted = await db.transaction().execute((trx) => record(trx, user.userId, "SIGN_IN", client, version));
      remember(user.userId, accepted);
      return { version: accepted };
    },

    /** A page of consents (newest first) or, with `pending`, of the people who have not accepted the current version. */
    async list(actor: Actor, filter: ConsentFilter) {
      requireReader(actor);
      if (filter.pending) {
        const { version } = await text();
        const page = await paged(
          (limit, after) => pendingRows(filter, version, limit, after),
          filter.pageSize,
          filter.after,
          (p) => p.id,
        );
        return { version, consents: [] as ConsentEntry[], pending: page.rows, nextAfter: page.nextAfter };
      }
      const page = await paged(
        (limit, before) => consentRows(filter, limit, before),
        filter.pageSize,
        filter.after,
        (c) => c.id,
      );
      return { version: (await text()).version, consents: page.rows, pending: [] as PendingPerson[], nextAfter: page.nextAfter };
    },

    /** The CSV export's rows, checked for the reader first: consents, or the people who have not accepted. */
    exportConsents(actor: Actor, filter: ConsentFilter) {
      requireReader(actor);
      return batches<ConsentEntry>(
        (limit, before) => consentRows(filter, limit, before),
        (c) => c.id,
      );
    },
    async exportPending(actor: Actor, filter: ConsentFilter) {
      requireReader(actor);
      const { version } = await text();
      return batches<PendingPerson>(
        (limit, after) => pendingRows(filter, version, limit, after),
        (p) => p.id,
      );
    },

    /** The departments to filter by, by name. */
    async departments(actor: Actor): Promise<{ id: number; name: string }[]> {
      requireReader(actor);
      return db.selectFrom("departments").select(["id", "name"]).orderBy("name").orderBy("id").execute();
    },

    /** One person's consents with each version's text, oldest first; an unknown person: not found. */
    async person(actor: Actor, userId: number): Promise<PersonConsents> {
      requireReader(actor);
      const person = await db
        .selectFrom("users as u")
        .leftJoin("departments as d", "d.id", "u.department_id")
        .select(["u.id", "u.surname", "u.name", "u.middlename", "d.name as department"])
        .where("u.id", "=", userId)
        .executeTakeFirst();
      if (!person) throw notFound(r.personNotFound);
      const rows = await db
        .selectFrom("consents as c")
        .innerJoin("consent_texts as t", "t.version", "c.version")
        .select(["c.id", "c.version", "c.accepted_at", "c.ip", "c.user_agent", "c.kind", "t.body"])
        .where("c.user_id", "=", userId)
        .orderBy("c.version")
        .execute();
      return {
        id: person.id,
        name: nameOf(person),
        department: person.department,
        consents: rows.map((row) => ({
          id: row.id,
          version: row.version,
          acceptedAt: row.accepted_at,
          ip: row.ip,
          userAgent: row.user_agent,
          kind: row.kind,
          text: row.body,
        })),
      };
    },

    /**
     * Publishes a new version (administrators): everyone accepts it at the next page of the shell. Audited. The
     * publisher accepts what she publishes (a SIGN_IN record from where she published it), so her next page opens.
     */
    async publish(actor: Actor, body: string, client: ClientSeen): Promise<ConsentText> {
      const user = requireTextPublisher(actor);
      const at = now();
      try {
        const published = await db.transaction().execute(async (trx) => {
          const before = await latestText(trx);
          const version = before.version + 1;
          await trx
            .insertInto("consent_texts")
            .values({ version, body, published_at: at.toISOString(), published_by: user.userId })
            .execute();
          await record(trx, user.userId, "SIGN_IN", client, version);
          await recordAudit(trx, {
            actorId: user.userId,
            action: "CONSENT_TEXT_PUBLISH",
            entity: "CONSENT_TEXT",
            entityId: version,
            before: { version: before.version },
            after: { version, characters: body.length },
            at,
          });
          return { version, body, publishedAt: at.toISOString() };
        });
        remember(user.userId, published.version);
        return published;
      } catch (error) {
        // Two administrators publishing at the same moment: the second one's version is taken.
        if (error instanceof Error && /unique|duplicate|primary key/i.test(error.message)) throw conflict(r.publishedMeanwhile);
        throw error;
      } finally {
        current.forget();
      }
    },
  };
}

export type ConsentsService = ReturnType<typeof createConsents>;
