// A person's notifications: the bell's count, the header panel and /notifications-v2 calls.
// Producing notifications (from posts, claims, ...) comes with those features.
import * as z from "zod/mini";
import { formatDistanceStrict } from "date-fns";
import { ru as ruLocale } from "date-fns/locale/ru";
import type { Actor } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { notFound } from "~/platform/errors";
import { idOf, MAX_PAGE_NUMBER, pageParam } from "~/platform/schema";
import { requireUser } from "~/platform/require-user";
import { notifications } from "~/features/notifications/messages.server";

export const HEADER_PAGE_SIZE = 5;
export const DEFAULT_PAGE_SIZE = 20;

export interface NotificationVariable {
  text: string;
  objectId: number | null;
  avatarFilePath?: string | null;
}

export interface NotificationView {
  id: number;
  text: string;
  variables: NotificationVariable[];
  type: string;
  showed: boolean;
  createDate: string;
  notifyClaim: { claimStatus: { name: string } } | null;
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

/** The text with its {user}, {post}, ... placeholders filled from the variables, in order. */
export function renderNotificationText(text: string, variables: NotificationVariable[]): string {
  let i = 0;
  return text.replace(/\{(\w+)\}/g, (whole) => variables[i++]?.text ?? whole);
}

/**
 * A notification as the bell and the notifications page show it: text filled in, "5 минут назад". Where it
 * leads is the read form's answer (routes/notifications.read.tsx), not part of the row.
 */
export function presentNotification(n: NotificationView, now: Date) {
  return {
    id: n.id,
    text: renderNotificationText(n.text, n.variables),
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

type Row = { id: number; text: string; variables: string; type: string; showed: number; create_date: string; claim_status: string | null };

const viewOf = (row: Row): NotificationView => ({
  id: row.id,
  text: row.text,
  variables: JSON.parse(row.variables) as NotificationVariable[],
  type: row.type,
  showed: row.showed === 1,
  createDate: row.create_date,
  notifyClaim: row.claim_status ? { claimStatus: { name: row.claim_status } } : null,
});

const COLUMNS = ["id", "text", "variables", "type", "showed", "create_date", "claim_status"] as const;

export function createNotifications({ db }: Deps) {
  return {
    async list(actor: Actor, { pageNumber, pageSize, onlyNotShowed }: z.output<typeof listSchema>): Promise<NotificationView[]> {
      const user = requireUser(actor);
      let query = db.selectFrom("notifications").select(COLUMNS).where("user_id", "=", user.userId);
      if (onlyNotShowed) query = query.where("showed", "=", 0);
      const rows = await query
        .orderBy("id", "desc")
        .limit(pageSize)
        .offset(pageNumber * pageSize)
        .execute();
      return rows.map(viewOf);
    },

    /** A page of the notifications page: `limit` rows before `beforeId` (one index range, no offset). */
    async page(actor: Actor, { unreadOnly, beforeId, limit }: PageQuery): Promise<NotificationView[]> {
      const user = requireUser(actor);
      let query = db.selectFrom("notifications").select(COLUMNS).where("user_id", "=", user.userId);
      if (unreadOnly) query = query.where("showed", "=", 0);
      if (beforeId !== null) query = query.where("id", "<", beforeId);
      return (await query.orderBy("id", "desc").limit(limit).execute()).map(viewOf);
    },

    /** How many of one's notifications are unread (the index of the bell's count). */
    async unreadCount(actor: Actor): Promise<number> {
      const user = requireUser(actor);
      const row = await db
        .selectFrom("notifications")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("user_id", "=", user.userId)
        .where("showed", "=", 0)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Opens one of one's notifications: marks it read and returns it (its link is computed from it); someone else's is "not found". */
    async open(actor: Actor, { id }: z.output<typeof idSchema>): Promise<NotificationView> {
      const user = requireUser(actor);
      const row = await db
        .selectFrom("notifications")
        .select(COLUMNS)
        .where("id", "=", id)
        .where("user_id", "=", user.userId)
        .executeTakeFirst();
      if (!row) throw notFound(notifications.notFound);
      if (row.showed === 0) await db.updateTable("notifications").set({ showed: 1 }).where("id", "=", id).execute();
      return { ...viewOf(row), showed: true };
    },

    /** Marks one notification read; someone else's is "not found". */
    async show(actor: Actor, { id }: z.output<typeof idSchema>): Promise<void> {
      const user = requireUser(actor);
      const result = await db
        .updateTable("notifications")
        .set({ showed: 1 })
        .where("id", "=", id)
        .where("user_id", "=", user.userId)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw notFound(notifications.notFound);
    },

    /** "Прочитать все". */
    async showAll(actor: Actor): Promise<void> {
      const user = requireUser(actor);
      await db.updateTable("notifications").set({ showed: 1 }).where("user_id", "=", user.userId).execute();
    },
  };
}

export type Notifications = ReturnType<typeof createNotifications>;
