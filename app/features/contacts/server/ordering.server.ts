// The order of a category's cards: contact editors set it (POST /contacts-v2/change-sort, dragging on
// the page) or move one card a step up or down (the arrows of the pages, which work without JavaScript).
import type { Actor } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { invalid, notFound } from "~/platform/errors";
import type { ChangeSortInput, MoveContactInput } from "./payloads.server";
import { editScope, requireCategories } from "./secretary-scope.server";
import { cardQuery, requireCategory, type Db } from "./queries.server";
import { contactsRefusals as t } from "~/features/contacts/messages.server";

export interface SortResult {
  categoryId: number;
  sortIdList: number[];
}

export function createOrdering({ db, now }: Deps) {
  /**
   * Puts `ordered` first, in that order, and the category's other cards after them as they were; or,
   * `within` (a page of the category reordered by dragging), into the places those cards held.
   */
  async function applySort(trx: Db, categoryId: number, ordered: number[], within = false): Promise<number[]> {
    const rows = await trx
      .selectFrom("contacts")
      .select(["id", "sort"])
      .where("category_id", "=", categoryId)
      .orderBy("sort")
      .orderBy("id")
      .execute();
    const inCategory = new Set(rows.map((r) => r.id));
    if (!ordered.every((id) => inCategory.has(id))) throw invalid(t.sortInvalid, { sortIdList: t.sortInvalid });
    const listed = new Set(ordered);
    const rest = rows.map((r) => r.id).filter((id) => !listed.has(id));
    // Every listed id is in the category (checked above), so the queue holds one id per listed row.
    const queue = [...ordered];
    const final = within ? rows.map((r) => (listed.has(r.id) ? (queue.shift() ?? r.id) : r.id)) : [...ordered, ...rest];
    const current = new Map(rows.map((r) => [r.id, r.sort]));
    const at = now().toISOString();
    for (const [index, id] of final.entries()) {
      if (current.get(id) === index) continue;
      await trx.updateTable("contacts").set({ sort: index, updated_at: at }).where("id", "=", id).execute();
    }
    return final;
  }

  return {
    /**
     * POST /contacts-v2/change-sort {categoryId, sortIdList}: the listed cards first, in that order. `secretaryOf`:
     * the caller's departments as a secretary, when read already this request.
     */
    async changeSort(
      actor: Actor,
      { categoryId, sortIdList }: ChangeSortInput,
      options: { within?: boolean; secretaryOf?: readonly number[] } = {},
    ): Promise<SortResult> {
      const scope = await editScope(db, actor, options.secretaryOf);
      return db.transaction().execute(async (trx) => {
        await requireCategory(trx, categoryId);
        await requireCategories(trx, scope, [categoryId]);
        return { categoryId, sortIdList: await applySort(trx, categoryId, sortIdList, options.within) };
      });
    },

    /** The arrows of the pages: swaps a card with its visible neighbour above or below. */
    async moveContact(actor: Actor, { contactId, direction }: MoveContactInput, secretaryOf?: readonly number[]): Promise<SortResult> {
      const scope = await editScope(db, actor, secretaryOf);
      const { user } = scope;
      return db.transaction().execute(async (trx) => {
        const card = await trx.selectFrom("contacts").select(["id", "category_id"]).where("id", "=", contactId).executeTakeFirst();
        if (!card) throw notFound(t.contactNotFound);
        await requireCategories(trx, scope, [card.category_id]);
        const visible = (
          await cardQuery(trx, user.userId).where("c.category_id", "=", card.category_id).orderBy("c.sort").orderBy("c.id").execute()
        ).map((r) => r.id);
        const index = visible.indexOf(contactId);
        const other = direction === "up" ? index - 1 : index + 1;
        const [mine, neighbour] = [visible[index], visible[other]];
        if (index >= 0 && mine !== undefined && neighbour !== undefined) {
          visible[index] = neighbour;
          visible[other] = mine;
        }
        return { categoryId: card.category_id, sortIdList: await applySort(trx, card.category_id, visible) };
      });
    },
  };
}
