// The consent text (the current version, from the consents feature) in an informational dialog. It opens by the #consent anchor (CSS :target), so it
// works without JavaScript and without leaving the step; Escape closes it with JavaScript.
import { useEffect } from "react";
import { common } from "~/shared/messages";
import { entry } from "~/features/auth/messages";

const t = entry;

export function ConsentDialog({ paragraphs }: { paragraphs: readonly string[] }) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && window.location.hash === "#consent") window.location.hash = "close";
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  return (
    <div className="modal" id="consent" role="dialog" aria-modal="true" aria-labelledby="consent-title">
      <a className="modal__backdrop" href="#close" aria-label={common.close} />
      <div className="modal__box">
        <h2 id="consent-title">{t.consentTitle}</h2>
        {paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
        <a className="button button--primary" href="#close">
          {t.consentOk}
        </a>
      </div>
    </div>
  );
}
