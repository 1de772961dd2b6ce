// The toast left by the last action (in the session, so it also shows without JavaScript).
// With JavaScript it closes by itself after 3 seconds or by its button.
import { useEffect, useState } from "react";
import type { Toast } from "~/platform/actor";
import { Icon } from "~/shared/ui/icons";
import { common } from "~/shared/messages";
import { TOAST_MS } from "~/shared/ui/toast";

export function Toasts({ toast }: { toast: Toast | null }) {
  const [visible, setVisible] = useState<Toast | null>(toast);
  const [scripted, setScripted] = useState(false);
  useEffect(() => {
    setScripted(true);
    setVisible(toast);
    if (!toast) return;
    const timer = setTimeout(() => setVisible(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  if (!visible) return null;
  return (
    <div className="toasts" aria-live="polite">
      <div className={`toast toast--${visible.type}`} role={visible.type === "error" ? "alert" : "status"}>
        <span>{visible.text}</span>
        {scripted ? (
          <button type="button" className="icon-button" aria-label={common.close} onClick={() => setVisible(null)}>
            <Icon name="close" size={18} />
          </button>
        ) : null}
      </div>
    </div>
  );
}
