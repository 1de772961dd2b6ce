// The competences /competencies lists: a title, a plain-text description and a place in the list. Everyone
// signed in reads them; holders of ROLE_UPDATE_COMPETENCES and administrators add, change, move and delete.
// The list is bounded (COMPETENCES_MAX), so it is read whole, in one statement, in its order.
import type { Actor } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { forbidden, invalid, notFound, unauthorized } from "~/platform/errors";
import { api as apiMessages } from "~/shared/messages.server";
import { canEditCompetences, canReadCompanyPages } from "../policy";
import { messages } from "../messages";
import { serverMessages } from "../messages.server";
import { COMPETENCES_MAX, type CompetenceAdd, type CompetenceMove, type CompetenceRef, type CompetenceUpdate } from "../schema";

const t = { ...messages, ...serverMessages };

export interface Competence {
  id: number;
  title: string;
  description: string;
  sort: number;
}

export function requireCompetenceEditor(actor: Actor): void {
  if (!canEditCompetences(actor)) throw forbidden(t.competencesForbidden);
}

export function createCompetences({ db, now }: Deps) {
  const columns = ["id", "title", "description", "sort"] as const;

  async function list(actor: Actor): Promise<Competence[]> {
    if (!canReadCompanyPages(actor)) throw unauthorized(apiMessages.unauthorized);
    return db.selectFrom("company_competences").select(columns).orderBy("sort").orderBy("id").limit(COMPETENCES_MAX).execute();
  }

  /** One competence (its edit form). */
  async function get(actor: Actor, { id }: CompetenceRef): Promise<Competence> {
    if (!canReadCompanyPages(actor)) throw unauthorized(apiMessages.unauthorized);
    const row = await db.selectFrom("company_competences").select(columns).where("id", "=", id).executeTakeFirst();
    if (!row) throw notFound(t.competenceNotFound);
    return row;
  }

  return {
    list,

    /** Adds one at the end of the list. */
    async add(actor: Actor, { title, description }: CompetenceAdd): Promise<Competence> {
      requireCompetenceEditor(actor);
      return db.transaction().execute(async (trx) => {
        const { count, last } = await trx
          .selectFrom("company_competences")
          .select((eb) => [eb.fn.countAll<number>().as("count"), eb.fn.max("sort").as("last")])
          .executeTakeFirstOrThrow();
        if (Number(count) >= COMPETENCES_MAX) throw invalid(t.tooManyCompetences);
        return trx
          .insertInto("company_competences")
          .values({ title, description, sort: Number(last ?? 0) + 1, created_at: now().toISOString() })
          .returning(columns)
          .executeTakeFirstOrThrow();
      });
    },

    async update(actor: Actor, { id, title, description }: CompetenceUpdate): Promise<Competence> {
      requireCompetenceEditor(actor);
      const row = await db
        .updateTable("company_competences")
        .set({ title, description })
        .where("id", "=", id)
        .returning(columns)
        .executeTakeFirst();
      if (!row) throw notFound(t.competenceNotFound);
      return row;
    },

    /** Swaps it with its neighbour above (up) or below (down); the first stays first, the last last. Answers the list. */
    async move(actor: Actor, { id, direction }: CompetenceMove): Promise<Competence[]> {
      requireCompetenceEditor(actor);
      await db.transaction().execute(async (trx) => {
        const self = await trx.selectFrom("company_competences").select(["id", "sort"]).where("id", "=", id).executeTakeFirst();
        if (!self) throw notFound(t.competenceNotFound);
        const up = direction === "up";
        // The neighbour in the list's order (sort, then id): the nearest on that side.
        const neighbour = await trx
          .selectFrom("company_competences")
          .select(["id", "sort"])
          .where((eb) =>
            eb.or([eb("sort", up ? "<" : ">", self.sort), eb.and([eb("sort", "=", self.sort), eb("id", up ? "<" : ">", self.id)])]),
          )
          .orderBy("sort", up ? "desc" : "asc")
          .orderBy("id", up ? "desc" : "asc")
          .limit(1)
          .executeTakeFirst();
        if (!neighbour) return;
        // Equal sorts (never written by add, but possible in loaded data) are parted so the swap shows.
        const [mine, theirs] =
          neighbour.sort === self.sort ? (up ? [self.sort - 1, self.sort] : [self.sort + 1, self.sort]) : [neighbour.sort, self.sort];
        await trx.updateTable("company_competences").set({ sort: mine }).where("id", "=", self.id).execute();
        await trx.updateTable("company_competences").set({ sort: theirs }).where("id", "=", neighbour.id).execute();
      });
      return list(actor);
    },

    async remove(actor: Actor, { id }: CompetenceRef): Promise<{ id: number }> {
      requireCompetenceEditor(actor);
      const row = await db.deleteFrom("company_competences").where("id", "=", id).returning("id").executeTakeFirst();
      if (!row) throw notFound(t.competenceNotFound);
      return row;
    },

    get,
  };
}
