// Registration and password recovery: phone -> SMS code -> new password, each step a plain request
// carrying claimUuid. The claim lives in the database, so any process can serve any step.
import type { Deps } from "~/platform/deps.server";
import { invalid, isDomainError, rateLimited, unauthorized } from "~/platform/errors";
import { hashPassword, newUuid, randomCode, sha256 } from "~/platform/crypto.server";
import { parseInput } from "~/platform/validate";
import { passwordSchema } from "~/features/auth/schema";
import type { ConfirmPayload, StartPayload } from "~/features/auth/server/api-schema.server";
import { auth, registration } from "~/features/auth/messages.server";
import { lockPerson, setPasswordHash } from "~/features/users/index.server";
import type { ClientSeen, ConsentsService } from "~/features/consents/index.server";

export type ClaimPurpose = "registration" | "recovery";

export const CODE_TTL_MS = 10 * 60_000;
/** How long a confirmed claim waits for the new password. */
export const CONFIRMED_TTL_MS = 15 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;
export const RESEND_INTERVAL_MS = 60_000;
export const SMS_PER_PHONE_PER_HOUR = 5;
export const SMS_PER_ADDRESS_PER_HOUR = 20;
/**
 * Starts (answered or refused) per client address and per phone. The journeys' server, whose every
 * browser is 127.0.0.1, raises the address limit with ENTRY_STARTS_PER_ADDRESS_PER_HOUR.
 */
export const STARTS_PER_ADDRESS_PER_HOUR = Number(process.env.ENTRY_STARTS_PER_ADDRESS_PER_HOUR) || 10;
export const STARTS_PER_PHONE_PER_HOUR = 10;
const HOUR = 3600_000;

const r = registration;
const codeHash = (uuid: string, code: string) => sha256(`${uuid}:${code}`);

/** What registration needs of other features: the consents, recorded with the completed account. */
export interface RegistrationNeeds {
  consents: Pick<ConsentsService, "recordRegistration">;
}

export function createRegistration({ db, now, rate, sms }: Deps, { consents }: RegistrationNeeds) {
  async function findUserForPurpose(purpose: ClaimPurpose, phone: string) {
    const user = await db
      .selectFrom("users")
      .select(["id", "name", "password_hash", "blocked"])
      .where("phone", "=", phone)
      .executeTakeFirst();
    const fieldErrors = (message: string) => ({ phone: message, phoneNumber: message });
    if (!user) throw invalid(r.unknownPhone, fieldErrors(r.unknownPhone));
    if (user.blocked) throw unauthorized(auth.blocked);
    if (purpose === "registration" && user.password_hash) {
      throw invalid(r.alreadyRegistered, fieldErrors(r.alreadyRegistered));
    }
    if (purpose === "recovery" && !user.password_hash) {
      throw invalid(r.notRegistered, fieldErrors(r.notRegistered));
    }
    return user;
  }

  /** Creates a claim and sends its code, within the per-phone and per-address limits. */
  async function issueClaim(purpose: ClaimPurpose, phone: string, userId: number, clientIp: string, ownerHash: string | null) {
    const phoneKey = `sms:phone:${phone}`;
    const ipKey = `sms:ip:${clientIp}`;
    // The limits are taken and the claim written in one transaction (so parallel starts cannot pass
    // the limits); given back if sending fails.
    const uuid = newUuid();
    const code = randomCode();
    const at = now();
    const taken = await db.transaction().execute(async (trx) => {
      // A no-op write to the person's row locks it first (PostgreSQL row lock; SQLite has one writer):
      // parallel starts for one phone take their turns, so the second one sees the first one's event.
      await lockPerson(trx, userId);
      const byPhone = await rate.take(
        phoneKey,
        [
          { windowMs: RESEND_INTERVAL_MS, limit: 1 },
          { windowMs: HOUR, limit: SMS_PER_PHONE_PER_HOUR },
        ],
        trx,
      );
      if (!byPhone.allowed) return { full: byPhone.windowMs === RESEND_INTERVAL_MS ? ("resend" as const) : ("phone" as const) };
      const byIp = await rate.take(ipKey, [{ windowMs: HOUR, limit: SMS_PER_ADDRESS_PER_HOUR }], trx);
      if (!byIp.allowed) throw rateLimited(r.tooManySmsFromAddress); // rolls back the phone's event too
      await trx
        .insertInto("sms_claims")
        .values({
          uuid,
          purpose,
          phone,
          user_id: userId,
          code_hash: codeHash(uuid, code),
          code_expires_at: new Date(at.getTime() + CODE_TTL_MS).toISOString(),
          created_at: at.toISOString(),
          owner_hash: ownerHash,
        })
        .execute();
      return { byPhone, byIp };
    });
    if ("full" in taken) {
      throw rateLimited(taken.full === "resend" ? r.resendTooSoon(await rate.retryAfter(phoneKey, RESEND_INTERVAL_MS)) : r.tooManySms);
    }
    const { byPhone, byIp } = taken;
    try {
      const text = purpose === "registration" ? r.smsRegistrationText(code) : r.smsRecoveryText(code);
      await sms.send({ phone, text, code });
    } catch (error) {
      console.error("SMS sending failed:", error);
      await db.deleteFrom("sms_claims").where("uuid", "=", uuid).execute();
      await Promise.all([byPhone.release(), byIp.release()]);
      throw invalid(r.smsFailed);
    }
    // The new code replaces every earlier open claim of this phone: only the latest SMS counts.
    // Strictly earlier, so two starts racing each other never replace one another.
    await db
      .updateTable("sms_claims")
      .set({ replaced: 1 })
      .where("phone", "=", phone)
      .where("purpose", "=", purpose)
      .where("created_at", "<", at.toISOString())
      .where("completed_at", "is", null)
      .execute();
    return { claimUuid: uuid, phone };
  }

  /**
   * Every start counts, refused or not, per client address and per phone: otherwise the three refusals
   * (not in the directory, registered, not registered) answer as fast as one asks, listing whose
   * phones are in the directory.
   */
  async function takeStart(phone: string, clientIp: string) {
    const byIp = await rate.take(`start:ip:${clientIp}`, [{ windowMs: HOUR, limit: STARTS_PER_ADDRESS_PER_HOUR }]);
    if (!byIp.allowed) throw rateLimited(r.tooManyStartsFromAddress);
    const byPhone = await rate.take(`start:phone:${phone}`, [{ windowMs: HOUR, limit: STARTS_PER_PHONE_PER_HOUR }]);
    if (!byPhone.allowed) throw rateLimited(r.tooManySms);
  }

  async function ownClaim(purpose: ClaimPurpose, ownerHash: string) {
    return db
      .selectFrom("sms_claims")
      .select(["uuid", "phone", "confirmed_at", "replaced"])
      .where("owner_hash", "=", ownerHash)
      .where("purpose", "=", purpose)
      .where("completed_at", "is", null)
      .orderBy("created_at", "desc")
      .executeTakeFirst();
  }

  async function liveClaim(purpose: ClaimPurpose, claimUuid: string) {
    const claim = await db
      .selectFrom("sms_claims")
      .selectAll()
      .where("uuid", "=", claimUuid)
      .where("purpose", "=", purpose)
      .executeTakeFirst();
    if (!claim || claim.completed_at) throw invalid(r.claimNotFound);
    if (claim.replaced) throw invalid(r.claimReplaced);
    return claim;
  }

  return {
    /**
     * Step 1. Sends a code to an employee's phone and answers a new claim. A claim's id is known only
     * to the client whose start made it: a start within the resend wait is refused with no id (even a
     * double submission, or a second client could take over the first one's claim the moment the
     * person confirms). A page passes its browser's owner hash: its own pending claim for the phone is
     * what a double submission gets back, still without the id leaving the server.
     */
    async start(purpose: ClaimPurpose, { phoneNumber: phone }: StartPayload, clientIp: string, ownerHash: string | null = null) {
      await takeStart(phone, clientIp);
      const user = await findUserForPurpose(purpose, phone);
      try {
        return await issueClaim(purpose, phone, user.id, clientIp, ownerHash);
      } catch (error) {
        const own = ownerHash && isDomainError(error) && error.kind === "rate_limited" ? await ownClaim(purpose, ownerHash) : undefined;
        if (own && own.phone === phone && !own.confirmed_at && !own.replaced) return { claimUuid: own.uuid, phone };
        throw error;
      }
    },

    /** The newest claim a page's browser started for this purpose (the page never holds its id). */
    async ownClaimUuid(purpose: ClaimPurpose, ownerHash: string): Promise<string | null> {
      return (await ownClaim(purpose, ownerHash))?.uuid ?? null;
    },

    /** "Send the code again": a new claim replaces the old one. */
    async resend(purpose: ClaimPurpose, claimUuid: string, clientIp: string) {
      const claim = await liveClaim(purpose, claimUuid);
      const user = await findUserForPurpose(purpose, claim.phone);
      const next = await issueClaim(purpose, claim.phone, user.id, clientIp, claim.owner_hash);
      await db.updateTable("sms_claims").set({ replaced: 1 }).where("uuid", "=", claimUuid).execute();
      return next;
    },

    /** Step 2. Checks the code; five wrong tries end the claim. Returns the person's name. */
    async confirm(purpose: ClaimPurpose, { claimUuid, confirmationCode }: ConfirmPayload) {
      const claim = await liveClaim(purpose, claimUuid);
      const user = await db.selectFrom("users").select(["name"]).where("id", "=", claim.user_id).executeTakeFirstOrThrow();
      const matches = claim.code_hash === codeHash(claimUuid, confirmationCode);
      // A repeated confirm (double submission) answers again, but only with the right code.
      if (claim.confirmed_at && matches) return { userName: user.name, phone: claim.phone };
      const codeError = (message: string) => invalid(message, { code: message, confirmationCode: message });
      if (claim.attempts >= MAX_CODE_ATTEMPTS) throw codeError(r.tooManyAttempts);
      if (claim.code_expires_at <= now().toISOString()) throw codeError(r.codeExpired);
      // Every try takes one of the five slots in a single statement before the code is compared, so
      // guesses sent in parallel cannot all pass on the same count.
      const slot = await db
        .updateTable("sms_claims")
        .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
        .where("uuid", "=", claimUuid)
        .where("attempts", "<", MAX_CODE_ATTEMPTS)
        .returning("attempts")
        .executeTakeFirst();
      if (!slot) throw codeError(r.tooManyAttempts);
      if (!matches) {
        throw codeError(slot.attempts >= MAX_CODE_ATTEMPTS ? r.tooManyAttempts : r.codeWrong(MAX_CODE_ATTEMPTS - slot.attempts));
      }
      await db.updateTable("sms_claims").set({ confirmed_at: now().toISOString() }).where("uuid", "=", claimUuid).execute();
      return { userName: user.name, phone: claim.phone };
    },

    /** The claim's state, for pages that redraw a step. */
    async describe(purpose: ClaimPurpose, claimUuid: string) {
      const claim = await liveClaim(purpose, claimUuid);
      const user = await db.selectFrom("users").select(["name"]).where("id", "=", claim.user_id).executeTakeFirstOrThrow();
      return { phone: claim.phone, confirmed: Boolean(claim.confirmed_at), userName: user.name };
    },

    /**
     * Step 3. Sets the password of a confirmed claim, once. Registration records the person's consent to the
     * current text (its version, the client's address and browser) in the same transaction; recovery ends every
     * other session of the person. Returns who to sign in.
     */
    async complete(purpose: ClaimPurpose, claimUuid: string, newPassword: string, client: ClientSeen) {
      parseInput(passwordSchema, newPassword);
      const claim = await liveClaim(purpose, claimUuid);
      if (!claim.confirmed_at) throw invalid(r.notConfirmed);
      if (new Date(claim.confirmed_at).getTime() + CONFIRMED_TTL_MS <= now().getTime()) throw invalid(r.claimNotFound);
      const passwordHash = await hashPassword(newPassword);
      const at = now().toISOString();
      return db.transaction().execute(async (trx) => {
        const done = await trx
          .updateTable("sms_claims")
          .set({ completed_at: at })
          .where("uuid", "=", claimUuid)
          .where("completed_at", "is", null)
          .executeTakeFirst();
        if (Number(done.numUpdatedRows) !== 1) throw invalid(r.alreadyCompleted);
        const user = await trx
          .selectFrom("users")
          .select(["id", "name", "password_hash"])
          .where("id", "=", claim.user_id)
          .executeTakeFirstOrThrow();
        if (purpose === "registration" && user.password_hash) throw invalid(r.alreadyRegistered);
        await setPasswordHash(trx, user.id, passwordHash, at);
        if (purpose === "registration") await consents.recordRegistration(trx, user.id, client);
        if (purpose === "recovery") await trx.deleteFrom("auth_tokens").where("user_id", "=", user.id).execute();
        return { userId: user.id, userName: user.name };
      });
    },
  };
}

export type Registration = ReturnType<typeof createRegistration>;
