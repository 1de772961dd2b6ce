// The rich-text field of every knowledge-base form (guide articles, documents, FAQ answers, glossary
// definitions). On the server and without JavaScript it is a plain textarea whose text the server turns
// into safe HTML (richTextForStorage); with JavaScript the ProseMirror editor takes its place and writes
// its HTML into the same named field, so the form posts the same thing either way.
import { type FieldMetadata } from "@conform-to/react";
import { getTextareaProps } from "~/shared/forms/props";
import { useRouteLoaderData } from "@remix-run/react";
import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { useHydrated } from "~/shared/ui/hydrated";
import type { EditorProps } from "./editor.client";
import { RICH_TAGS } from "~/shared/richtext/tags";
import { richTextField as t } from "~/shared/richtext/messages";
/** The tags worth naming to a writer: the parts of tables and lists go with their tag. */
const HINT_TAGS = RICH_TAGS.filter(
  (tag) => !["thead", "tbody", "tr", "th", "td", "li", "figcaption", "b", "i", "span", "div"].includes(tag),
)
  .map((tag) => `<${tag}>`)
  .join(" ");

// Loaded only after hydration and only where a rich-text field is on the page: view pages and the
// shell never carry the editor. If the chunk cannot be loaded, the textarea simply stays.
const Editor = lazy(() => import("./editor.client").catch(() => ({ default: (() => null) as (props: EditorProps) => JSX.Element | null })));

export function RichTextField({
  field,
  rows = 12,
  className,
  uploadUrl,
}: {
  field: FieldMetadata<string>;
  rows?: number;
  className?: string;
  /** Where the editor uploads images and files; POST {base}/api/froala/upload by default. */
  uploadUrl?: string;
}) {
  const hydrated = useHydrated();
  const root = useRouteLoaderData<{ basePath?: string }>("root");
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [editing, setEditing] = useState(false);
  const onReady = useCallback(() => setEditing(true), []);
  // No key among the props: the textarea must stay the same element for the editor that writes into it.
  const props = getTextareaProps(field);
  // The format hint is the plain textarea's only: the editor's toolbar speaks for itself.
  const hintId = `${field.id}-format`;
  const describedBy = [props["aria-describedby"], editing ? null : hintId].filter(Boolean).join(" ") || undefined;
  return (
    <>
      <textarea
        {...props}
        ref={textarea}
        rows={rows}
        className={className}
        // Hidden, it still carries the editor's HTML to the form; its label now names the editor.
        id={editing ? undefined : props.id}
        hidden={editing}
        aria-describedby={describedBy}
      />
      {editing ? null : (
        <div className="field__hint rich-text-hint" id={hintId}>
          <p>{t.plainHint}</p>
          <p>{t.plainTags(HINT_TAGS)}</p>
          <p>{t.plainExample}</p>
          <pre>{t.plainExampleHtml}</pre>
        </div>
      )}
      {hydrated ? (
        <Suspense fallback={null}>
          <Editor
            textarea={textarea}
            fieldId={field.id}
            rows={rows}
            uploadUrl={uploadUrl ?? `${root?.basePath ?? ""}/api/froala/upload`}
            basePath={root?.basePath ?? ""}
            onReady={onReady}
            active={editing}
          />
        </Suspense>
      ) : null}
    </>
  );
}
