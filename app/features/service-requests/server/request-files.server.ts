// The files of service requests (migration 202612070030). A requester's file fields: each upload is taken by
// the request in the transaction that makes it, as her own and no other request's. The prepared document (a
// certificate's scan) its handlers attach. Both are listed on the request's page and read by whoever reads
// the request: its owner, the people on its route, the service's and the claims' administrators.
import type { Kysely, Transaction } from "kysely";
import type { Actor, SignedIn } from "~/platform/actor";
import type { Database } from "~/platform/db/schema";
import { forbidden, invalid } from "~/platform/errors";
import { filePathOf } from "~/platform/files/address.server";
import { lockOwnUpload } from "~/platform/files/own-upload.server";
import { claimsHandledBy, isClaimsAdmin, type ClaimsService } from "~/features/claims/index.server";
import { requireUser } from "~/features/users/index.server";
import { controlName, type Answer, type Answers, type FileAnswer, type ServiceField } from "../fields";
import { SERVICE_FILE } from "../files";
import { answerRefusals as t, documentMessages as d } from "../messages.server";
import { canAdministerService, mayAttachDocument } from "../policy";

type Db = Kysely<Database> | Transaction<Database>;

/** The manager role of a request's service (null: its administrators alone); undefined: not a service request. */
export async function managerRoleOf(db: Db, claimId: number): Promise<string | null | undefined> {
  const type = await db
    .selectFrom("service_requests as r")
    .innerJoin("service_types as t", "t.id", "r.type_id")
    .select("t.manager_role")
    .where("r.claim_id", "=", claimId)
    .executeTakeFirst();
  return type?.manager_role;
}

/** The requester's upload, locked as hers and of the services' kind, when no request holds it yet; else null. */
async function takeUpload(trx: Transaction<Database>, fileId: number, ownerId: number) {
  const mine = await lockOwnUpload(trx, { fileId, ownerId, fileType: SERVICE_FILE.type });
  if (!mine) return null;
  const held = await trx.selectFrom("service_request_files").select("claim_id").where("file_id", "=", mine.id).executeTakeFirst();
  return held ? null : mine;
}

/** The answers with each file field's upload taken (its stored name and address), refused by its field otherwise. */
export async function takeAnswerFiles(
  trx: Transaction<Database>,
  ownerId: number,
  fields: readonly ServiceField[],
  answers: Answers,
): Promise<Answers> {
  const taken: Record<string, Answer> = { ...answers };
  for (const f of fields) {
    const answer = answers[f.key] as FileAnswer | undefined;
    if (f.kind !== "file" || answer === undefined) continue;
    const mine = await takeUpload(trx, answer.file, ownerId);
    if (!mine) throw invalid(t.file(f.label), { [controlName(f.key)]: t.file(f.label) });
    taken[f.key] = { file: mine.id, name: mine.originalName, href: filePathOf(mine.id, mine.urlKey, mine.originalName) };
  }
  return taken;
}

/** Records a new request's taken files as its own (after its row is written). */
export async function recordAnswerFiles(
  trx: Transaction<Database>,
  request: { claimId: number; by: number; at: string },
  fields: readonly ServiceField[],
  answers: Answers,
): Promise<void> {
  const rows = fields
    .filter((f) => f.kind === "file" && answers[f.key] !== undefined)
    .map((f) => ({
      file_id: (answers[f.key] as FileAnswer).file,
      claim_id: request.claimId,
      purpose: "ANSWER" as const,
      field_key: f.key,
      created_at: request.at,
      created_by: request.by,
    }));
  if (rows.length > 0) await trx.insertInto("service_request_files").values(rows).execute();
}

/** The address a request's page posts its prepared document to (routes/…services.requests.$id.document.tsx). */
export const documentAction = (claimId: number) => `/services/requests/${claimId}/document`;

/**
 * A request's files as its page lists them (ClaimType.files): the form's file answers and the prepared
 * document, and where this reader attaches a document when she may.
 */
export async function requestFiles(db: Db, claim: { id: number; status: string; handlerIds: readonly number[] }, user: SignedIn) {
  // One statement: the request, its form and its prepared documents (a row each, or one row of nulls).
  const rows = await db
    .selectFrom("service_requests as r")
    .innerJoin("service_versions as v", "v.id", "r.version_id")
    .innerJoin("service_types as t", "t.id", "r.type_id")
    .leftJoin("service_request_files as rf", (j) => j.onRef("rf.claim_id", "=", "r.claim_id").on("rf.purpose", "=", "RESULT"))
    .leftJoin("files as f", "f.id", "rf.file_id")
    .select(["r.answers", "v.fields", "t.manager_role", "f.id as file_id", "f.url_key", "f.original_name"])
    .where("r.claim_id", "=", claim.id)
    .orderBy("f.id")
    .execute();
  const request = rows[0];
  if (!request) return { files: [], attach: null };
  const answers = JSON.parse(request.answers) as Answers;
  const files = (JSON.parse(request.fields) as ServiceField[])
    .filter((f) => f.kind === "file" && answers[f.key] !== undefined)
    .map((f) => ({ label: f.label, name: (answers[f.key] as FileAnswer).name, href: (answers[f.key] as FileAnswer).href }));
  for (const doc of rows) {
    if (doc.file_id === null || doc.url_key === null || doc.original_name === null) continue;
    files.push({ label: d.label, name: doc.original_name, href: filePathOf(doc.file_id, doc.url_key, doc.original_name) });
  }
  const may = mayAttachDocument(user, { status: claim.status, handlerIds: claim.handlerIds, managerRole: request.manager_role });
  return { files, attach: may ? documentAction(claim.id) : null };
}

/** The newest prepared document of each of these requests, by request. */
export async function documentsOf(db: Db, claimIds: readonly number[]): Promise<Map<number, { name: string; href: string }>> {
  const rows = await db
    .selectFrom("service_request_files as rf")
    .innerJoin("files as f", "f.id", "rf.file_id")
    .select(["rf.claim_id", "f.id", "f.url_key", "f.original_name"])
    .where("rf.claim_id", "in", claimIds)
    .where("rf.purpose", "=", "RESULT")
    .orderBy("f.id")
    .execute();
  // In id order, so the newest of a request's documents is the one kept.
  return new Map(rows.map((r) => [r.claim_id, { name: r.original_name, href: filePathOf(r.id, r.url_key, r.original_name) }]));
}

/** Who reads a request's file: whoever reads the request (the manifest's fileReadGuards); null: not a request's file. */
export function requestFileGuard(db: Kysely<Database>) {
  return async (actor: Actor, fileId: number): Promise<boolean | null> => {
    const me = actor.kind === "user" ? actor.userId : 0;
    const row = await db
      .selectFrom("service_request_files as rf")
      .innerJoin("service_requests as r", "r.claim_id", "rf.claim_id")
      .innerJoin("service_types as t", "t.id", "r.type_id")
      .leftJoin(claimsHandledBy(db, me).as("h"), "h.claim_id", "rf.claim_id")
      .select(["r.owner_id", "t.manager_role", "h.user_id as handler_id"])
      .where("rf.file_id", "=", fileId)
      .executeTakeFirst();
    if (!row) return null;
    if (actor.kind !== "user") return false;
    return row.owner_id === me || row.handler_id !== null || canAdministerService(actor, row.manager_role) || isClaimsAdmin(actor);
  };
}

/**
 * Attaches a prepared document to a request, from its handlers or the service's administrators once it has
 * reached its handlers; the history says so. Anyone who does not read the request is told it does not exist.
 */
export async function attachDocument(
  { db, now, claims }: { db: Kysely<Database>; now: () => Date; claims: ClaimsService },
  actor: Actor,
  input: { claimId: number; fileId: number },
): Promise<{ name: string }> {
  const user = requireUser(actor);
  const claim = await claims.get(user, { id: input.claimId });
  const managerRole = await managerRoleOf(db, claim.id);
  const request = { status: claim.status.name, handlerIds: claim.handlers.map((h) => h.id), managerRole: managerRole ?? null };
  if (managerRole === undefined || !mayAttachDocument(user, request)) throw forbidden(d.forbidden);
  const name = await db.transaction().execute(async (trx) => {
    const mine = await takeUpload(trx, input.fileId, user.userId);
    if (!mine) throw invalid(d.fileNotFound, { file: d.fileNotFound });
    await trx
      .insertInto("service_request_files")
      .values({
        file_id: mine.id,
        claim_id: claim.id,
        purpose: "RESULT",
        field_key: null,
        created_at: now().toISOString(),
        created_by: user.userId,
      })
      .execute();
    return mine.originalName;
  });
  await claims.comment(user, { claimId: claim.id, comment: d.attached(name) });
  return { name };
}
