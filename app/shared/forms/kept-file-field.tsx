// The file control of a plain multipart form (works without JavaScript) that keeps a file already uploaded
// across a refused post: the action stores the chosen file first (platform/files/form-file.server.ts) and the
// page sends its id back in a hidden field, so the person does not choose it again. The hint says a file is
// there (kept, or the one saved before). The hall of fame's and the contest's forms draw the same markup inline.
import { describedBy, PlainField } from "./plain-field";

export function KeptFileField({
  id,
  name,
  keptName,
  label,
  accept,
  error,
  kept,
  hint,
}: {
  id: string;
  /** The file control's name (the action stores it and names its id `<name>.id`). */
  name: string;
  /** The hidden field that carries the kept file's id back (the schema's `…FileId`). */
  keptName: string;
  label: string;
  accept: string;
  error?: string;
  /** The id of a file uploaded by a refused post, or "" / undefined. */
  kept?: string;
  /** Said under the control when a file is there (kept, or saved before); undefined when none is. */
  hint?: string;
}) {
  return (
    <>
      <PlainField id={id} label={label} error={error} hint={hint}>
        <input id={id} type="file" name={name} accept={accept} {...describedBy(id, error, Boolean(hint))} />
      </PlainField>
      {kept ? <input type="hidden" name={keptName} value={kept} /> : null}
    </>
  );
}
