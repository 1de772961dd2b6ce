// A create form is sent once. Its page issues a one-time token (a hidden field, FormToken); the first
// post that creates something takes it, and records where the created item is. The same rendered form
// posted again (a double click before scripts, a re-sent post, a browser's "resubmit") finds the token
// taken: it is sent to the first result, or told the first post is still being saved — never a second
// item. A refused post (bad input) gives the token back for the fix.
// Issuing writes nothing: the token is signed (person, time, random part), so showing a page with a
// create form (the feed's composer on every GET /) costs no write; only a post stores it, on its key.
import { hmac, randomBytes16, sameSecret } from "./crypto.server";
import type { Deps } from "./deps.server";
import { invalid } from "./errors";
import * as ru from "~/shared/messages";

/** Tokens older than this are refused and forgotten (a form left open longer is reloaded). */
const KEEP_MS = 2 * 24 * 60 * 60 * 1000;
/** What the signature is of, apart from the token's own fields: keeps it from being any other mark's. */
const PURPOSE = "form-token";

export type Claim = { kind: "claimed" } | { kind: "done"; path: string };

export function createFormTokens({ db, now }: Deps) {
  let keyOnce: Promise<string> | undefined;
  // The database's signing key (auth_keys, migration 0009), so every process of the portal accepts
  // the tokens of the others.
  const key = () =>
    (keyOnce ??= db
      .selectFrom("auth_keys")
      .select("value")
      .where("name", "=", "device")
      .executeTakeFirstOrThrow()
      .then((row) => row.value));
  const sign = async (body: string) => hmac(await key(), `${PURPOSE}.${body}`);

  /** The time the token was issued, when it is this person's, signed by us and not too old; else null. */
  async function issuedAt(userId: number, token: string): Promise<number | null> {
    const [user, time, random, signature] = token.split(".");
    if (!signature || user !== String(userId) || !random) return null;
    const at = Number(time);
    if (!Number.isSafeInteger(at) || at + KEEP_MS <= now().getTime()) return null;
    return sameSecret(signature, await sign(`${user}.${time}.${random}`)) ? at : null;
  }

  return {
    /** A new token for one rendering of a create form. */
    async issue(userId: number): Promise<string> {
      const body = `${userId}.${now().getTime()}.${randomBytes16()}`;
      return `${body}.${await sign(body)}`;
    },

    /**
     * Takes the token for this post: "claimed" (go on and create), "done" (a replay: the first post
     * created what `path` shows), or a refusal (a post of the same form still running; an unknown token).
     */
    async claim(userId: number, token: string): Promise<Claim> {
      const at = await issuedAt(userId, token);
      if (at === null) throw invalid(ru.forms.tokenUnknown);
      await db
        .deleteFrom("form_tokens")
        .where("created_at", "<", new Date(now().getTime() - KEEP_MS).toISOString())
        .execute();
      // Insert-or-nothing on the token's key: of two posts at once exactly one stores it.
      const taken = await db
        .insertInto("form_tokens")
        .values({ token, user_id: userId, created_at: new Date(at).toISOString(), used_at: now().toISOString() })
        .onConflict((oc) => oc.column("token").doNothing())
        .returning("token")
        .executeTakeFirst();
      if (taken) return { kind: "claimed" };
      const row = await db.selectFrom("form_tokens").select(["result"]).where("token", "=", token).executeTakeFirst();
      if (!row || row.result === null) throw invalid(ru.forms.stillSaving);
      return { kind: "done", path: row.result };
    },

    /** The create succeeded: later posts of the form are sent to `path`. */
    async finish(token: string, path: string): Promise<void> {
      await db.updateTable("form_tokens").set({ result: path }).where("token", "=", token).execute();
    },

    /** The create was refused: the form may be sent again with its token. */
    async release(token: string): Promise<void> {
      await db.deleteFrom("form_tokens").where("token", "=", token).where("result", "is", null).execute();
    },
  };
}

export type FormTokens = ReturnType<typeof createFormTokens>;
