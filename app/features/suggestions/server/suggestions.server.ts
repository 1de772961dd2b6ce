// Suggested corrections: any employee sends one about a contact card or a guide page; administrators
// see them, open the page they are about and mark them resolved. Inputs are parsed at the edge
// (inputs.server.ts).
import type { Actor } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { forbidden, isMissing, notFound } from "~/platform/errors";
import type { Contacts } from "~/features/contacts/index.server";
import { fullName } from "~/features/contacts/index.server";
import type { GuideService } from "~/features/guide/index.server";
import type { ProfileService } from "~/features/profile/index.server";
import { canManageSuggestions } from "~/features/suggestions/policy";
import { requireUser } from "~/features/users/index.server";
import type { ContactSuggestion, GuideSuggestion } from "~/features/suggestions/schema";
import type { SuggestionListQuery, SuggestionRef } from "./inputs.server";
import * as ru from "~/shared/messages";
import { serverMessages } from "~/features/suggestions/messages.server";

const t = serverMessages;
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

/** Suggestions are read and resolved by administrators only. */
export function requireManager(actor: Actor) {
  requireUser(actor);
  if (!canManageSuggestions(actor)) throw forbidden(ru.pages.forbiddenText);
}

/** The modules whose pages suggestions are about: the subject must exist and be readable. */
export interface SuggestionSubjects {
  contacts: Pick<Contacts, "contact" | "category">;
  guide: Pick<GuideService, "section">;
  profile: Pick<ProfileService, "fullInfo">;
}

/**
 * What an address names: a card ("#contact-5", /v2/contacts/card/5), a category (/v2/contacts/1/5),
 * a person's profile (/user/5), or nothing of its own.
 */
function targetOf(sourceURL: string): { card: number } | { category: number } | { person: number } | null {
  const url = new URL(sourceURL, "http://portal.invalid");
  const person = /^\/user\/(\d{1,9})\/?$/.exec(url.pathname)?.[1];
  if (person) return { person: Number(person) };
  const card = /^#contact-(\d{1,9})$/.exec(url.hash)?.[1] ?? /^\/v2\/contacts\/card\/(\d{1,9})$/.exec(url.pathname)?.[1];
  if (card) return { card: Number(card) };
  const category = /^\/v2\/contacts\/(?:\d{1,9}\/)*(\d{1,9})\/?$/.exec(url.pathname)?.[1];
  return category ? { category: Number(category) } : null;
}

export function createSuggestions({ db, now }: Deps, subjects: SuggestionSubjects) {
  /** Runs a lookup of the subject; a missing or unreadable one is refused with `message`. */
  async function found<T>(lookup: () => Promise<T>, message: string): Promise<T> {
    try {
      return await lookup();
    } catch (error) {
      throw isMissing(error) ? notFound(message) : error;
    }
  }

  /**
   * The title of the page a suggestion is about (a card's name, a category's or a guide section's),
   * null for a page that names nothing of its own; a card, category or section that does not exist
   * or that the person cannot read is refused.
   */
  async function subjectTitle(actor: Actor, sourceURL: string, wikiGuideCategoryId: number | null): Promise<string | null> {
    if (wikiGuideCategoryId !== null) {
      return (await found(() => subjects.guide.section(actor, wikiGuideCategoryId), t.sectionMissing)).name;
    }
    const target = targetOf(sourceURL);
    if (!target) return null;
    if ("person" in target) return fullName(await found(() => subjects.profile.fullInfo(actor, { id: target.person }), t.personMissing));
    if ("card" in target) return fullName(await found(() => subjects.contacts.contact(actor, { id: target.card }), t.cardMissing));
    return (await found(() => subjects.contacts.category(actor, { parentId: target.category }), t.categoryMissing)).name;
  }

  async function store(
    actor: Actor,
    row: { kind: "contact" | "wiki_guide"; message: string; sourceURL: string; wikiGuideCategoryId: number | null },
  ) {
    const user = requireUser(actor);
    await subjectTitle(actor, row.sourceURL, row.wikiGuideCategoryId);
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

  return {
    /** The title of the page a suggestion would be about (the form names it), or a refusal. */
    async subject(actor: Actor, input: { sourceURL: string; wikiGuideCategoryId: number | null }): Promise<{ title: string | null }> {
      requireUser(actor);
      return { title: await subjectTitle(actor, input.sourceURL, input.wikiGuideCategoryId) };
    },

    /** POST /suggest-correction/contact {message, sourceURL} */
    async suggestContact(actor: Actor, data: ContactSuggestion) {
      requireUser(actor);
      return store(actor, { kind: "contact", ...data, wikiGuideCategoryId: null });
    },

    /** POST /suggest-correction/wiki/guide {message, sourceURL, wikiGuideCategoryId} */
    async suggestGuide(actor: Actor, data: GuideSuggestion) {
      requireUser(actor);
      return store(actor, { kind: "wiki_guide", ...data });
    },

    /** Open (or resolved) suggestions, newest first: administrators only. */
    async list(actor: Actor, { status }: SuggestionListQuery): Promise<{ items: SuggestionView[]; openCount: number }> {
      requireManager(actor);
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
      query =
        status === "open" ? query.where("suggestions.resolved_at", "is", null) : query.where("suggestions.resolved_at", "is not", null);
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
    async resolve(actor: Actor, { id }: SuggestionRef): Promise<null> {
      requireManager(actor);
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
