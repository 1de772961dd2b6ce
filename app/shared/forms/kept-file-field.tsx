// A file field whose upload survives a refused post: the server keeps the file it received and the answer names
// it (`<name>FileId`), so the form sends that id again in a hidden field and the person does not pick the
// file twice. One markup for every form with a photo, cover or logo (walkfame, professional, club...).
import type { ReactNode } from "react";
import { acceptOf, type FileTypeRule } from "~/shared/files/rules";
import { describedBy, PlainField } from "./plain-field";
import type { ReplyView } from "./reply-view";

export function KeptFileField({
  id,
  name,
  label,
  kind,
  reply,
  hasFile,
  currentHint,
}: {
  id: string;
  /** The file input's name; the kept file's id travels as `${name}FileId`. */
  name: string;
  label: ReactNode;
  /** What the field accepts (checked by content on the server). */
  kind: FileTypeRule;
  reply: ReplyView | null | undefined;
  /** Whether the thing edited already has a file, which an empty field keeps. */
  hasFile: boolean;
  /** The hint shown when a file is there or kept (e.g. «Текущий файл»). */
  currentHint: ReactNode;
}) {
  const keptName = `${name}FileId`;
  const kept = reply?.value(keptName);
  const error = reply?.error(name) ?? reply?.error(keptName);
  const present = Boolean(kept || hasFile);
  return (
    <>
      <PlainField id={id} label={label} error={error} hint={present ? currentHint : undefined}>
        <input id={id} type="file" name={name} accept={acceptOf(kind)} {...describedBy(id, error, present)} />
      </PlainField>
      {kept ? <input type="hidden" name={keptName} value={kept} /> : null}
    </>
  );
}
