// A create form is sent once. Its page issues a one-time token (a hidden field, FormToken) stored here
// for the person; the first post that creates something takes it, and records where the created item
// is. The same rendered form posted again (a double click before scripts, a re-sent post, a browser's
// "resubmit") finds the token taken: it is sent to the first result, or told the first post is still
// being saved — never a second item. A refused post (bad input) gives the token back for the fix.
import { randomToken } from "./crypto.server";
import type { Deps } from "./deps.server";
import { invalid } from "./errors";
import * as ru from "~/shared/messages";

/** Tokens older than this are forgotten (a form left open longer is refused and reloaded). */
const KEEP_MS = 2 * 24 * 60 * 60 * 1000;

export type Claim = { kind: "claimed" } | { kind: "done"; path: string };

export function createFormTokens({ db, now }: Deps) {
  return {
    /** A new token for one rendering of a create form. */
    async issue(userId: number): Promise<string> {
      const token = randomToken();
      await db
        .deleteFrom("form_tokens")
        .where("created_at", "<", new Date(now().getTime() - KEEP_MS).toISOString())
        .execute();
      await db.insertInto("form_tokens").values({ token, user_id: userId, created_at: now().toISOString() }).execute();
      return token;
    },

    /**
     * Takes the token for this post: "claimed" (go on and create), "done" (a replay: the first post
     * created what `path` shows), or a refusal (a post of the same form still running; an unknown token).
     */
    async claim(userId: number, token: string): Promise<Claim> {
      // Compare-and-set: of two posts at once exactly one finds used_at empty.
      const taken = await db
        .updateTable("form_tokens")
        .set({ used_at: now().toISOString() })
        .where("token", "=", token)
        .where("user_id", "=", userId)
        .where("used_at", "is", null)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 1) return { kind: "claimed" };
      const row = await db
        .selectFrom("form_tokens")
        .select(["result"])
        .where("token", "=", token)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      if (!row) throw invalid(ru.forms.tokenUnknown);
      if (row.result === null) throw invalid(ru.forms.stillSaving);
      return { kind: "done", path: row.result };
    },

    /** The create succeeded: later posts of the form are sent to `path`. */
    async finish(token: string, path: string): Promise<void> {
      await db.updateTable("form_tokens").set({ result: path }).where("token", "=", token).execute();
    },

    /** The create was refused: the form may be sent again with its token. */
    async release(token: string): Promise<void> {
      await db.updateTable("form_tokens").set({ used_at: null }).where("token", "=", token).where("result", "is", null).execute();
    },
  };
}

export type FormTokens = ReturnType<typeof createFormTokens>;
