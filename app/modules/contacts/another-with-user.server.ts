// A service record linked to a person ("Секретарь приёмной" answered by an employee): kind "another"
// in contacts, with user_id, at the end of its category. Kept apart so the finder's form could land
// before the contacts module; the merge folds it into contacts.server.ts (createAnotherWithUser).
import type { Actor } from "../core/actor";
import type { Deps } from "../core/deps.server";
import { forbidden, invalid, isDomainError, notFound } from "../core/errors";
import { canEditContacts } from "../core/policies";
import { parseInput } from "../core/validate";
import { requireUser } from "../users/users.server";
import { categoryBreadcrumbs } from "../search/find.server";
import { anotherWithUserSchema } from "./another-with-user.schema";
import { ru } from "~/text/ru";

const t = ru.contactsWithUser;

export interface CreatedRecord {
  id: number;
  categoryId: number;
  /** Category ids root first joined by "/": the record's page is /v2/contacts/{categoryIdBreadCrumb}. */
  categoryIdBreadCrumb: string;
}

export function createContactsWithUser({ db, now }: Deps) {
  function requireEditor(actor: Actor) {
    const user = requireUser(actor);
    if (!canEditContacts(user)) throw forbidden(t.forbidden);
    return user;
  }

  async function categoryOf(categoryId: number) {
    const category = await db.selectFrom("contact_categories").select(["id", "name"]).where("id", "=", categoryId).executeTakeFirst();
    if (!category) throw notFound(t.categoryNotFound);
    const path = (await categoryBreadcrumbs(db)).get(category.id) ?? String(category.id);
    return { id: category.id, name: category.name, categoryIdBreadCrumb: path };
  }

  return {
    /** The category the form adds to (editors only): its name and breadcrumb. */
    async category(actor: Actor, input: { categoryId?: unknown }) {
      requireEditor(actor);
      const raw = input.categoryId;
      const id = typeof raw === "number" ? raw : typeof raw === "string" && /^\d+$/.test(raw) ? Number(raw) : NaN;
      if (!Number.isSafeInteger(id) || id <= 0) throw notFound(t.categoryNotFound);
      return categoryOf(id);
    },

    /** POST /contacts-v2/create-another-with-user and the form /v2/contacts/another/new-with-user. */
    async createAnotherWithUser(actor: Actor, input: unknown): Promise<CreatedRecord> {
      requireEditor(actor);
      const value = parseInput(anotherWithUserSchema, input);
      const category = await categoryOf(value.categoryId).catch((error: unknown) => {
        if (isDomainError(error)) throw invalid(t.categoryNotFound, { categoryId: t.categoryNotFound });
        throw error;
      });
      const person = await db
        .selectFrom("users")
        .select(["id", "name", "surname", "middlename"])
        .where("id", "=", value.userId)
        .where("blocked", "=", 0)
        .executeTakeFirst();
      if (!person) throw invalid(t.personNotFound, { userId: t.personNotFound });

      const at = now().toISOString();
      const id = await db.transaction().execute(async (trx) => {
        const last = await trx
          .selectFrom("contacts")
          .select((eb) => eb.fn.max("sort").as("max"))
          .where("category_id", "=", category.id)
          .executeTakeFirst();
        const row = await trx
          .insertInto("contacts")
          .values({
            category_id: category.id,
            kind: "another",
            user_id: person.id,
            name: value.name ?? [person.surname, person.name, person.middlename].filter(Boolean).join(" "),
            position: value.position,
            telephone: value.telephone.length > 0 ? value.telephone.join("\n") : null,
            ip_phone: value.ipPhone,
            email: value.email,
            address: value.address,
            sort: Number(last?.max ?? -1) + 1,
            created_at: at,
            updated_at: at,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        return row.id;
      });
      return { id, categoryId: category.id, categoryIdBreadCrumb: category.categoryIdBreadCrumb };
    },
  };
}

export type ContactsWithUser = ReturnType<typeof createContactsWithUser>;
