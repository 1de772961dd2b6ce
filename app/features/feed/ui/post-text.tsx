// A post's or comment's plain text: line breaks kept (CSS white-space), http(s) links made clickable,
// everything else shown as typed (React escapes it).
import type { ReactNode } from "react";

const LINK = /https?:\/\/[^\s<>"']+/g;
/** Punctuation that ends a sentence rather than the link it follows. */
const TRAILING = /[.,;:!?)»"']+$/;

export function PlainText({ text, className }: { text: string; className?: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const start = match.index ?? 0;
    const href = match[0].replace(TRAILING, "");
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <a key={start} href={href} rel="noopener noreferrer nofollow" target="_blank">
        {href}
      </a>,
    );
    last = start + href.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <div className={className ?? "post__text"}>{parts}</div>;
}
