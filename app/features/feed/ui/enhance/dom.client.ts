// Small DOM helpers of the feed's enhancements: the base path, fetching one of our pages as a document,
// and the toast (the shell's look: .toasts/.toast of app.css) for replies that did not reload the page.
import { common } from "~/shared/messages";
import { TOAST_MS } from "~/shared/ui/toast";

/** BASE_PATH as Remix knows it in the browser (server/app.ts gives the build its basename). */
export const basePath = (): string => (window as unknown as { __remixContext?: { basename?: string } }).__remixContext?.basename ?? "";

/** A page of ours, parsed; the response too, for its final address after redirects. Throws when not a 200 HTML page. */
export async function fetchDocument(url: string, init?: RequestInit): Promise<{ doc: Document; response: Response }> {
  const response = await fetch(url, { credentials: "same-origin", ...init });
  if (!response.ok || !(response.headers.get("content-type") ?? "").includes("text/html")) throw new Error(`${response.status} ${url}`);
  const doc = new DOMParser().parseFromString(await response.text(), "text/html");
  return { doc, response };
}

/** An element of a parsed page brought into this one. */
export const adopt = <T extends Element>(node: T): T => document.importNode(node, true);

/** Shows a toast as the shell does; it closes by itself or by its button. */
export function showToast(text: string, type: "success" | "error" = "success"): void {
  const box = document.createElement("div");
  box.className = "toasts";
  box.setAttribute("aria-live", "polite");
  const toast = document.createElement("div");
  toast.className = `toast toast--${type}`;
  toast.setAttribute("role", type === "error" ? "alert" : "status");
  const span = document.createElement("span");
  span.textContent = text;
  toast.append(span);
  const close = document.createElement("button");
  close.type = "button";
  close.className = "icon-button";
  close.setAttribute("aria-label", common.close);
  close.textContent = "\u00d7";
  close.addEventListener("click", () => box.remove());
  toast.append(close);
  box.append(toast);
  // One toast at a time, like the shell's.
  document.querySelectorAll("[data-feed-toast]").forEach((old) => old.remove());
  box.dataset.feedToast = "";
  document.body.append(box);
  setTimeout(() => box.remove(), TOAST_MS);
}

/** The toast a fetched page carries (the flash the action left), shown here. */
export function showToastOf(doc: Document): void {
  const toast = doc.querySelector(".toasts .toast");
  const text = toast?.querySelector("span")?.textContent ?? toast?.textContent ?? "";
  if (text) showToast(text, toast?.classList.contains("toast--error") ? "error" : "success");
}
