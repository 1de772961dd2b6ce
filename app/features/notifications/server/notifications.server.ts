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
 * A notification as the bell and the notifications page show it: text filled in, its link
 * (context.services.notifications.linkOf(n): each feature's manifest says where its types lead),
 * "5 минут назад".
 */
export function presentNotification(n: NotificationView, now: Date, link: string | null) {
  return {
    id: n.id,
    text: renderNotificationText(n.text, n.variables),
    link,
    when: formatDistanceStrict(new Date(n.createDate), now, { locale: ruLocale, addSuffix: true, roundingMethod: "floor" }),
    createDate: n.createDate,
    showed: n.showed,
  };
}

export function createNotifications({ db }: Deps) {
  return {
    async list(actor: Actor, { pageNumber, pageSize, onlyNotShowed }: z.output<typeof listSchema>): Promise<NotificationView[]> {
      const user = requireUser(actor);
      let query = db
        .selectFrom("notifications")
        .select(["id", "text", "variables", "type", "showed", "create_date", "claim_status"])
        .where("user_id", "=", user.userId);
      if (onlyNotShowed) query = query.where("showed", "=", 0);
      const rows = await query
        .orderBy("id", "desc")
        .limit(pageSize)
        .offset(pageNumber * pageSize)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        text: row.text,
        variables: JSON.parse(row.variables) as NotificationVariable[],
        type: row.type,
        showed: row.showed === 1,
        createDate: row.create_date,
        notifyClaim: row.claim_status ? { claimStatus: { name: row.claim_status } } : null,
      }));
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
