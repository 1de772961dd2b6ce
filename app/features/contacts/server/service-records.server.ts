// Service records (the "another" cards: a reception desk, a security post, a person's second number):
// contact editors create, change and delete them; a record may be linked to a person, whose data
// fills the fields it leaves empty.
import type { Actor } from "~/platform/actor";
import { recordAudit } from "~/platform/audit.server";
import type { Deps } from "~/platform/deps.server";
import { invalid, notFound } from "~/platform/errors";
import { claimVersion } from "~/platform/versions.server";
import type { CreateAnotherInput, CreateAnotherWithUserInput, RecordIdInput, UpdateAnotherInput } from "./payloads.server";
import type { ContactCard } from "~/features/contacts/views";
import { editScope, requireCategories, type EditScope } from "./secretary-scope.server";
import { contactsChanged } from "./directory-events.server";
import { CONTACT, cardById, chains, pathOf, phoneLines, requireCategory, type Db } from "./queries.server";
import { serviceRecordMessages as contacts } from "~/features/contacts/messages/record";
import { contactsRefusals as t } from "~/features/contacts/messages.server";
import { forgetStars } from "~/platform/favorites.server";

/** The fields of a record as its forms and /api send them (parsed). */
interface RecordFields {
  name: string | null;
  position: string | null;
  telephone: string[];
  ipPhone: string | null;
  email: string | null;
  address: string | null;
}

function recordValues(input: RecordFields) {
  return {
    name: input.name,
    position: input.position,
    telephone: input.telephone.length > 0 ? input.telephone.join("\n") : null,
    ip_phone: input.ipPhone,
    email: input.email,
    address: input.address,
  };
}

/** The next free place at the end of a category. */
async function nextSort(db: Db, categoryId: number): Promise<number> {
  const last = await db
    .selectFrom("contacts")
    .select((eb) => eb.fn.max("sort").as("max"))
    .where("category_id", "=", categoryId)
    .executeTakeFirst();
  return last?.max == null ? 0 : Number(last.max) + 1;
}

/** The service record `id`; an employee card is refused, a missing one is not found. */
async function requireRecord(db: Db, id: number) {
  const row = await db
    .selectFrom("contacts")
    .select(["id", "kind", "category_id", "user_id", "name", "position", "telephone", "ip_phone", "email", "address"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw notFound(t.serviceNotFound);
  if (row.kind !== "another") throw invalid(t.notService);
  return row;
}

/** A record's fields as the audit log keeps them (before and after a change). */
function audited(row: Awaited<ReturnType<typeof requireRecord>>) {
  const { category_id, user_id, name, position, telephone, ip_phone, email, address } = row;
  return { category_id, user_id, name, position, telephone, ip_phone, email, address };
}

/** The person a record is linked to: an existing, unblocked account. */
async function requirePerson(db: Db, userId: number): Promise<void> {
  const row = await db.selectFrom("users").select("id").where("id", "=", userId).where("blocked", "=", 0).executeTakeFirst();
  if (!row) throw invalid(t.userNotFound, { userId: t.userNotFound });
}

export function createServiceRecords({ db, now }: Deps) {
  /** The card of a record just saved, as the editor sees it. */
  async function savedCard(actorId: number, id: number): Promise<ContactCard> {
    const card = await cardById(db, actorId, id);
    if (!card) throw notFound(t.serviceNotFound);
    return card;
  }

  async function insertRecord(scope: EditScope, input: RecordFields & { categoryId: number; userId: number | null }): Promise<ContactCard> {
    const id = await db.transaction().execute(async (trx) => {
      await requireCategory(trx, input.categoryId);
      await requireCategories(trx, scope, [input.categoryId]);
      if (input.userId != null) await requirePerson(trx, input.userId);
      const at = now().toISOString();
      const row = await trx
        .insertInto("contacts")
        .values({
          category_id: input.categoryId,
          kind: "another",
          user_id: input.userId,
          ...recordValues(input),
          sort: await nextSort(trx, input.categoryId),
          created_at: at,
          updated_at: at,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await contactsChanged(trx, [row.id], new Date(at));
      const after = { category_id: input.categoryId, user_id: input.userId, ...recordValues(input) };
      await recordAudit(trx, {
        actorId: scope.user.userId,
        action: "CONTACT_RECORD_CREATE",
        entity: "CONTACT",
        entityId: row.id,
        after,
        at: new Date(at),
      });
      return row.id;
    });
    return savedCard(scope.user.userId, id);
  }

  // Each edit takes `secretaryOf`, the caller's departments as a secretary, when it has read them this request.
  return {
    /** POST /contacts-v2/create-another: a service record at the end of its category. */
    async createAnother(actor: Actor, value: CreateAnotherInput, secretaryOf?: readonly number[]): Promise<ContactCard> {
      return insertRecord(await editScope(db, actor, secretaryOf), { ...value, userId: null });
    },

    /** POST /contacts-v2/create-another-with-user: a service record linked to a person (userId). */
    async createAnotherWithUser(actor: Actor, value: CreateAnotherWithUserInput, secretaryOf?: readonly number[]): Promise<ContactCard> {
      return insertRecord(await editScope(db, actor, secretaryOf), value);
    },

    /** POST /contacts-v2/update-another: replaces every field of a service record; categoryId moves it. */
    async updateAnother(actor: Actor, value: UpdateAnotherInput, secretaryOf?: readonly number[]): Promise<ContactCard> {
      const scope = await editScope(db, actor, secretaryOf);
      const { user } = scope;
      await db.transaction().execute(async (trx) => {
        const record = await requireRecord(trx, value.id);
        await requireCategories(trx, scope, [record.category_id]);
        if (record.user_id == null && !value.name) throw invalid(contacts.nameRequired, { name: contacts.nameRequired });
        await claimVersion(trx, "contacts", value.id, value.version);
        let move = {};
        if (value.categoryId !== undefined && value.categoryId !== record.category_id) {
          await requireCategory(trx, value.categoryId);
          await requireCategories(trx, scope, [value.categoryId]);
          move = { category_id: value.categoryId, sort: await nextSort(trx, value.categoryId) };
        }
        await trx
          .updateTable("contacts")
          .set({ ...recordValues(value), ...move, updated_at: now().toISOString() })
          .where("id", "=", value.id)
          .execute();
        await contactsChanged(trx, [value.id], now());
        await recordAudit(trx, {
          actorId: user.userId,
          action: "CONTACT_RECORD_UPDATE",
          entity: "CONTACT",
          entityId: value.id,
          before: audited(record),
          after: audited(await requireRecord(trx, value.id)),
          at: now(),
        });
      });
      return savedCard(user.userId, value.id);
    },

    /** POST /contacts-v2/delete-another {id}: removes a service record, its favourites and views. */
    async deleteAnother(actor: Actor, { id }: RecordIdInput, secretaryOf?: readonly number[]): Promise<void> {
      const scope = await editScope(db, actor, secretaryOf);
      await db.transaction().execute(async (trx) => {
        const record = await requireRecord(trx, id);
        await requireCategories(trx, scope, [record.category_id]);
        await forgetStars(trx, CONTACT, id);
        await trx.deleteFrom("contact_views").where("contact_id", "=", id).execute();
        await trx.deleteFrom("contacts").where("id", "=", id).execute();
        await contactsChanged(trx, [id], now());
        await recordAudit(trx, {
          actorId: scope.user.userId,
          action: "CONTACT_RECORD_DELETE",
          entity: "CONTACT",
          entityId: id,
          before: audited(record),
          at: now(),
        });
      });
    },

    /** A service record as its edit form needs it (the record's own fields, not the fallbacks). */
    async serviceRecord(actor: Actor, { id }: RecordIdInput, secretaryOf?: readonly number[]) {
      const scope = await editScope(db, actor, secretaryOf);
      const record = await requireRecord(db, id);
      await requireCategories(db, scope, [record.category_id]);
      const row = await db
        .selectFrom("contacts as c")
        .leftJoin("users as u", "u.id", "c.user_id")
        .select([
          "c.id",
          "c.category_id",
          "c.user_id",
          "c.name",
          "c.position",
          "c.telephone",
          "c.ip_phone",
          "c.email",
          "c.address",
          "c.version",
          "u.name as u_name",
          "u.surname as u_surname",
        ])
        .where("c.id", "=", record.id)
        .executeTakeFirstOrThrow();
      const chain = (await chains(db, [row.category_id])).get(row.category_id) ?? [];
      return {
        id: row.id,
        categoryId: row.category_id,
        category: { breadcrumb: chain, categoryIdBreadCrumb: pathOf(chain) },
        userId: row.user_id,
        personName: row.u_name != null ? `${row.u_surname ?? ""} ${row.u_name}`.trim() : null,
        name: row.name,
        position: row.position,
        telephone: phoneLines(row.telephone),
        ipPhone: row.ip_phone,
        email: row.email,
        address: row.address,
        version: row.version,
      };
    },
  };
}
