// The editors' changes of partners: create or update (its addresses replaced whole) and delete, each with the
// event the portal search follows, in one transaction. A category or a city that does not exist is refused
// under its field; a logo must be a CLUB_LOGO file (checked by content when it was uploaded).
import type { Actor } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { invalid, notFound } from "~/platform/errors";
import { writeIdsEvent } from "~/platform/events.server";
import type { FilesService } from "~/platform/files/files.server";
import { searchKey } from "~/shared/search-key";
import { serverMessages as r } from "../messages.server";
import type { PartnerInput } from "../schema";
import { requireEditor } from "./access.server";
import { CLUB_PARTNERS_CHANGED } from "./events";

/** A CLUB_LOGO file's serving path, or the refusal under the logo field. */
async function logoPath(files: FilesService, fileId: number): Promise<string> {
  const record = await files.record(fileId);
  if (record?.fileType !== "CLUB_LOGO") throw notFound(r.fileNotFound, { logoFileId: r.fileNotFound });
  return record.filePath;
}

export function createPartnerChanges({ db, now }: Pick<Deps, "db" | "now">) {
  return {
    /** Creates a partner (id null) or changes one: editors only. Answers its id. */
    async save(actor: Actor, id: number | null, input: PartnerInput, files: FilesService): Promise<number> {
      requireEditor(actor);
      const at = now();
      const logo = input.logoFileId !== undefined ? await logoPath(files, input.logoFileId) : undefined;
      const values = {
        name: input.name,
        category_id: input.categoryId,
        discount: input.discount,
        description: input.description,
        conditions: input.conditions,
        website: input.website || null,
        phone: input.phone || null,
        search_key: searchKey(`${input.name} ${input.description}`),
        updated_at: at.toISOString(),
        ...(logo !== undefined ? { logo_file_id: input.logoFileId!, logo_path: logo } : {}),
      };
      const cityIds = [...new Set(input.addresses.map((a) => a.cityId))];
      return db.transaction().execute(async (trx) => {
        const category = await trx.selectFrom("club_categories").select("id").where("id", "=", input.categoryId).executeTakeFirst();
        if (!category) throw invalid(r.categoryNotFound, { categoryId: r.categoryNotFound });
        const cities = await trx.selectFrom("club_cities").select("id").where("id", "in", cityIds).execute();
        if (cities.length !== cityIds.length) throw invalid(r.cityNotFound, { addresses: r.cityNotFound });
        let partnerId: number;
        if (id === null) {
          const row = await trx
            .insertInto("club_partners")
            .values({ ...values, created_at: at.toISOString(), created_by: actor.kind === "user" ? actor.userId : null })
            .returning("id")
            .executeTakeFirstOrThrow();
          partnerId = row.id;
        } else {
          const changed = await trx.updateTable("club_partners").set(values).where("id", "=", id).executeTakeFirst();
          if (Number(changed.numUpdatedRows) === 0) throw notFound(r.partnerNotFound);
          partnerId = id;
          await trx.deleteFrom("club_addresses").where("partner_id", "=", id).execute();
        }
        await trx
          .insertInto("club_addresses")
          .values(input.addresses.map((a) => ({ partner_id: partnerId, city_id: a.cityId, address: a.address })))
          .execute();
        await writeIdsEvent(trx, CLUB_PARTNERS_CHANGED, [partnerId], at);
        return partnerId;
      });
    },

    /** Deletes a partner and its addresses: editors only. */
    async remove(actor: Actor, id: number): Promise<void> {
      requireEditor(actor);
      const at = now();
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("club_addresses").where("partner_id", "=", id).execute();
        const gone = await trx.deleteFrom("club_partners").where("id", "=", id).executeTakeFirst();
        if (Number(gone.numDeletedRows) === 0) throw notFound(r.partnerNotFound);
        await writeIdsEvent(trx, CLUB_PARTNERS_CHANGED, [id], at);
      });
    },
  };
}
