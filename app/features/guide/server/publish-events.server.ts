// The publish event's handler: a saved article written as GUIDE_ARTICLE_PUBLISHED in its transaction
// becomes notifications here, after the commit (and again at start-up for any left pending).
import type { Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";
import { deliverEvents, type EventConsumer } from "~/platform/events.server";
import { notify } from "~/features/notifications/index.server";
import { guideAccessOf } from "../access";
import { GUIDE_EDITOR_ROLES } from "../policy";
import { GUIDE_ARTICLE_PUBLISHED, WIKI_GUIDE, type GuideArticlePublished } from "../types";
import { loadMembership, loadTree, type GuideDeps } from "./loaded-guide.server";
import { activeHolders } from "~/features/users/index.server";

/**
 * GUIDE_ARTICLE_PUBLISHED → a notification to every member of the article's roles who can read it
 * (not the author), when the editor said yes (flagToEmail). E-mail is not sent: a mailer would be one
 * more handler of the same event.
 */
async function notifyPublished(now: () => Date, payload: unknown, trx: Transaction<Database>) {
  // The payload is what saveArticle wrote (article-save.server.ts), read back from the outbox.
  const event = payload as GuideArticlePublished;
  if (!event.flagToEmail || event.roleIds.length === 0) return;
  const article = await trx
    .selectFrom("guide_articles")
    .select(["id", "name", "section_id", "status"])
    .where("id", "=", event.articleId)
    .executeTakeFirst();
  if (!article || article.status !== "PUBLISHED") return;
  const roles = await trx.selectFrom("wiki_roles").select(["id", "all_employees"]).where("id", "in", event.roleIds).execute();
  if (roles.length === 0) return;
  let candidates = trx
    .selectFrom("users")
    .select(["id", "department_id", "position_id"])
    .where("blocked", "=", 0)
    .where("id", "!=", event.userId);
  if (!roles.some((r) => r.all_employees === 1)) {
    candidates = candidates.where("position_id", "in", (eb) =>
      eb
        .selectFrom("wiki_role_positions")
        .select("position_id")
        .where(
          "role_id",
          "in",
          roles.map((r) => r.id),
        ),
    );
  }
  const people = await candidates.orderBy("id").execute();
  if (people.length === 0) return;
  const { tree } = await loadTree(trx);
  const membership = await loadMembership(trx);
  const editorIds = new Set(await activeHolders(trx, GUIDE_EDITOR_ROLES));
  const readers = people.filter((p) =>
    guideAccessOf(
      tree,
      membership.person({ userId: p.id, departmentId: p.department_id, positionId: p.position_id, guideEditor: editorIds.has(p.id) }),
    ).readable.has(article.section_id),
  );
  // notify() writes them in batches (thousands of readers). Updates of one article group while unread:
  // an article edited five times tells a reader once, "(ещё 4)", not five times.
  await notify(trx, {
    recipients: readers.map((p) => p.id),
    type: WIKI_GUIDE,
    variables: [{ text: article.name, objectId: article.id }],
    ...(event.update ? { variant: "update", groupKey: `article:${article.id}` } : {}),
    at: now().toISOString(),
  });
}

/** The guide's consumers of the events outbox (registered through its manifest). */
export function guideEventConsumers({ now }: Pick<GuideDeps, "now">): EventConsumer[] {
  return [
    { name: "guide.notifyPublished", types: [GUIDE_ARTICLE_PUBLISHED], handle: (payload, trx) => notifyPublished(now, payload, trx) },
  ];
}

/** Delivers pending guide events to the guide's consumers (after each publish commits; idempotent). */
export function processGuideEvents(guide: GuideDeps) {
  return deliverEvents(guide.db, guide.now, guideEventConsumers(guide));
}
