// The bell's panel, opened once the live count has moved since the page loaded: are the unread
// notifications it lists still the first five unread? GET /api/notifications-v2/list (page 0, 5, unread:
// one indexed read) answers; only when they differ does the page's data reload (Remix's revalidate, which
// re-runs the shell's and the page's loaders). A list that cannot be had shows the spec's «Ошибка
// получения списка уведомлений в шапке» and leaves the panel as it was.
import { callApi } from "~/shared/api.client";
import { showToast } from "~/shared/ui/dom-toast.client";
import { notifications as t } from "../messages";

/** Whether the check got an answer (false: try again at the next opening). */
export async function refreshBellPanel(panel: HTMLElement, basePath: string, revalidate: () => unknown): Promise<boolean> {
  try {
    const list = await callApi<{ id: number }[]>(basePath, "notifications-v2/list?pageNumber=0&pageSize=5&onlyNotShowed=true");
    const unread = list.map((n) => String(n.id)).join();
    const shown = [...panel.querySelectorAll<HTMLInputElement>('input[name="id"]')].map((input) => input.value).join();
    if (unread !== shown) revalidate();
    return true;
  } catch (error) {
    console.error(t.panelFailed, error);
    showToast(t.panelFailed, "error");
    return false;
  }
}
