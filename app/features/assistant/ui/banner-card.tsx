// Эмилия's banner as the server draws it without JavaScript (and in lite mode): her picture, the phrase and a
// form that closes it (/emilia/banner/close). It is in the page's HTML from the start, a block in the flow over
// the feed, so it moves nothing and covers nothing. With JavaScript the same card is built by ../client.ts.
import type { CSSProperties, ReactNode } from "react";
import { messages as t } from "../messages";
import { CARD_STYLE, IMAGE_STYLE, INLINE_STYLE, TEXT_STYLE, TITLE_STYLE } from "./banner-style";

export interface BannerView {
  /** The picture's address, BASE_PATH included. */
  imageSrc: string;
  /** The phrase as safe HTML (the new editor's, sanitized), or null: `text` is shown. */
  html: string | null;
  text: string | null;
}

export function BannerCard({ banner, close }: { banner: BannerView; close: ReactNode }) {
  return (
    <section
      className="emilia-banner"
      style={{ ...CARD_STYLE, ...INLINE_STYLE } as CSSProperties}
      aria-label={t.bannerLabel}
      data-emilia-banner=""
    >
      <img src={banner.imageSrc} alt="" width={64} height={64} style={IMAGE_STYLE as CSSProperties} />
      <div style={TEXT_STYLE as CSSProperties}>
        <p style={TITLE_STYLE as CSSProperties}>{t.title}</p>
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
