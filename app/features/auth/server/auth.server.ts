// Sign-in, sessions and tokens. A web session is a random secret in an HttpOnly cookie; JSON clients
// get an access and a refresh token. Only SHA-256 hashes of the secrets are stored, so a copy of the
// database signs nobody in, and deleting rows ends sessions (logout, blocking).
import type { Actor, Toast } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { rateLimited, unauthorized } from "~/platform/errors";
import {
  DUMMY_HASH,
  hashPassword,
  hmac,
  needsRehash,
  newUuid,
  randomToken,
  sameSecret,
  sha256,
  verifyPassword,
} from "~/platform/crypto.server";
import type { LoginCredentials } from "~/features/auth/server/api-schema.server";
import { auth } from "~/features/auth/messages.server";
import { WEB_SESSION_DAYS } from "~/platform/cookies.server";
import { rolesFromList, rolesListOf, setPasswordHash } from "~/features/users/index.server";
import { endSessionsOf } from "./sessions.server";

export { WEB_SESSION_DAYS };
/** A web session unused this long ends before its 30 days are out (a forgotten shop terminal). */
export const WEB_SESSION_IDLE_DAYS = 14;
/** The last-use mark of a session is written at most this often, not on every request. */
const LAST_USE_STEP_MS = 3600_000;
export const ACCESS_TOKEN_MINUTES = 60;
export const REFRESH_TOKEN_DAYS = 30;

// Failures are counted per phone and client (its address, or the browser's known-device mark), so
// ten wrong passwords from somewhere lock that phone for that client only, not for its owner; a high
// ceiling per phone across all addresses stops a guesser that rotates addresses, and the owner's
// known browser passes even that.
const LOGIN_WINDOW_MS = 15 * 60_000;
const LOGIN_FAILURES_PER_CLIENT = 10;
const LOGIN_FAILURES_PER_ADDRESS = 50;
const LOGIN_FAILURES_PER_PHONE_PER_HOUR = 100;
const HOUR = 3600_000;

export interface ApiTokens {
  accessToken: string;
  refreshToken: string;
  tokenType: "Bearer";
  expiresIn: number;
}

export function createAuth({ db, now, rate, activity }: Deps) {
  const later = (ms: number) => new Date(now().getTime() + ms).toISOString();

  async function insertToken(kind: "web" | "access" | "refresh", userId: number, family: string, ttlMs: number) {
    const secret = randomToken();
    const hash = sha256(secret);
    await db
      .insertInto("auth_tokens")
      .values({
        token_hash: hash,
        kind,
        user_id: userId,
        family: family || hash,
        flash: null,
        created_at: now().toISOString(),
        expires_at: later(ttlMs),
        last_used_at: null,
      })
      .execute();
    return { secret, hash };
  }

  async function issueApiTokens(userId: number, family: string = newUuid()): Promise<ApiTokens> {
    const access = await insertToken("access", userId, family, ACCESS_TOKEN_MINUTES * 60_000);
    const refresh = await insertToken("refresh", userId, family, REFRESH_TOKEN_DAYS * 86_400_000);
    return {
      accessToken: access.secret,
      refreshToken: refresh.secret,
      tokenType: "Bearer",
      expiresIn: ACCESS_TOKEN_MINUTES * 60,
    };
  }

  let deviceKeyOnce: Promise<string> | undefined;
  /** The key that signs known-device marks, made once per database by migration 0009. */
  const deviceKey = () =>
    (deviceKeyOnce ??= db
      .selectFrom("auth_keys")
      .select("value")
      .where("name", "=", "device")
      .executeTakeFirstOrThrow()
      .then((row) => row.value));

  /** The id of a known-device mark signed for this person, or null. */
  async function knownDevice(mark: string | null, userId: number): Promise<string | null> {
    const [user, id, signature] = (mark ?? "").split(".");
    if (!id || !signature || user !== String(userId)) return null;
    return sameSecret(signature, hmac(await deviceKey(), `${user}.${id}`)) ? id : null;
  }

  return {
    /**
     * Checks a phone and password. Failures are counted per phone and client (address, or the known-
     * device mark of a browser this person signed in from before), per address, and per phone across
     * all addresses; past a limit even the right password is refused until the window passes. An old
     * password hash is rehashed at the current cost.
     */
    async verifyCredentials(
      { username, password }: LoginCredentials,
      clientIp: string,
      deviceMark: string | null = null,
    ): Promise<{ userId: number }> {
      const user = await db.selectFrom("users").select(["id", "password_hash", "blocked"]).where("phone", "=", username).executeTakeFirst();
      const device = user ? await knownDevice(deviceMark, user.id) : null;
      const clientKey = device ? `login:device:${device}` : `login:client:${username}:${clientIp}`;
      const perClient = [{ windowMs: LOGIN_WINDOW_MS, limit: LOGIN_FAILURES_PER_CLIENT }];
      // Each attempt is taken as a failure up front (so parallel guesses cannot pass a limit) and
      // given back when it turns out not to be one.
      const taken = await rate.takeAll(
        device
          ? [{ key: clientKey, windows: perClient }]
          : [
              { key: clientKey, windows: perClient },
              { key: `login:ip:${clientIp}`, windows: [{ windowMs: LOGIN_WINDOW_MS, limit: LOGIN_FAILURES_PER_ADDRESS }] },
              { key: `login:phone:${username}`, windows: [{ windowMs: HOUR, limit: LOGIN_FAILURES_PER_PHONE_PER_HOUR }] },
            ],
      );
      if (!taken.allowed) {
        throw rateLimited(taken.key?.startsWith("login:phone:") ? auth.tooManyLoginAttemptsForPhone : auth.tooManyLoginAttempts);
      }
      const ok = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
      if (!user || !user.password_hash || !ok) throw unauthorized(auth.wrongCredentials);
      await taken.release();
      if (user.blocked) throw unauthorized(auth.blocked);
      await rate.clear(clientKey);
      if (needsRehash(user.password_hash)) {
        await setPasswordHash(db, user.id, await hashPassword(password));
      }
      return { userId: user.id };
    },

    /** The known-device mark for a browser this person has just signed in from (its cookie's value). */
    async deviceMarkFor(userId: number): Promise<string> {
      const value = `${userId}.${randomToken()}`;
      return `${value}.${hmac(await deviceKey(), value)}`;
    },

    /** A new web session; the one the browser had before (if any) is ended, so a planted id is useless. */
    async startWebSession(userId: number, previousSecret?: string | null): Promise<string> {
      if (previousSecret) {
        await db.deleteFrom("auth_tokens").where("token_hash", "=", sha256(previousSecret)).execute();
      }
      const { secret } = await insertToken("web", userId, "", WEB_SESSION_DAYS * 86_400_000);
      // Every sign-in starts a session here (a password, a registration or a recovery; a page's form or /api), so
      // the statistics count them all; told, not awaited.
      activity?.signIn(userId, now());
      return secret;
    },

    issueApiTokens,

    /**
     * Trades a refresh token for a new pair. The used token is kept as "refresh_used" until it would
     * have expired: presenting it again means it was copied, so the whole family is ended.
     */
    async refresh(refreshToken: string): Promise<ApiTokens> {
      const hash = sha256(refreshToken);
      const row = await db
        .selectFrom("auth_tokens")
        .innerJoin("users", "users.id", "auth_tokens.user_id")
        .select(["auth_tokens.user_id", "auth_tokens.kind", "auth_tokens.family", "auth_tokens.expires_at", "users.blocked"])
        .where("auth_tokens.token_hash", "=", hash)
        .where("auth_tokens.kind", "in", ["refresh", "refresh_used"])
        .executeTakeFirst();
      if (!row || row.expires_at <= now().toISOString() || row.blocked) throw unauthorized(auth.refreshInvalid);
      if (row.kind === "refresh_used") {
        await db.deleteFrom("auth_tokens").where("family", "=", row.family).execute();
        throw unauthorized(auth.refreshInvalid);
      }
      const used = await db
        .updateTable("auth_tokens")
        .set({ kind: "refresh_used" })
        .where("token_hash", "=", hash)
        .where("kind", "=", "refresh")
        .executeTakeFirst();
      // Two parallel refreshes with one token: only the first wins.
      if (Number(used.numUpdatedRows) !== 1) throw unauthorized(auth.refreshInvalid);
      return issueApiTokens(row.user_id, row.family);
    },

    /** Who is behind a session cookie or a bearer access token (the bearer wins when both are sent). */
    async resolveActor(credentials: { sessionSecret?: string | null; bearer?: string | null }): Promise<Actor> {
      const secret = credentials.bearer || credentials.sessionSecret;
      if (!secret) return { kind: "anonymous" };
      const kind = credentials.bearer ? "access" : "web";
      const hash = sha256(secret);
      const row = await db
        .selectFrom("auth_tokens")
        .innerJoin("users", "users.id", "auth_tokens.user_id")
        .select([
          "auth_tokens.user_id",
          "auth_tokens.expires_at",
          "auth_tokens.flash",
          "auth_tokens.created_at",
          "auth_tokens.last_used_at",
          "users.blocked",
          (eb) => rolesListOf(eb.ref("auth_tokens.user_id")).as("roles"),
        ])
        .where("auth_tokens.token_hash", "=", hash)
        .where("auth_tokens.kind", "=", kind)
        .executeTakeFirst();
      if (!row || row.blocked || row.expires_at <= now().toISOString()) return { kind: "anonymous" };
      if (kind === "web") {
        // Idle timeout: a web session unused for 14 days has ended, whatever is left of its 30 days.
        const lastUsed = new Date(row.last_used_at ?? row.created_at).getTime();
        if (lastUsed + WEB_SESSION_IDLE_DAYS * 86_400_000 <= now().getTime()) return { kind: "anonymous" };
        if (lastUsed + LAST_USE_STEP_MS <= now().getTime()) {
          await db.updateTable("auth_tokens").set({ last_used_at: now().toISOString() }).where("token_hash", "=", hash).execute();
        }
      }
      return {
        kind: "user",
        userId: row.user_id,
        roles: rolesFromList(row.roles),
        tokenHash: hash,
        via: kind,
        flash: row.flash ? (JSON.parse(row.flash) as Toast) : null,
      };
    },

    /**
     * Ends the session or token family the actor used, and the web session of the cookie the client
     * sent along (a browser client sends its cookie and its bearer token together; the bearer wins in
     * resolveActor, so without this the cookie session would outlive the logout).
     */
    async logout(actor: Actor, sessionSecret?: string | null): Promise<void> {
      if (sessionSecret) {
        await db.deleteFrom("auth_tokens").where("token_hash", "=", sha256(sessionSecret)).where("kind", "=", "web").execute();
      }
      if (actor.kind !== "user") return;
      const row = await db.selectFrom("auth_tokens").select("family").where("token_hash", "=", actor.tokenHash).executeTakeFirst();
      if (row) await db.deleteFrom("auth_tokens").where("family", "=", row.family).execute();
    },

    /** Ends every session and token of a person (a password change; blocking: endSessionsOf in its transaction). */
    async endAllSessions(userId: number): Promise<void> {
      await endSessionsOf(db, userId);
    },

    /** Leaves a toast in the web session for the next page (works without JavaScript). */
    async setFlash(actor: Actor, toast: Toast): Promise<void> {
      if (actor.kind !== "user" || actor.via !== "web") return;
      await db
        .updateTable("auth_tokens")
        .set({ flash: JSON.stringify(toast) })
        .where("token_hash", "=", actor.tokenHash)
        .execute();
    },

    async setFlashBySecret(sessionSecret: string, toast: Toast): Promise<void> {
      await db
        .updateTable("auth_tokens")
        .set({ flash: JSON.stringify(toast) })
        .where("token_hash", "=", sha256(sessionSecret))
        .execute();
    },

    /** The toast waiting for this page, cleared once read. */
    async takeFlash(actor: Actor): Promise<Toast | null> {
      if (actor.kind !== "user" || !actor.flash) return null;
      await db.updateTable("auth_tokens").set({ flash: null }).where("token_hash", "=", actor.tokenHash).execute();
      return actor.flash;
    },

    async pruneExpired(): Promise<void> {
      await db.deleteFrom("auth_tokens").where("expires_at", "<", now().toISOString()).execute();
    },
  };
}

export type Auth = ReturnType<typeof createAuth>;
