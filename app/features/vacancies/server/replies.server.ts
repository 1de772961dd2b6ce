// Replies and recommendations (issue #15 points 6 and 7): the VacancyRepliesService of contract.ts.
// - reply: one transaction checks the vacancy (PUBLIC), the résumé (the sender's own unattached
//   VACANCY_RESUME upload, its row locked so two replies cannot both take it), files the claim
//   (claims.file), inserts the reply with its open_key and bumps vacancies.reply_count, and writes the
//   outbox event; the claims' notifications are delivered after the commit. open_key is unique: of racing
//   identical replies the first inserts, the others find it (ON CONFLICT DO NOTHING) and roll back.
// - list: the handlers' page of replies, newest first, keyset by (vacancy_id, id), two statements
//   whatever the page holds (the vacancy, then the page joined to claims, senders and résumés).
import type { Actor, SignedIn } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { conflict, forbidden, invalid, notFound } from "~/platform/errors";
import { writeEvent } from "~/platform/events.server";
import type { FileReadGuard } from "~/platform/files/files.server";
import { filePathOf } from "~/platform/files/address.server";
import { lockOwnUpload } from "~/platform/files/own-upload.server";
import { idCursor, idOfCursor } from "~/platform/cursor.server";
import { requireUser } from "~/features/users/index.server";
import { claimRows, type ClaimsService } from "~/features/claims/index.server";
import { VACANCY_RESUME } from "../files";
import { REPLIES_PAGE, REVIEW_DAYS } from "../limits";
import { vacancyMessages } from "../messages/vacancy";
import { vacancyReplyMessages as f } from "../messages/replies";
import { vacancyReplyRefusals as r } from "../messages.server";
import type { VacancyReplyPage, VacancyReplyView } from "../model";
import { canReadReplies, canReplyTo } from "../policy";
import { showReplyPhone } from "../schema-replies";
import type { ReplyInput, VacancyRepliesService } from "./contract";
import { isOpenReplyStatus, openKeyOf, replyStatusName, vacancyRecommendation, vacancyReply } from "./reply-claims.server";
import { resumeReadGuard } from "./resume-guard.server";

/** The outbox event of a reply or recommendation sent (search, statistics: whoever subscribes). */
export const VACANCY_REPLIED = "vacancies.replied";

const DAY_MS = 86_400_000;
/** Longer than any claim subject the claims' pages show. */
const SUBJECT_MAX = 255;

export function createVacancyReplies(deps: Deps, claims: ClaimsService): VacancyRepliesService & { fileReadGuard: FileReadGuard } {
  const { db, now } = deps;

  async function reply(actor: SignedIn, input: ReplyInput): Promise<{ id: number; status: string }> {
    const user = requireUser(actor);
    const type = input.mode === "SELF" ? vacancyReply : vacancyRecommendation;
    const claimId = await db.transaction().execute(async (trx) => {
      const vacancy = await trx
        .selectFrom("vacancies")
        .select(["id", "state", "position"])
        .where("id", "=", input.vacancyId)
        .executeTakeFirst();
      if (!vacancy) throw notFound(vacancyMessages.notFound, { claimId: vacancyMessages.notFound });
      if (!canReplyTo(user, vacancy)) throw forbidden(r.archived);

      let resume: { id: number; key: string; name: string } | null = null;
      if (input.resumeId !== null) {
        // Locked: a second reply with the same résumé waits here and then sees the first one's reply.
        const mine = await lockOwnUpload(trx, { fileId: input.resumeId, ownerId: user.userId, fileType: VACANCY_RESUME.type });
        if (!mine) throw invalid(f.resumeInvalid, { resumeId: f.resumeInvalid });
        resume = { id: mine.id, key: mine.urlKey, name: mine.originalName };
      }

      const sender = await trx
        .selectFrom("users")
        .select(["name", "surname", "middlename"])
        .where("id", "=", user.userId)
        .executeTakeFirstOrThrow();
      const fullName =
        input.mode === "SELF" ? [sender.surname, sender.name, sender.middlename].filter(Boolean).join(" ") : (input.fullName ?? "");
      const openKey = openKeyOf({ mode: input.mode, vacancy_id: vacancy.id, user_id: user.userId, telephone: input.telephone });
      const repeated = input.mode === "SELF" ? r.alreadyReplied : r.alreadyRecommended;
      if (await trx.selectFrom("vacancy_replies").select("id").where("open_key", "=", openKey).executeTakeFirst()) {
        throw conflict(repeated);
      }
      if (resume && (await trx.selectFrom("vacancy_replies").select("id").where("resume_file_id", "=", resume.id).executeTakeFirst())) {
        throw invalid(f.resumeAttached, { resumeId: f.resumeAttached });
      }

      const subject = input.mode === "SELF" ? r.replySubject(vacancy.position) : r.recommendationSubject(fullName, vacancy.position);
      const text = r.claimText({
        fullName,
        telephone: showReplyPhone(input.telephone),
        email: input.email,
        info: input.info,
        resume: resume ? filePathOf(resume.id, resume.key, resume.name) : null,
      });
      const id = await claims.file(trx, type, {
        ownerId: user.userId,
        subject: subject.slice(0, SUBJECT_MAX),
        text,
        objectId: vacancy.id,
      });
      const at = now().toISOString();
      const inserted = await trx
        .insertInto("vacancy_replies")
        .values({
          vacancy_id: vacancy.id,
          claim_id: id,
          user_id: user.userId,
          mode: input.mode,
          full_name: fullName,
          telephone: input.telephone,
          email: input.email,
          info: input.info,
          resume_file_id: resume?.id ?? null,
          open_key: openKey,
          created_at: at,
        })
        .onConflict((oc) => oc.column("open_key").doNothing())
        .returning("id")
        .executeTakeFirst();
      // A racing twin committed first: this claim is rolled back with the transaction.
      if (!inserted) throw conflict(repeated);
      await trx
        .updateTable("vacancies")
        .set((eb) => ({ reply_count: eb("reply_count", "+", 1) }))
        .where("id", "=", vacancy.id)
        .execute();
      await writeEvent(
        trx,
        VACANCY_REPLIED,
        { replyId: inserted.id, vacancyId: vacancy.id, claimId: id, mode: input.mode, userId: user.userId },
        new Date(at),
      );
      return id;
    });
    await claims.deliver();
    return { id: claimId, status: "NEW" };
  }

  async function list(actor: Actor, input: { vacancyId: number; after: string | null }): Promise<VacancyReplyPage> {
    const user = requireUser(actor);
    const vacancy = await db
      .selectFrom("vacancies")
      .select(["id", "contact_id", "reply_count"])
      .where("id", "=", input.vacancyId)
      .executeTakeFirst();
    if (!vacancy) throw notFound(vacancyMessages.notFound);
    if (!canReadReplies(user, { contactId: vacancy.contact_id })) throw forbidden(r.notHandler);
    const after = idOfCursor(input.after);
    let query = db
      .selectFrom("vacancy_replies as r")
      .innerJoin(claimRows(db).as("c"), "c.id", "r.claim_id")
      .innerJoin("users as u", "u.id", "r.user_id")
      .leftJoin("files as f", "f.id", "r.resume_file_id")
      .select([
        "r.id",
        "r.claim_id",
        "r.mode",
        "r.full_name",
        "r.telephone",
        "r.email",
        "r.info",
        "r.created_at",
        "c.status",
        "u.id as sender_id",
        "u.name as sender_name",
        "u.surname as sender_surname",
        "f.id as file_id",
        "f.url_key as file_key",
        "f.original_name as file_name",
      ])
      .where("r.vacancy_id", "=", vacancy.id);
    if (after !== null) query = query.where("r.id", "<", after);
    const rows = await query
      .orderBy("r.id", "desc")
      .limit(REPLIES_PAGE + 1)
      .execute();
    const at = now().getTime();
    const content = rows.slice(0, REPLIES_PAGE).map((row): VacancyReplyView => {
      const due = new Date(new Date(row.created_at).getTime() + REVIEW_DAYS * DAY_MS);
      return {
        id: row.id,
        claimId: row.claim_id,
        mode: row.mode,
        fullName: row.full_name,
        telephone: row.telephone,
        email: row.email,
        info: row.info,
        resumeFile:
          row.file_id !== null && row.file_key !== null && row.file_name !== null
            ? { id: row.file_id, filePath: filePathOf(row.file_id, row.file_key, row.file_name), name: row.file_name }
            : null,
        sender: { id: row.sender_id, name: row.sender_name, surname: row.sender_surname },
        status: row.status,
        statusName: replyStatusName(row.status),
        createDate: row.created_at,
        dueDate: due.toISOString(),
        overdue: isOpenReplyStatus(row.status) && at > due.getTime(),
      };
    });
    const last = content.at(-1);
    return { content, total: vacancy.reply_count, next: rows.length > REPLIES_PAGE && last ? idCursor(last.id) : null };
  }

  return { reply, list, fileReadGuard: (actor, fileId) => resumeReadGuard(db, actor, fileId) };
}
