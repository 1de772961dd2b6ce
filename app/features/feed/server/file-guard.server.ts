// Who may download a file a post holds (an image, document, video or its poster): whoever may open one of
// those posts. A deferred, offered or deleted post's files stay with its author and news editors. Null
// for a file on no post: not the feed's to decide.
import type { Actor } from "~/platform/actor";
import type { FeedDeps } from "./feed.server";
import { visiblePost } from "./visibility.server";

export async function postFileReadGuard({ db }: FeedDeps, actor: Actor, fileId: number): Promise<boolean | null> {
  const holders = db
    .selectFrom("post_files")
    .select("post_id")
    .where((eb) => eb.or([eb("file_id", "=", fileId), eb("preview_file_id", "=", fileId)]));
  const held = await db.selectFrom("posts as p").select("p.id").where("p.id", "in", holders).limit(1).executeTakeFirst();
  if (!held) return null;
  if (actor.kind !== "user") return false;
  const seen = await db
    .selectFrom("posts as p")
    .select("p.id")
    .where("p.id", "in", holders)
    .where(visiblePost(actor))
    .limit(1)
    .executeTakeFirst();
  return Boolean(seen);
}
