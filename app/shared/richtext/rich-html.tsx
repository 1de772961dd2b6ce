// Stored rich text (guide articles, documents, FAQ answers, glossary definitions) as the page shows it.
// The HTML is already sanitized on the server; here only the portal's own file addresses ("/files/…",
// as uploads return them) get BASE_PATH in front, so images and attachments load under a base path too.
import { useRouteLoaderData } from "@remix-run/react";
import { createElement } from "react";

export function withBasePath(html: string, basePath: string): string {
  if (!basePath) return html;
  // A bare address (an image's src), or inside a tag's src or href attribute, never in text.
  if (html.startsWith("/files/")) return `${basePath}${html}`;
  return html.replace(/(<[a-z][^<>]*\s(?:src|href)=")\/files\//gi, `$1${basePath}/files/`);
}

export function RichHtml({ html, className, as = "div" }: { html: string; className: string; as?: "div" | "dd" }) {
  const basePath = useRouteLoaderData<{ basePath?: string }>("root")?.basePath ?? "";
  return createElement(as, { className, dangerouslySetInnerHTML: { __html: withBasePath(html, basePath) } });
}
