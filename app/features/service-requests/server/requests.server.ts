// The request engine's domain (ADR 0034): the hub's services and a person's requests, a service's form, and
// asking: the answers checked against the version's fields, the claim filed on the family's claim type with
// the route's first stop as its handlers, and the request's row, in one transaction.
import type { Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";
import type { Actor, SignedIn } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { forbidden, notFound } from "~/platform/errors";
import { requireUser } from "~/features/users/index.server";
import { claimFamilyLabels, claimRows, type ClaimsService } from "~/features/claims/index.server";
import { parseInput } from "~/platform/validate";
import { canAdministerService, canAdministerServices, mayAsk, needsAsker, type Asker } from "../policy";
import { askerOf, audienceOf } from "./audience.server";
import { answerText, datesOf, type ServiceField } from "../fields";
import { answersOf, answersSchema, companyDay } from "./answers.server";
import type { ServiceRoute } from "../route";
import { serverMessages as t, serviceNames } from "../messages.server";
import { CATALOGUE_FAMILIES, NEW, ON_APPROVAL, requestClaimType, SERVICE_FAMILIES, type ServiceFamily } from "./request-claims.server";
import { placeFrom } from "./route.server";
import { applyAbsences } from "./absences.server";
import { cardDefaults, cardFaceOf, type CardFace } from "./business-card.server";
import { serviceSearchIndexer } from "./search-index.server";
import { familyRequests } from "./family-requests.server";
import { nameChosen } from "./answer-refs.server";
import { attachDocument, documentsOf, recordAnswerFiles, requestFileGuard, takeAnswerFiles } from "./request-files.server";

export interface ServiceSummary {
  id: number;
  key: string;
  name: string;
  description: string;
  icon: string;
}

export interface ServiceCategory {
  id: number;
  name: string;
  services: ServiceSummary[];
}

export interface RequestItem {
  id: number;
  serviceName: string;
  serviceKey: string;
  status: string;
  createDate: string;
  /** A done request's prepared document (its newest), for its owner to download from the list. */
  document: { name: string; href: string } | null;
}

export interface ServiceForm extends ServiceSummary {
  fields: ServiceField[];
  versionId: number;
}

/** A service's page: its form, the person's requests of it, and what its family adds. */
export interface ServicePage {
  form: ServiceForm;
  requests: RequestItem[];
  canConfigure: boolean;
  /** A business card's preview, from the profile; null for other services. */
  card: CardFace | null;
  /** Values the form starts with, by field key (a business card's phone). */
  defaults: Record<string, string>;
}

/** How a request is asked for from elsewhere than its service's page (a catalogue's leaf). */
export interface AskOptions {
  /** The claim's subject instead of the service's name. */
  subject?: string;
  /** Writes the asker's own record of the request in the filing's transaction. */
  onFiled?: (trx: Transaction<Database>, claimId: number) => Promise<void>;
}

/** How often the absences' pass runs. */
const ABSENCES_PASS_MS = 15 * 60_000;

/** The hub shows this many of a person's open requests; the rest are on /user/{id}/claims. */
export const OPEN_REQUESTS_SHOWN = 20;
const OPEN_STATUSES = [ON_APPROVAL, NEW, "IN_WORK", "ON_FIX"];

/** The words of a search box as lower-case parts every one of which a service's name or description holds. */
const matchesAll = (words: readonly string[], s: { name: string; description: string }) => {
  const text = `${s.name} ${s.description}`.toLowerCase();
  return words.every((w) => text.includes(w));
};

export function createServiceRequests(deps: Deps, claims: ClaimsService) {
  const { db, now } = deps;
  const claimTypes = new Map(
    SERVICE_FAMILIES.map(
      (family) => [family, requestClaimType(family, family === "SERVICE" ? serviceNames.family : claimFamilyLabels[family], now)] as const,
    ),
  );
  for (const type of claimTypes.values()) claims.registerType(type);

  const summaryOf = (r: { id: number; key: string; name: string; description: string; icon: string }): ServiceSummary => ({
    id: r.id,
    key: r.key,
    name: r.name,
    description: r.description,
    icon: r.icon,
  });

  /** A service this person may ask for, with its current form; refused as not found when archived or unknown. */
  async function formOf(
    user: SignedIn,
    key: string,
  ): Promise<ServiceForm & { family: ServiceFamily; route: ServiceRoute; managerRole: string | null }> {
    const row = await db
      .selectFrom("service_types as t")
      .innerJoin("service_versions as v", "v.id", "t.current_version_id")
      .select(["t.id", "t.key", "t.name", "t.description", "t.icon", "t.family", "t.audience", "t.manager_role"])
      .select(["v.id as version_id", "v.fields", "v.route"])
      .where("t.key", "=", key)
      .where("t.archived", "=", 0)
      .executeTakeFirst();
    if (!row) throw notFound(t.serviceNotFound);
    const audience = audienceOf(row.audience);
    if (!mayAsk(user, audience, needsAsker(audience) ? await askerOf(db, user.userId) : null)) throw forbidden(t.notForYou);
    return {
      ...summaryOf(row),
      family: row.family as ServiceFamily,
      managerRole: row.manager_role,
      versionId: row.version_id,
      fields: JSON.parse(row.fields) as ServiceField[],
      route: JSON.parse(row.route) as ServiceRoute,
    };
  }

  /** A person's requests, newest first: one statement, joined to their claims. */
  async function requestsOf(userId: number, options: { typeId?: number; open?: boolean; limit: number }): Promise<RequestItem[]> {
    let query = db
      .selectFrom("service_requests as r")
      .innerJoin(claimRows(db).as("c"), "c.id", "r.claim_id")
      .innerJoin("service_types as t", "t.id", "r.type_id")
      .select(["c.id", "c.status", "c.create_date", "t.name", "t.key"])
      .where("r.owner_id", "=", userId);
    if (options.typeId !== undefined) query = query.where("r.type_id", "=", options.typeId);
    if (options.open) query = query.where("c.status", "in", OPEN_STATUSES);
    const rows = await query.orderBy("r.claim_id", "desc").limit(options.limit).execute();
    // Only a done request shows its document: one more statement when the page lists any (never on the hub's open ones).
    const done = rows.filter((r) => r.status === "COMPLETED").map((r) => r.id);
    const documents = done.length > 0 ? await documentsOf(db, done) : new Map<number, { name: string; href: string }>();
    return rows.map((r) => ({
      id: r.id,
      serviceName: r.name,
      serviceKey: r.key,
      status: r.status,
      createDate: r.create_date,
      document: documents.get(r.id) ?? null,
    }));
  }

  /** The first day a date that may not be past may be: today, or any day for the service's own administrators. */
  const firstDayFor = (user: SignedIn, managerRole: string | null) => (canAdministerService(user, managerRole) ? null : companyDay(now()));

  /** The absences' pass (absences.server.ts); its timer runs while the portal does. */
  const absencesPass = () => applyAbsences(db, companyDay(now()), now());
  let absencesTimer: ReturnType<typeof setInterval> | null = null;

  return {
    absencesPass,
    /** The pass at start, then every ABSENCES_PASS_MS (a day's first hour sets that day's absences). */
    async startAbsences() {
      await absencesPass();
      absencesTimer = setInterval(
        () => void absencesPass().catch((error) => console.error("Absences pass failed:", error)),
        ABSENCES_PASS_MS,
      );
      absencesTimer.unref();
    },
    stopAbsences() {
      if (absencesTimer) clearInterval(absencesTimer);
      absencesTimer = null;
    },

    /** Who reads a request's files: whoever reads the request (the manifest's fileReadGuards). */
    fileReadGuard: requestFileGuard(db),

    /** A catalogue's reads of its family (family-requests.server.ts). */
    ...familyRequests(db),

    /** The services in the portal search (search-index.server.ts). */
    searchIndexer: serviceSearchIndexer(deps),

    /** The hub: the categories with the services this person may ask for (matching `q`), and her open requests. */
    async hub(actor: Actor, q: string): Promise<{ categories: ServiceCategory[]; open: RequestItem[]; canConfigure: boolean }> {
      const user = requireUser(actor);
      const rows = await db
        .selectFrom("service_types as t")
        .innerJoin("service_categories as c", "c.id", "t.category_id")
        .select([
          "t.id",
          "t.key",
          "t.name",
          "t.description",
          "t.icon",
          "t.audience",
          "t.manager_role",
          "c.id as category_id",
          "c.name as category_name",
        ])
        .where("t.archived", "=", 0)
        .where("t.current_version_id", "is not", null)
        // IT and education services are reached through their catalogues (service-catalogue), not the hub.
        .where("t.family", "not in", CATALOGUE_FAMILIES)
        .orderBy("c.sort")
        .orderBy("c.id")
        .orderBy("t.sort")
        .orderBy("t.id")
        .execute();
      const words = q.toLowerCase().split(/\s+/).filter(Boolean);
      const categories: ServiceCategory[] = [];
      // Where she stands, read once and only when some service is for departments or positions.
      const audiences = rows.map((r) => audienceOf(r.audience));
      const asker: Asker | null = audiences.some(needsAsker) ? await askerOf(db, user.userId) : null;
      for (const [i, row] of rows.entries()) {
        if (!mayAsk(user, audiences[i]!, asker) || !matchesAll(words, row)) continue;
        let category = categories.at(-1);
        if (category?.id !== row.category_id) {
          category = { id: row.category_id, name: row.category_name, services: [] };
          categories.push(category);
        }
        category.services.push(summaryOf(row));
      }
      const open = await requestsOf(user.userId, { open: true, limit: OPEN_REQUESTS_SHOWN });
      // The catalogue's link for whoever configures every service or manages one of these.
      const canConfigure = canAdministerServices(user) || rows.some((r) => canAdministerService(user, r.manager_role));
      return { categories, open, canConfigure };
    },

    /** A service's page: its form and the person's requests of it. */
    async service(actor: Actor, key: string): Promise<ServicePage> {
      const user = requireUser(actor);
      const { family, route: _route, managerRole, ...form } = await formOf(user, key);
      // A business card is filled from the profile and previewed (business-card.server.ts).
      const card = family === "BUSINESS_CARD" ? await cardFaceOf(db, user.userId) : null;
      return {
        form,
        requests: await requestsOf(user.userId, { typeId: form.id, limit: OPEN_REQUESTS_SHOWN }),
        canConfigure: canAdministerService(user, managerRole),
        card,
        defaults: card ? cardDefaults(form.fields, card) : {},
      };
    },

    /** The key of a service by its number (the spec's addresses by id); null when there is none. */
    async keyOf(id: number): Promise<string | null> {
      return (await db.selectFrom("service_types").select("key").where("id", "=", id).executeTakeFirst())?.key ?? null;
    },

    /** Who asked for a request (the spec's trip address leads to her page of it); null: not a service request. */
    async ownerOf(claimId: number): Promise<number | null> {
      return (
        (await db.selectFrom("service_requests").select("owner_id").where("claim_id", "=", claimId).executeTakeFirst())?.owner_id ?? null
      );
    },

    /** POST /service-requests/document {claimId, fileId}: a request's prepared document (request-files.server.ts). */
    attachDocument: (actor: Actor, input: { claimId: number; fileId: number }) => attachDocument({ db, now, claims }, actor, input),

    /** The schema a service's post is checked with (the page's action parses with it first, for every field's message). */
    async schemaOf(actor: Actor, key: string) {
      const user = requireUser(actor);
      const form = await formOf(user, key);
      return { schema: answersSchema(form.fields, firstDayFor(user, form.managerRole)), fields: form.fields };
    },

    /**
     * Asks for a service with checked answers: the claim (its subject the service, or `options.subject`: a
     * catalogue's leaf), its text the answers) and the request's row in one transaction, with what
     * `options.onFiled` writes of it there (the catalogue's ticket row); its first stop hears of it after the commit.
     */
    async ask(actor: Actor, key: string, input: unknown, options: AskOptions = {}): Promise<{ id: number }> {
      const user = requireUser(actor);
      const form = await formOf(user, key);
      const given = answersOf(parseInput(answersSchema(form.fields, firstDayFor(user, form.managerRole)), { a: input }));
      const type = claimTypes.get(form.family) ?? claimTypes.get("SERVICE")!;
      const dates = datesOf(form.fields, given);
      const id = await db.transaction().execute(async (trx) => {
        // Its files are the requester's own uploads, taken by this request alone.
        const answers = await nameChosen(trx, form.fields, await takeAnswerFiles(trx, user.userId, form.fields, given));
        const text = form.fields
          .filter((f) => answers[f.key] !== undefined)
          .map((f) => `${f.label}: ${answerText(f, answers[f.key])}`)
          .join("\n");
        const place = await placeFrom(trx, form.route, 0, user.userId, now());
        const claimId = await claims.file(trx, type, {
          ownerId: user.userId,
          subject: options.subject ?? form.name,
          text,
          objectId: form.versionId,
          status: place.atHandlers ? NEW : ON_APPROVAL,
        });
        await trx
          .insertInto("service_requests")
          .values({
            claim_id: claimId,
            type_id: form.id,
            version_id: form.versionId,
            owner_id: user.userId,
            answers: JSON.stringify(answers),
            step: place.step,
            due_at: place.dueAt,
            starts_on: dates?.from ?? null,
            ends_on: dates?.to ?? null,
          })
          .execute();
        await recordAnswerFiles(trx, { claimId, by: user.userId, at: now().toISOString() }, form.fields, answers);
        await options.onFiled?.(trx, claimId);
        return claimId;
      });
      await claims.deliver();
      return { id };
    },
  };
}

export type ServiceRequestsService = ReturnType<typeof createServiceRequests>;
