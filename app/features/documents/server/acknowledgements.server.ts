// Read acknowledgement of normative documents (ours): "Ознакомлен(а)" by each employee, and for
// document editors the report of who has and has not, per department, counted in SQL.
import { sql } from "kysely";
import type { Actor } from "~/platform/actor";
import { forbidden } from "~/platform/errors";
import { canEditDocuments } from "~/features/documents/policy";
import { requireUser } from "~/features/users/index.server";
import type { DocumentRef } from "~/features/documents/schema";
import { requireDocument, type DocumentsDeps } from "./document-rows.server";
import { serverMessages } from "~/features/documents/messages.server";

const t = serverMessages;

export interface ReportPerson {
  userId: number;
  name: string;
  acknowledgedAt: string | null;
}

export interface ReportDepartment {
  departmentId: number | null;
  departmentName: string;
  total: number;
  acknowledgedCount: number;
  notAcknowledgedCount: number;
  acknowledged: ReportPerson[];
  notAcknowledged: ReportPerson[];
}

export interface AcknowledgementReport {
  documentId: number;
  total: number;
  acknowledgedCount: number;
  departments: ReportDepartment[];
}

/** Only document editors see the report (checked before the input is read: server/inputs.server.ts). */
export function requireReportReader(actor: Actor) {
  const user = requireUser(actor);
  if (!canEditDocuments(user)) throw forbidden(t.reportForbidden);
  return user;
}

export function documentAcknowledgements({ db, now }: DocumentsDeps) {
  return {
    /** POST /wiki/documents/acknowledge {id}: "Ознакомлен(а)"; a second call keeps the first date. */
    async acknowledge(actor: Actor, { id }: DocumentRef): Promise<{ id: number; acknowledged: true; acknowledgedAt: string }> {
      const user = requireUser(actor);
      await requireDocument(db, id);
      await db
        .insertInto("document_acknowledgements")
        .values({ document_id: id, user_id: user.userId, acknowledged_at: now().toISOString() })
        .onConflict((oc) => oc.columns(["document_id", "user_id"]).doNothing())
        .execute();
      const row = await db
        .selectFrom("document_acknowledgements")
        .select("acknowledged_at")
        .where("document_id", "=", id)
        .where("user_id", "=", user.userId)
        .executeTakeFirstOrThrow();
      return { id, acknowledged: true, acknowledgedAt: row.acknowledged_at };
    },

    /** GET /wiki/documents/acknowledgements?id: who has and has not read it, per department (active people). */
    async acknowledgements(actor: Actor, { id }: DocumentRef): Promise<AcknowledgementReport> {
      requireReportReader(actor);
      await requireDocument(db, id);
      const counts = await db
        .selectFrom("users as u")
        .leftJoin("departments as dep", "dep.id", "u.department_id")
        .leftJoin("document_acknowledgements as a", (j) => j.onRef("a.user_id", "=", "u.id").on("a.document_id", "=", id))
        .where("u.blocked", "=", 0)
        .select([
          "u.department_id",
          "dep.name as department_name",
          (eb) => eb.fn.countAll<number | string>().as("total"),
          (eb) => eb.fn.count<number | string>("a.user_id").as("done"),
        ])
        .groupBy(["u.department_id", "dep.name"])
        .orderBy(sql`case when dep.name is null then 1 else 0 end`)
        .orderBy("dep.name")
        .execute();
      const people = await db
        .selectFrom("users as u")
        .leftJoin("document_acknowledgements as a", (j) => j.onRef("a.user_id", "=", "u.id").on("a.document_id", "=", id))
        .where("u.blocked", "=", 0)
        .select(["u.id", "u.department_id", "u.surname", "u.name", "u.middlename", "a.acknowledged_at"])
        .orderBy("u.surname")
        .orderBy("u.name")
        .orderBy("u.id")
        .execute();
      const departments: ReportDepartment[] = counts.map((c) => ({
        departmentId: c.department_id,
        departmentName: c.department_name ?? t.noDepartment,
        total: Number(c.total),
        acknowledgedCount: Number(c.done),
        notAcknowledgedCount: Number(c.total) - Number(c.done),
        acknowledged: [],
        notAcknowledged: [],
      }));
      const byDept = new Map(departments.map((d) => [d.departmentId, d]));
      for (const p of people) {
        const dept = byDept.get(p.department_id);
        if (!dept) continue;
        const person = {
          userId: p.id,
          name: [p.surname, p.name, p.middlename].filter(Boolean).join(" "),
          acknowledgedAt: p.acknowledged_at,
        };
        (p.acknowledged_at ? dept.acknowledged : dept.notAcknowledged).push(person);
      }
      return {
        documentId: id,
        total: departments.reduce((s, d) => s + d.total, 0),
        acknowledgedCount: departments.reduce((s, d) => s + d.acknowledgedCount, 0),
        departments,
      };
    },
  };
}
