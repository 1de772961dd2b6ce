// A file chosen in a page form's file control, stored before the form is checked: its id and name join the
// form (`<control>.id`, `<control>.name`), so a refusal of another field shows it as already attached and
// nothing chosen is lost (ADR 0024). The control itself leaves the form.
import type { AppLoadContext } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import type { UploadedForm } from "~/platform/body-limit.server";
import { isDomainError } from "~/platform/errors";
import type { FileType } from "~/shared/files/rules";

/**
 * Stores the file of `control` as `fileType` from an upload form: null when none was chosen or it was
 * stored; the refusal to show under the control otherwise (too big, or refused by its content).
 */
export async function storeChosenFile(
  context: AppLoadContext,
  actor: SignedIn,
  upload: UploadedForm,
  control: string,
  kind: { type: FileType; tooBig: string },
): Promise<string | null> {
  const file = upload.form.get(control);
  upload.form.delete(control);
  if (upload.tooBig?.field === control) return kind.tooBig;
  if (!(file instanceof File) || file.size === 0 || file.name === "") return null;
  try {
    const onDisk = upload.pathOf(file);
    const saved = await context.services.files.saveUpload(actor, {
      fileType: kind.type,
      originalFileName: file.name,
      // Stored from the upload's temporary file when it has one, never read whole here.
      ...(onDisk ? { path: onDisk, size: file.size } : { bytes: new Uint8Array(await file.arrayBuffer()) }),
    });
    upload.form.set(`${control}.id`, String(saved.id));
    upload.form.set(`${control}.name`, file.name.slice(0, 255));
    return null;
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return error.message;
  }
}
