// A person's notifications: the bell's count, the header panel and /notifications-v2 calls. Features
// produce them through the engine (engine.server.ts: notify).
import * as z from "zod/mini";
import { formatDistanceStrict } from "date-fns";
import { ru as ruLocale } from "date-fns/locale/ru";
import type { Actor } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { notFound } from "~/platform/errors";
import { idOf, MAX_PAGE_NUMBER, pageParam } from "~/platform/schema";
import { requireUser } from "~/platform/require-user";
import { notifications } from "~/features/notifications/messages.server";
import { notifications as shown } from "~/features/notifications/messages";
import { linkOf, type NotificationVariable } from "./engine.server";
import type { NotificationBus } from "./bus.server";

export const HEADER_PAGE_SIZE = 5;
export const DEFAULT_PAGE_SIZE = 20;

export type { NotificationVariable };

export interface NotificationView {
  id: number;
  text: string;
  variables: NotificationVariable[];
  type: string;
  showed: boolean;
  createDate: string;
  notifyClaim: { claimStatus: { name: string } } | null;
  /** Where it leads its recipient (links.ts); null: nowhere. */
  link: string | null;
  /** How many notifications it stands for (grouping: the same type and group key while unread). */
  groupCount: number;
}

/** GET /notifications-v2/list's parameters (the pages pass them parsed). */
export const listSchema = z.object({
  pageNumber: pageParam(0, 0, MAX_PAGE_NUMBER),
  pageSize: pageParam(DEFAULT_PAGE_SIZE, 0, 100),
  onlyNotShowed: z.pipe(
    z.optional(z.union([z.string(), z.boolean()])),
    z.transform((v) => v === true || v === "true"),
  ),
});
/** POST /notifications-v2/show's body. */
export const idSchema = z.object({
  id: idOf(notifications.notFound),
});

/**
 * The text as people read it (the bell, the page, the live event, the push): its {user}, {post}, ...
 * placeholders filled from the variables, in order, and "(ещё 2)" after a group's.
 */
export function renderNotificationText(text: string, variables: NotificationVariable[], groupCount = 1): string {
  let i = 0;
  const filled = text.replace(/\{(\w+)\}/g, (whole) => variables[i++]?.text ?? whole);
  return groupCount > 1 ? `${filled} ${shown.groupMore(groupCount - 1)}` : filled;
}

/**
 * A notification as the bell and the notifications page show it: text filled in ("(ещё 2)" for a group),
 * "5 минут назад". Where it leads is the read form's answer (routes/notifications.read.tsx), not part
 * of the row.
 */
export function presentNotification(n: NotificationView, now: Date) {
  return {
    id: n.id,
    text: renderNotificationText(n.text, n.variables, n.groupCount),
    when: formatDistanceStrict(new Date(n.createDate), now, { locale: ruLocale, addSuffix: true, roundingMethod: "floor" }),
    createDate: n.createDate,
    showed: n.showed,
  };
}

/** The notifications page's paging: newest first by id (ids follow creation), `beforeId` the keyset cursor. */
export interface PageQuery {
  unreadOnly: boolean;
  beforeId: number | null;
  limit: number;
}

type Row = {
  id: number;
  text: string;
  variables: string;
  type: string;
  showed: number;
  create_date: string;
  claim_status: string | null;
  group_count: number;
};

/** A stored row as its recipient `me` sees it. */
const viewOf =
  (me: number) =>
  (row: Row): NotificationView => {
    const variables = JSON.parse(row.variables) as NotificationVariable[];
    return {
      id: row.id,
      text: row.text,
      variables,
      type: row.type,
      showed: row.showed === 1,
      createDate: row.create_date,
      notifyClaim: row.claim_status ? { claimStatus: { name: row.claim_status } } : null,
      link: linkOf({ type: row.type, variables }, me),
      groupCount: row.group_count,
    };
  };

const COLUMNS = ["id", "text", "variables", "type", "showed", "create_date", "claim_status", "group_count"] as const;

export function createNotifications({ db }: Deps, bus: NotificationBus) {
  /** Marks one notification read; someone else's is "not found". */
  async function show(actor: Actor, { id }: z.output<typeof idSchema>): Promise<void> {
    const user = requireUser(actor);
    const result = await db
      .updateTable("notifications")
      .set({ showed: 1 })
      .where("id", "=", id)
      .where("user_id", "=", user.userId)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw notFound(notifications.notFound);
    await bus.publish(db, [user.userId]); // the live count (bus.server.ts)
  }

  /** One's notifications, or only the unread ones, newest first. */
  function mine(actor: Actor, unreadOnly: boolean) {
    const query = db.selectFrom("notifications").select(COLUMNS).where("user_id", "=", requireUser(actor).userId);
    return (unreadOnly ? query.where("showed", "=", 0) : query).orderBy("id", "desc");
  }

  return {
    async list(actor: Actor, { pageNumber, pageSize, onlyNotShowed }: z.output<typeof listSchema>): Promise<NotificationView[]> {
      const rows = await mine(actor, onlyNotShowed)
        .limit(pageSize)
        .offset(pageNumber * pageSize)
        .execute();
      return rows.map(viewOf(requireUser(actor).userId));
    },

    /** A page of the notifications page: `limit` rows before `beforeId` (one index range, no offset). */
    async page(actor: Actor, { unreadOnly, beforeId, limit }: PageQuery): Promise<NotificationView[]> {
      const query = mine(actor, unreadOnly);
      const rows = await (beforeId === null ? query : query.where("id", "<", beforeId)).limit(limit).execute();
      return rows.map(viewOf(requireUser(actor).userId));
    },

    /** Opens one of one's notifications: marks it read (show) and returns it, with where it leads. */
    async open(actor: Actor, input: z.output<typeof idSchema>): Promise<NotificationView> {
      await show(actor, input);
      const row = await db.selectFrom("notifications").select(COLUMNS).where("id", "=", input.id).executeTakeFirstOrThrow();
      return viewOf(requireUser(actor).userId)(row);
    },

    show,

    /** "Прочитать все". */
    async showAll(actor: Actor): Promise<void> {
      const user = requireUser(actor);
      await db.updateTable("notifications").set({ showed: 1 }).where("user_id", "=", user.userId).execute();
      await bus.publish(db, [user.userId]); // the live count (bus.server.ts)
    },
  };
}

export type Notifications = ReturnType<typeof createNotifications>;
