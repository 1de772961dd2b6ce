// A confirmation that is its page's own section without JavaScript (the `?dialog=…` address) and a modal
// dialog over the page with it (issue #14's JavaScript layer). The server renders <dialog open> before the
// page's content, which CSS hides while the dialog is in the flow: the page is the question alone, as it
// always was. Scripts make it modal (showModal: focus inside, Escape closes) and show the page behind it;
// closing it goes to `closeTo`, the address without the dialog. Browsers without showModal keep the page.
import { useNavigate } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";

export function PageDialog({ label, closeTo, children }: { label: string; closeTo: string; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || typeof dialog.showModal !== "function") return;
    dialog.close();
    dialog.showModal();
    dialog.classList.add("page-dialog--modal");
    // close() above queues a close event too: only a close that leaves the dialog shut counts.
    const onClose = () => {
      if (!dialog.open) navigate(closeTo, { replace: true, preventScrollReset: true });
    };
    dialog.addEventListener("close", onClose);
    return () => dialog.removeEventListener("close", onClose);
  }, [closeTo, navigate]);
  return (
    <dialog ref={ref} open className="page-dialog" aria-label={label}>
      {children}
    </dialog>
  );
}
