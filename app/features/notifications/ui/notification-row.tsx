// One notification on the notifications page: a plain form that marks it read and opens where it leads
// (POST /notifications/read; the server takes the destination from the stored notification, never from
// the form). The bell's panel (shell/ui/header.tsx) writes the same form inline: a component shared with
// the shell would be a chunk of its own on every page. A plain form, not Remix's: no script; with
// JavaScript it is a document post as without.

export interface NotificationRowData {
  id: number;
  text: string;
  when: string;
  createDate: string;
  showed: boolean;
}

/**
 * `here`: where to come back when the notification leads nowhere (a system message); `basePath`:
 * BASE_PATH; `unreadMark`: the word before an unread one (the bell lists only unread ones and shows none).
 */
export function NotificationRow({
  n,
  here,
  basePath,
  unreadMark,
}: {
  n: NotificationRowData;
  here: string;
  basePath: string;
  unreadMark?: string;
}) {
  return (
    <li className={n.showed ? undefined : "notification-list__unread"}>
      <form method="post" action={`${basePath}/notifications/read`}>
        <input type="hidden" name="id" value={n.id} />
        <input type="hidden" name="redirectTo" value={here} />
        <button type="submit" className="notification-list__open">
          {!n.showed && unreadMark ? <span className="notification-list__new">{`${unreadMark} `}</span> : null}
          {n.text}
        </button>
      </form>
      <time dateTime={n.createDate}>{n.when}</time>
    </li>
  );
}
