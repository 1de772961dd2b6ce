// Клуб партнёров's domain functions: (actor, typed input) -> result, or a typed domain error. The /api
// (api.server.ts) and the page (routes/) call the same ones; inputs are parsed at the edge (inputs.server.ts).
import type { Actor } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { forbidden, unauthorized } from "~/platform/errors";
import { writeEvent } from "~/platform/events.server";
import { canEditClub, canReadClub } from "../policy";
import { CLUB_NEW, type ClubNewEvent } from "./events";
import type { ClubItemCreate } from "../schema";
import { serverMessages } from "../messages.server";
import { api as apiMessages } from "~/shared/messages.server";

/** The list shows the newest items up to this many: one query, whatever the table holds. */
export const LIST_LIMIT = 100;

export interface ClubItem {
  id: number;
  title: string;
  createdAt: string;
}

export function requireClubEditor(actor: Actor): void {
  if (!canEditClub(actor)) throw forbidden(serverMessages.forbidden);
}

export function createClub({ db, now }: Deps) {
  const columns = ["id", "title", "created_at"] as const;
  const present = (r: { id: number; title: string; created_at: string }): ClubItem => ({
    id: r.id,
    title: r.title,
    createdAt: r.created_at,
  });

  return {
    /**
     * The partners' names by id, for the club card's uses and statistics (feature club-card): one query for
     * any number of ids; an unknown id is absent. The seam the two club features share: keep its signature.
     */
    async partnerNames(ids: readonly number[]): Promise<ReadonlyMap<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom("club_items")
        .select(["id", "title"])
        .where("id", "in", [...ids])
        .execute();
      return new Map(rows.map((r) => [r.id, r.title]));
    },

    /** The newest items first (ids grow with time), LIST_LIMIT at most. */
    async list(actor: Actor): Promise<ClubItem[]> {
      if (!canReadClub(actor)) throw unauthorized(apiMessages.unauthorized);
      const rows = await db.selectFrom("club_items").select(columns).orderBy("id", "desc").limit(LIST_LIMIT).execute();
      return rows.map(present);
    },

    /** Adds an item: editors and administrators only; CLUB_NEW goes to the outbox in the same transaction. */
    async create(actor: Actor, { title }: ClubItemCreate): Promise<ClubItem> {
      requireClubEditor(actor);
      const at = now();
      const authorId = actor.kind === "user" ? actor.userId : null;
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto("club_items")
          .values({ title, created_at: at.toISOString(), created_by: authorId })
          .returning(columns)
          .executeTakeFirstOrThrow();
        const event: ClubNewEvent = { itemId: row.id, authorId };
        await writeEvent(trx, CLUB_NEW, event, at);
        return present(row);
      });
    },
  };
}

export type ClubService = ReturnType<typeof createClub>;
