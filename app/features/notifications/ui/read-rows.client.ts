// With JavaScript, the notification forms (each row of the page and of the bell: POST /notifications/read;
// «Прочитать все»: POST /notifications/read-all) are sent by fetch, asking for JSON: the answer says where
// to go ({to}: where the notification leads, computed by the server from the stored row), and the app goes
// there without reloading the page (an app link clicked, shared/ui/link.tsx: going to the address already
// shown reloads its data, so a row read in place shows read). A refusal (a notification gone) shows the
// server's message; a request that does not reach the server shows the spec's «Ошибка просмотра
// уведомления» («…уведомлений» for all) and leaves the page as it was. Without JavaScript the forms post.
// Loaded after hydration, with the bell's live count: in no page's first-load JavaScript.
import { showToast } from "~/shared/ui/dom-toast.client";
import { MARK as APP_LINK_MARK } from "~/shared/ui/link";
import { notifications as t } from "../messages";

interface Answer {
  to: string;
  error?: string;
  toast?: string;
}

/** Goes to `to` (an address under the base path) inside the app. */
function goTo(basePath: string, to: string) {
  const link = document.createElement("a");
  link.href = `${basePath}${to}`;
  link.setAttribute(APP_LINK_MARK, "");
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

export function enhanceNotificationForms(basePath: string): () => void {
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || event.defaultPrevented) return;
    const action = new URL(form.action, window.location.href).pathname;
    const all = action === `${basePath}/notifications/read-all`;
    if (!all && action !== `${basePath}/notifications/read`) return;
    // Before Remix's own <Form> handler (capture phase): it leaves a prevented submission alone.
    event.preventDefault();
    const failed = all ? t.showAllFailed : t.showFailed;
    fetch(form.action, {
      method: "POST",
      body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
      headers: { Accept: "application/json" },
      credentials: "same-origin",
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${response.status}`);
        const answer = (await response.json()) as Answer;
        goTo(basePath, answer.to);
        if (answer.error) showToast(answer.error, "error");
        else if (answer.toast) showToast(answer.toast);
      })
      .catch((error: unknown) => {
        console.error(failed, error);
        showToast(failed, "error");
      });
  };
  window.addEventListener("submit", onSubmit, true);
  return () => window.removeEventListener("submit", onSubmit, true);
}
