// What a catalogue (service-catalogue: IT services, education) reads of the engine: the services of its
// family its leaves may name, and a family's requests of a person and those waiting on her, each list one
// statement joined to the claims' shared columns (claimRows, claimsHandledBy).
import type { Kysely } from "kysely";
import type { Actor } from "~/platform/actor";
import type { Database } from "~/platform/db/schema";
import { requireUser } from "~/features/users/index.server";
import { claimRows, claimsHandledBy } from "~/features/claims/index.server";
import { statusNames } from "../messages/services";
import { AWAITING_STOP, type CatalogueFamily } from "./request-claims.server";

/** A request of a catalogue's family as its lists show it. */
export interface FamilyRequest {
  id: number;
  /** The claim's subject: the leaf's name it was asked from. */
  subject: string;
  serviceName: string;
  status: string;
  statusName: string;
  createDate: string;
}

const nameOf = (status: string) => statusNames[status as keyof typeof statusNames] ?? status;

export function familyRequests(db: Kysely<Database>) {
  const requests = () =>
    db
      .selectFrom("service_requests as r")
      .innerJoin(claimRows(db).as("c"), "c.id", "r.claim_id")
      .innerJoin("service_types as t", "t.id", "r.type_id")
      .select(["c.id", "c.subject", "c.status", "c.create_date", "t.name"]);
  const present = (r: { id: number; subject: string; status: string; create_date: string; name: string }): FamilyRequest => ({
    id: r.id,
    subject: r.subject,
    serviceName: r.name,
    status: r.status,
    statusName: nameOf(r.status),
    createDate: r.create_date,
  });

  return {
    /** The open services of a family (key and name), for a catalogue's leaf to name. */
    async servicesOf(family: CatalogueFamily): Promise<{ key: string; name: string }[]> {
      return db
        .selectFrom("service_types")
        .select(["key", "name"])
        .where("family", "=", family)
        .where("archived", "=", 0)
        .where("current_version_id", "is not", null)
        .orderBy("name")
        .execute();
    },

    /** The person's own requests of a family, newest first, `limit` at most. */
    async requestsOfFamily(actor: Actor, family: CatalogueFamily, limit: number): Promise<FamilyRequest[]> {
      const user = requireUser(actor);
      const rows = await requests()
        .where("r.owner_id", "=", user.userId)
        .where("t.family", "=", family)
        .orderBy("r.claim_id", "desc")
        .limit(limit)
        .execute();
      return rows.map(present);
    },

    /** A family's requests waiting on the person (an approval step's or the handlers'), oldest first. */
    async waitingOnMe(actor: Actor, family: CatalogueFamily, limit: number): Promise<FamilyRequest[]> {
      const user = requireUser(actor);
      const rows = await requests()
        .innerJoin(claimsHandledBy(db, user.userId).as("h"), "h.claim_id", "r.claim_id")
        .where("t.family", "=", family)
        .where("c.status", "in", AWAITING_STOP)
        .orderBy("r.claim_id")
        .limit(limit)
        .execute();
      return rows.map(present);
    },
  };
}
