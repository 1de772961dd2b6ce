// Configuring services (issue #34 point 1, "admin pages"): the catalogue of every service for its
// administrators, a new service, and one service's settings (its card, audience, fields and route). A save
// is compared and set on the type's version, so a form opened before another administrator's save changes
// nothing; the fields and route go through saveVersion, so no request loses the form it was made with.
import type { Actor, SignedIn } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { conflict, forbidden, invalid, notFound } from "~/platform/errors";
import { parseInput } from "~/platform/validate";
import { requireUser } from "~/features/users/index.server";
import type { ServiceField } from "../fields";
import { adminRefusals as t, serverMessages } from "../messages.server";
import { canAdministerService, canAdministerServices, type Audience } from "../policy";
import type { ServiceRoute } from "../route";
import { fieldsOf, newServiceSchema, routeOf, serviceSettingsSchema } from "./admin-schema.server";
import { addServiceType, saveVersion } from "./catalogue.server";
import { serviceTypesChanged } from "./search-index.server";
import { audienceJson, audienceOf, audienceProblem, departmentOptions } from "./audience.server";
import { CATALOGUE_FAMILIES, type ServiceFamily } from "./request-claims.server";
import { recordAudit } from "~/platform/audit.server";

export interface ServiceSettings {
  id: number;
  key: string;
  name: string;
  description: string;
  icon: string;
  categoryId: number;
  archived: boolean;
  audience: Audience;
  fields: ServiceField[];
  route: ServiceRoute;
  version: number;
  /** Requests hold the current form: saving it makes a new version, and they keep theirs. */
  held: boolean;
  versionNumber: number;
}

export interface CatalogueRow {
  key: string;
  name: string;
  category: string;
  archived: boolean;
  versionNumber: number;
}

export function createServiceAdmin({ db, now }: Deps) {
  const categories = () => db.selectFrom("service_categories").select(["id", "name"]).orderBy("sort").orderBy("id").execute();

  async function typeOf(user: SignedIn, key: string) {
    const row = await db
      .selectFrom("service_types as t")
      .innerJoin("service_versions as v", "v.id", "t.current_version_id")
      .select([
        "t.id",
        "t.key",
        "t.name",
        "t.description",
        "t.icon",
        "t.category_id",
        "t.archived",
        "t.audience",
        "t.manager_role",
        "t.version",
      ])
      .select(["v.id as version_id", "v.number", "v.fields", "v.route"])
      .select((eb) =>
        eb.exists(eb.selectFrom("service_requests as r").select("r.claim_id").whereRef("r.version_id", "=", "v.id")).as("held"),
      )
      .where("t.key", "=", key)
      .executeTakeFirst();
    if (!row) throw notFound(serverMessages.serviceNotFound);
    if (!canAdministerService(user, row.manager_role)) throw forbidden(t.forbidden);
    return row;
  }

  return {
    /** /services/admin: every service this person configures, archived ones too. */
    async catalogue(actor: Actor): Promise<{ rows: CatalogueRow[]; canCreate: boolean; categories: { id: number; name: string }[] }> {
      const user = requireUser(actor);
      const rows = await db
        .selectFrom("service_types as t")
        .innerJoin("service_categories as c", "c.id", "t.category_id")
        .leftJoin("service_versions as v", "v.id", "t.current_version_id")
        .select(["t.key", "t.name", "t.archived", "t.manager_role", "c.name as category", "v.number"])
        .orderBy("c.sort")
        .orderBy("c.id")
        .orderBy("t.sort")
        .orderBy("t.id")
        .execute();
      return {
        rows: rows
          .filter((r) => canAdministerService(user, r.manager_role))
          .map((r) => ({ key: r.key, name: r.name, category: r.category, archived: r.archived === 1, versionNumber: r.number ?? 0 })),
        canCreate: canAdministerServices(user),
        categories: await categories(),
      };
    },

    /** A new service, archived until its administrator configures and opens it; answers its key. */
    async create(actor: Actor, input: unknown): Promise<{ key: string }> {
      const user = requireUser(actor);
      if (!canAdministerServices(user)) throw forbidden(t.forbidden);
      const { key, name, categoryId } = parseInput(newServiceSchema, input);
      const category = (await categories()).find((c) => c.id === categoryId);
      if (!category) throw invalid(t.category, { categoryId: t.category });
      const taken = await db.selectFrom("service_types").select("id").where("key", "=", key).executeTakeFirst();
      if (taken) throw invalid(t.keyTaken, { key: t.keyTaken });
      // Made in a catalogue's category (the demo's «ИТ», «Обучение»), it is of that catalogue's family: off the hub,
      // and a service the catalogue's leaves may name.
      const catalogue = await db
        .selectFrom("service_types")
        .select("family")
        .where("category_id", "=", category.id)
        .where("family", "in", CATALOGUE_FAMILIES)
        .executeTakeFirst();
      await db.transaction().execute(async (trx) => {
        const id = await addServiceType(
          trx,
          {
            key,
            name,
            description: name,
            icon: "document",
            categoryId: category.id,
            family: (catalogue?.family ?? "SERVICE") as ServiceFamily,
            audience: { roles: [] },
            managerRole: null,
            fields: [{ key: "f1", kind: "longtext", label: t.firstField, required: true, max: 2000 }],
            route: { approvals: [], handlers: { who: [] } },
            sort: 1000,
          },
          user.userId,
          now(),
        );
        await trx.updateTable("service_types").set({ archived: 1 }).where("id", "=", id).execute();
        // addServiceType recorded the change before the archive flag: the index reads the type after commit.
      });
      return { key };
    },

    /** /services/{key}/admin: the settings as the form shows them. */
    async settings(
      actor: Actor,
      key: string,
    ): Promise<{ settings: ServiceSettings; categories: { id: number; name: string }[]; departments: { id: number; label: string }[] }> {
      const row = await typeOf(requireUser(actor), key);
      return {
        settings: {
          id: row.id,
          key: row.key,
          name: row.name,
          description: row.description,
          icon: row.icon,
          categoryId: row.category_id,
          archived: row.archived === 1,
          audience: audienceOf(row.audience),
          fields: JSON.parse(row.fields) as ServiceField[],
          route: JSON.parse(row.route) as ServiceRoute,
          version: row.version,
          held: Boolean(row.held),
          versionNumber: row.number,
        },
        categories: await categories(),
        departments: await departmentOptions(db),
      };
    },

    /** Saves the settings: the card and audience on the type, the fields and route as a version. */
    async save(actor: Actor, key: string, input: unknown): Promise<void> {
      const user = requireUser(actor);
      const row = await typeOf(user, key);
      const settings = parseInput(serviceSettingsSchema, input);
      if (!(await categories()).some((c) => c.id === settings.categoryId)) throw invalid(t.category, { categoryId: t.category });
      const audience = { roles: settings.audience, departments: settings.audienceDepartments, positions: settings.audiencePositions };
      const problem = await audienceProblem(db, audience, { department: t.audienceDepartment, position: t.audiencePosition });
      if (problem) throw invalid(problem.message, { [problem.field]: problem.message });
      await db.transaction().execute(async (trx) => {
        const saved = await trx
          .updateTable("service_types")
          .set({
            name: settings.name,
            description: settings.description,
            icon: settings.icon,
            category_id: settings.categoryId,
            archived: settings.archived ? 1 : 0,
            audience: audienceJson(audience),
            version: row.version + 1,
          })
          .where("id", "=", row.id)
          .where("version", "=", settings.version)
          .executeTakeFirst();
        if (Number(saved.numUpdatedRows) === 0) throw conflict(t.stale);
        await saveVersion(trx, row.id, { fields: fieldsOf(settings), route: routeOf(settings) }, user.userId, now());
        // The card and audience before and after; the form and route are kept as versions of their own.
        await recordAudit(trx, {
          actorId: user.userId,
          action: "SERVICE_SETTINGS",
          entity: "SERVICE",
          entityId: row.key,
          before: { name: row.name, archived: row.archived === 1, audience: audienceOf(row.audience), version: row.version },
          after: { name: settings.name, archived: settings.archived, audience, version: row.version + 1 },
          at: now(),
        });
        await serviceTypesChanged(trx, [row.id], now());
      });
    },
  };
}

export type ServiceAdminService = ReturnType<typeof createServiceAdmin>;
