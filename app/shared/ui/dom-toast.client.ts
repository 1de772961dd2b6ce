// A toast shown from plain DOM code (the enhancements loaded after hydration: the feed's, the
// notifications' rows), with the shell's look (.toasts/.toast of app.css): it closes by itself or by
// its button, one at a time.
import { common } from "~/shared/messages";
import { TOAST_MS } from "~/shared/ui/toast";

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
  document.querySelectorAll("[data-dom-toast]").forEach((old) => old.remove());
  box.dataset.domToast = "";
  document.body.append(box);
  setTimeout(() => box.remove(), TOAST_MS);
}
