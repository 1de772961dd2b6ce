// The banner card's looks, shared by the block the server draws (React's style objects) and the card the lazy
// script builds (the DOM's style properties): strings with their units, which both accept. Inline: the card
// is drawn in the shell, whose stylesheets are not the feature's.

export const CARD_STYLE = {
  display: "flex",
  gap: "12px",
  alignItems: "flex-start",
  overflow: "auto",
  boxSizing: "border-box",
  padding: "12px",
  background: "#fff",
  color: "#1d2733",
  border: "1px solid #c9d3de",
  borderRadius: "12px",
  boxShadow: "0 6px 24px rgba(0, 0, 0, 0.18)",
} as const;

/** With JavaScript it comes after a delay: in a fixed corner (above the phone's bottom menu), moving nothing. */
export const FLOATING_STYLE = {
  position: "fixed",
  right: "16px",
  bottom: "72px",
  zIndex: "40",
  width: "min(340px, calc(100vw - 32px))",
  maxHeight: "50vh",
} as const;

/** Without JavaScript it is in the page from the start: a block in the flow over the feed. */
export const INLINE_STYLE = { marginBottom: "16px" } as const;

export const IMAGE_STYLE = { flex: "none", borderRadius: "50%", objectFit: "cover" } as const;
export const TEXT_STYLE = { flex: "1", minWidth: "0", overflowWrap: "anywhere" } as const;
export const TITLE_STYLE = { margin: "0 0 4px", fontWeight: "600" } as const;
