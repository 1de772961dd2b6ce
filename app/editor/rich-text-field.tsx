// The rich-text field of every knowledge-base form (guide articles, documents, FAQ answers, glossary
// definitions). On the server and without JavaScript it is a plain textarea whose text the server turns
// into safe HTML (richTextForStorage); with JavaScript the ProseMirror editor takes its place and writes
// its HTML into the same named field, so the form posts the same thing either way.
import { getTextareaProps, type FieldMetadata } from "@conform-to/react";

export function RichTextField({ field, rows = 12, className }: { field: FieldMetadata<string>; rows?: number; className?: string }) {
  return <textarea {...getTextareaProps(field)} rows={rows} className={className} />;
}
