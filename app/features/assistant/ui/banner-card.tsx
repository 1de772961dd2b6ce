// Эмилия's banner card: her picture and the phrase. With JavaScript it comes after a delay, so it floats in a
// fixed corner of the window (above the phone's bottom menu) and its appearance never moves the page; without
// JavaScript it is in the page's HTML from the start, a block in the flow over the feed, where it moves nothing
// either and covers nothing. The close control is the caller's: a form posting to /emilia/banner/close without
// JavaScript, a button with it. Styles inline: the card is drawn in the shell, whose stylesheets are not the
// feature's.
import type { CSSProperties, ReactNode } from "react";
import { messages as t } from "../messages";

const FLOATING: CSSProperties = {
  position: "fixed",
  right: 16,
  bottom: 72,
  zIndex: 40,
  width: "min(340px, calc(100vw - 32px))",
  maxHeight: "50vh",
};
const INLINE: CSSProperties = { marginBottom: 16 };

const CARD: CSSProperties = {
  display: "flex",
  gap: 12,
  alignItems: "flex-start",
  overflow: "auto",
  boxSizing: "border-box",
  padding: 12,
  background: "#fff",
  color: "#1d2733",
  border: "1px solid #c9d3de",
  borderRadius: 12,
  boxShadow: "0 6px 24px rgba(0, 0, 0, 0.18)",
};

export interface BannerView {
  /** The picture's address, BASE_PATH included. */
  imageSrc: string;
  /** The phrase as safe HTML (the new editor's, sanitized), or null: `text` is shown. */
  html: string | null;
  text: string | null;
}

export function BannerCard({ banner, close, floating }: { banner: BannerView; close: ReactNode; floating: boolean }) {
  return (
    <section
      className="emilia-banner"
      style={{ ...CARD, ...(floating ? FLOATING : INLINE) }}
      aria-label={t.bannerLabel}
      data-emilia-banner=""
    >
      <img src={banner.imageSrc} alt="" width={64} height={64} style={{ flex: "none", borderRadius: "50%", objectFit: "cover" }} />
      <div style={{ flex: 1, minWidth: 0, overflowWrap: "anywhere" }}>
        <p style={{ margin: "0 0 4px", fontWeight: 600 }}>{t.title}</p>
        {banner.html !== null ? (
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: banner.html }} />
        ) : (
          <p style={{ margin: 0 }}>{banner.text}</p>
        )}
      </div>
      {close}
    </section>
  );
}
