// Browser push tokens of a person's devices. Sending pushes comes with the notifications feature.
import * as z from "zod/mini";
import type { Actor } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { requireUser } from "~/platform/require-user";
import { validation } from "~/shared/messages";

/** The body of /web-push/token/add and /delete. */
export const tokenSchema = z.object({
  token: z
    .string({ error: validation.tokenRequired })
    .check(z.minLength(1, { error: validation.tokenRequired }), z.maxLength(4096, { error: validation.tokenRequired })),
});

export function createWebPush({ db, now }: Deps) {
  return {
    /** Stores the token for this person; a token seen before moves to them (one device, one owner). */
    async add(actor: Actor, { token }: z.output<typeof tokenSchema>) {
      const user = requireUser(actor);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("web_push_tokens").where("token", "=", token).execute();
        await trx.insertInto("web_push_tokens").values({ user_id: user.userId, token, created_at: now().toISOString() }).execute();
      });
    },
    async remove(actor: Actor, { token }: z.output<typeof tokenSchema>) {
      const user = requireUser(actor);
      await db.deleteFrom("web_push_tokens").where("token", "=", token).where("user_id", "=", user.userId).execute();
    },
    async countFor(userId: number) {
      const row = await db
        .selectFrom("web_push_tokens")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("user_id", "=", userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type WebPush = ReturnType<typeof createWebPush>;
