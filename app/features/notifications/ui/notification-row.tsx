// One notification, in the bell's panel and on the notifications page: a form that marks it read and
// opens where it leads (POST /notifications/read; the server takes the destination from the stored
// notification, never from the form). Without JavaScript it is a plain form post and a redirect.
import { Form } from "@remix-run/react";
import { notificationsPage as t } from "../messages";

export interface NotificationRowData {
  id: number;
  text: string;
  when: string;
  createDate: string;
  showed: boolean;
}

/** `here`: where to come back when the notification leads nowhere (a system message). */
export function NotificationRow({ n, here }: { n: NotificationRowData; here: string }) {
  return (
    <li className={n.showed ? undefined : "notification-list__unread"}>
      <Form method="post" action="/notifications/read">
        <input type="hidden" name="id" value={n.id} />
        <input type="hidden" name="redirectTo" value={here} />
        <button type="submit" className="notification-list__open">
          {n.showed ? null : <span className="notification-list__new">{`${t.notificationUnread} `}</span>}
          {n.text}
        </button>
      </Form>
      <time dateTime={n.createDate}>{n.when}</time>
    </li>
  );
}
