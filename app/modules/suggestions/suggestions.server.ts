// Suggested corrections: any employee sends one about a contact card or a guide page; administrators
// see them, open the page they are about and mark them resolved.
import * as z from "zod/mini";
import type { Actor } from "../core/actor";
import type { Deps } from "../core/deps.server";
import { forbidden, notFound } from "../core/errors";
import { canManageSuggestions } from "../core/policies";
import { idOf } from "../core/schema";
import { parseInput } from "../core/validate";
import { requireUser } from "../users/users.server";
import { contactSuggestionSchema, guideSuggestionSchema } from "./schema";
import { ru } from "~/text/ru";

const t = ru.suggestions;
export const LIST_PAGE_SIZE = 50;

export interface PersonRef {
  id: number;
  name: string;
  surname: string;
}

export interface SuggestionView {
  id: number;
  kind: "contact" | "wiki_guide";
  message: string;
  sourceURL: string;
  wikiGuideCategoryId: number | null;
  createDate: string;
  user: PersonRef;
  resolved: boolean;
  resolveDate: string | null;
  resolvedBy: PersonRef | null;
}

const listSchema = z.object({
  status: z.pipe(
    z.optional(z.union([z.literal("open"), z.literal("resolved"), z.literal("")], { error: t.notFound })),
    z.transform((v) => (v === "resolved" ? "resolved" : "open")),
  ),
});
const idSchema = z.object({
  id: idOf(t.notFound),
});

export function createSuggestions({ db, now }: Deps) {
  async function store(
    actor: Actor,
    row: { kind: "contact" | "wiki_guide"; message: string; sourceURL: string; wikiGuideCategoryId: number | null },
  ) {
    const user = requireUser(actor);
    const inserted = await db
      .insertInto("suggestions")
      .values({
        user_id: user.userId,
        kind: row.kind,
        message: row.message,
        source_url: row.sourceURL,
        wiki_guide_category_id: row.wikiGuideCategoryId,
        created_at: now().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { id: inserted.id };
  }

  function requireManager(actor: Actor) {
    requireUser(actor);
    if (!canManageSuggestions(actor)) throw forbidden(ru.pages.forbiddenText);
  }

  return {
    /** POST /suggest-correction/contact {message, sourceURL} */
    async suggestContact(actor: Actor, input: unknown) {
      requireUser(actor);
      const data = parseInput(contactSuggestionSchema, input);
      return store(actor, { kind: "contact", ...data, wikiGuideCategoryId: null });
    },

    /** POST /suggest-correction/wiki/guide {message, sourceURL, wikiGuideCategoryId} */
    async suggestGuide(actor: Actor, input: unknown) {
      requireUser(actor);
      const data = parseInput(guideSuggestionSchema, input);
      return store(actor, { kind: "wiki_guide", ...data });
    },

    /** Open (or resolved) suggestions, newest first: administrators only. */
    async list(actor: Actor, input: unknown): Promise<{ items: SuggestionView[]; openCount: number }> {
      requireManager(actor);
      const { status } = parseInput(listSchema, input);
      let query = db
        .selectFrom("suggestions")
        .innerJoin("users as author", "author.id", "suggestions.user_id")
        .leftJoin("users as resolver", "resolver.id", "suggestions.resolved_by")
        .select([
          "suggestions.id",
          "suggestions.kind",
          "suggestions.message",
          "suggestions.source_url",
          "suggestions.wiki_guide_category_id",
          "suggestions.created_at",
          "suggestions.resolved_at",
          "author.id as author_id",
          "author.name as author_name",
          "author.surname as author_surname",
          "resolver.id as resolver_id",
          "resolver.name as resolver_name",
          "resolver.surname as resolver_surname",
        ]);
      query = status === "open" ? query.where("suggestions.resolved_at", "is", null) : query.where("suggestions.resolved_at", "is not", null);
      const [rows, open] = await Promise.all([
        query
          .orderBy(status === "open" ? "suggestions.created_at" : "suggestions.resolved_at", "desc")
          .orderBy("suggestions.id", "desc")
          .limit(LIST_PAGE_SIZE)
          .execute(),
        db
          .selectFrom("suggestions")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("resolved_at", "is", null)
          .executeTakeFirstOrThrow(),
      ]);
      return {
        openCount: Number(open.n),
        items: rows.map((r) => ({
          id: r.id,
          kind: r.kind,
          message: r.message,
          sourceURL: r.source_url,
          wikiGuideCategoryId: r.wiki_guide_category_id,
          createDate: r.created_at,
          user: { id: r.author_id, name: r.author_name, surname: r.author_surname },
          resolved: r.resolved_at !== null,
          resolveDate: r.resolved_at,
          resolvedBy: r.resolver_id != null ? { id: r.resolver_id, name: r.resolver_name ?? "", surname: r.resolver_surname ?? "" } : null,
        })),
      };
    },

    /** Marks one suggestion resolved (once; marking it again changes nothing). */
    async resolve(actor: Actor, input: unknown): Promise<null> {
      requireManager(actor);
      const { id } = parseInput(idSchema, input);
      const user = requireUser(actor);
      const row = await db.selectFrom("suggestions").select(["id", "resolved_at"]).where("id", "=", id).executeTakeFirst();
      if (!row) throw notFound(t.notFound);
      if (row.resolved_at === null) {
        await db
          .updateTable("suggestions")
          .set({ resolved_at: now().toISOString(), resolved_by: user.userId })
          .where("id", "=", id)
          .where("resolved_at", "is", null)
          .execute();
      }
      return null;
    },
  };
}

export type Suggestions = ReturnType<typeof createSuggestions>;
