// VACANCY_REPLY and VACANCY_RECOMMENDATION (issue #15 point 7): a reply for oneself and a recommendation of
// a candidate are claims of the claims engine, about the vacancy (claims.object_id). Filed by the replies'
// own calls only, in the transaction that writes the vacancy_replies row (replies.server.ts). Handlers
// (resolved when filed): the vacancy's contact, its author and the holders of ROLE_EDIT_VACANCY_CLAIM,
// never the sender; administrators act on any claim as claims administrators. A handler takes it into
// work, invites to an interview, accepts the candidate or refuses (with a comment); the sender may
// withdraw it while it is open. Closing it clears the reply's open_key, so the same person may reply again.
// Both types send the same notifications (family VACANCY_REPLY): the subject says which kind it is.
import type { ClaimType } from "~/features/claims/index.server";
import { vacancyReplyRefusals as r, vacancyReplyStatuses } from "../messages.server";
import { ROLE_EDIT_VACANCY_CLAIM } from "../policy";
import { activeHolders } from "~/features/users/index.server";

export const VACANCY_REPLY = "VACANCY_REPLY";
export const VACANCY_RECOMMENDATION = "VACANCY_RECOMMENDATION";
export const REPLY_CLAIM_TYPES = [VACANCY_REPLY, VACANCY_RECOMMENDATION] as const;

const s = vacancyReplyStatuses;
/** The statuses a handler still acts on (and the sender may withdraw from). */
export const OPEN_REPLY_STATUSES = ["NEW", "IN_WORK", "INTERVIEW"] as const;
const FINAL = new Set(["COMPLETED", "REJECTED", "CANCELLED"]);

type ClaimDb = Parameters<ClaimType["handlers"]>[0];

/** The reply's open_key while its claim is open: one open reply per person (SELF) or per candidate's phone (RECOMMEND). */
export function openKeyOf(reply: { mode: string; vacancy_id: number; user_id: number; telephone: string }): string {
  return reply.mode === "SELF"
    ? `SELF:${reply.vacancy_id}:${reply.user_id}`
    : `RECOMMEND:${reply.vacancy_id}:${reply.user_id}:${reply.telephone}`;
}

/**
 * The vacancy's contact and author and the vacancy editors (not blocked), without the sender: who handles
 * a reply filed now (and, without a sender, who handles its open replies after the contact changes).
 */
export async function replyHandlers(db: ClaimDb, claim: { ownerId: number; objectId: number | null }): Promise<number[]> {
  if (claim.objectId === null) return [];
  const vacancy = await db.selectFrom("vacancies").select(["contact_id", "author_id"]).where("id", "=", claim.objectId).executeTakeFirst();
  const editors = await activeHolders(db, [ROLE_EDIT_VACANCY_CLAIM]);
  const ids = [vacancy?.contact_id, vacancy?.author_id, ...editors];
  return [...new Set(ids.filter((id): id is number => typeof id === "number" && id !== claim.ownerId))].sort((a, b) => a - b);
}

/**
 * A move to a final status frees the reply's open_key (a new reply becomes possible); an administrator's
 * move back to an open status takes it again when no newer open reply holds it.
 */
async function keepOpenKey(trx: ClaimDb, claim: { id: number }, move: { from: string; to: string }): Promise<void> {
  if (FINAL.has(move.to)) {
    await trx.updateTable("vacancy_replies").set({ open_key: null }).where("claim_id", "=", claim.id).execute();
    return;
  }
  if (!FINAL.has(move.from)) return;
  const reply = await trx
    .selectFrom("vacancy_replies")
    .select(["mode", "vacancy_id", "user_id", "telephone"])
    .where("claim_id", "=", claim.id)
    .executeTakeFirst();
  if (!reply) return;
  const key = openKeyOf(reply);
  const taken = await trx.selectFrom("vacancy_replies").select("id").where("open_key", "=", key).executeTakeFirst();
  if (!taken) await trx.updateTable("vacancy_replies").set({ open_key: key }).where("claim_id", "=", claim.id).execute();
}

const replyWorkflow = {
  statuses: [
    { name: "NEW", description: s.NEW },
    { name: "IN_WORK", description: s.IN_WORK },
    { name: "INTERVIEW", description: s.INTERVIEW },
    { name: "COMPLETED", description: s.COMPLETED, final: true },
    { name: "REJECTED", description: s.REJECTED, final: true },
    { name: "CANCELLED", description: s.CANCELLED, final: true },
  ],
  handler: [
    { from: ["NEW"], to: "IN_WORK", commentRequired: false },
    { from: ["NEW", "IN_WORK"], to: "INTERVIEW", commentRequired: false },
    { from: ["IN_WORK", "INTERVIEW"], to: "COMPLETED", commentRequired: false },
    { from: [...OPEN_REPLY_STATUSES], to: "REJECTED", commentRequired: true },
  ],
  owner: [{ from: [...OPEN_REPLY_STATUSES], to: "CANCELLED", commentRequired: false }],
};

const notices: ClaimType["notices"] = [
  { on: { created: true }, recipients: "handlers", type: "VACANCY_REPLY_NEW_FOR_APPROVER" },
  { on: { to: "IN_WORK" }, recipients: "owner", type: "VACANCY_REPLY_IN_WORK_FOR_OWNER" },
  { on: { to: "INTERVIEW" }, recipients: "owner", type: "VACANCY_REPLY_INTERVIEW_FOR_OWNER" },
  { on: { to: "COMPLETED" }, recipients: "owner", type: "VACANCY_REPLY_COMPLETED_FOR_OWNER" },
  { on: { to: "REJECTED" }, recipients: "owner", type: "VACANCY_REPLY_REJECTED_FOR_OWNER" },
];

const replyType = (name: string, description: string): ClaimType => ({
  name,
  description,
  ...replyWorkflow,
  // Filed by POST /vacancies/reply-internal-user and /vacancies/reply (and the vacancy page's forms) only.
  canCreate: () => false,
  handlers: replyHandlers,
  notices,
  onMove: keepOpenKey,
});

export const vacancyReply = replyType(VACANCY_REPLY, r.replyType);
export const vacancyRecommendation = replyType(VACANCY_RECOMMENDATION, r.recommendationType);
export const replyClaimTypeList: readonly ClaimType[] = [vacancyReply, vacancyRecommendation];

/** A status's Russian name (vacancyReplyStatuses), or the raw name. */
export const replyStatusName = (status: string): string => (s as Record<string, string>)[status] ?? status;
export const isOpenReplyStatus = (status: string): boolean => (OPEN_REPLY_STATUSES as readonly string[]).includes(status);
