// Stored rich text (guide articles, documents, FAQ answers, glossary definitions) as the page shows it.
// The HTML is already sanitized on the server; here only the portal's own file addresses ("/files/…",
// as uploads return them) get BASE_PATH in front, so images and attachments load under a base path too.
// A page's main text may come through pageOnly() (shared/ui/page-only.tsx): the page's HTML holds it once,
// and the browser keeps that markup instead of downloading the text again as hydration data.
import { useRouteLoaderData } from "@remix-run/react";
import { createElement, useMemo } from "react";
import { isPageOnly, useMarkupInPage, usePageOnly, type PageOnly } from "~/shared/ui/page-only";

export function withBasePath(html: string, basePath: string): string {
  if (!basePath) return html;
  // A bare address (an image's src), or inside a tag's src or href attribute, never in text.
  if (html.startsWith("/files/")) return `${basePath}${html}`;
  return html.replace(/(<[a-z][^<>]*\s(?:src|href)=")\/files\//gi, `$1${basePath}/files/`);
}

/** Whether HTML reads back as this markup once parsed (the browser's own spelling of attributes and entities). */
function sameMarkup(html: string, markup: string): boolean {
  return new DOMParser().parseFromString(`<body>${html}`, "text/html").body.innerHTML === markup;
}

export function RichHtml(props: { html: string | PageOnly; className: string; as?: "div" | "dd" }) {
  const basePath = useRouteLoaderData<{ basePath?: string }>("root")?.basePath ?? "";
  return <RichMarkup {...props} basePath={basePath} />;
}

/** RichHtml with the base path given (the page's root data holds it). */
export function RichMarkup({
  html,
  basePath,
  className,
  as = "div",
}: {
  html: string | PageOnly;
  basePath: string;
  className: string;
  as?: "div" | "dd";
}) {
  const text = usePageOnly(html);
  // The server's markup, when the browser hydrates a page that showed the text without sending it again
  // (found by an id the stand-in's key gives: the same on the server and in the browser).
  const id = isPageOnly(html) ? `page-only-${html.pageOnly}` : undefined;
  const markup = useMarkupInPage(id, text === undefined);
  const fresh = text === undefined ? undefined : withBasePath(text, basePath);
  // The text itself arrives with a revalidation (after a favourite star, say): the same text leaves the
  // element as it is, so an embedded video that plays goes on playing.
  const same = useMemo(() => fresh !== undefined && markup !== "" && sameMarkup(fresh, markup), [fresh, markup]);
  const shown = fresh === undefined || same ? markup : fresh;
  return createElement(as, { className, id, dangerouslySetInnerHTML: { __html: shown } });
}
