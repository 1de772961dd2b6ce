// The editor's uploads: POST {base}/api/froala/upload, multipart with one file in `image` (an editor
// image, jpeg/jpg/png up to 3 MB) or `file` (an attachment), sent with the session cookie. Success is
// 200 {link}; a refusal is {error, code} where code 2 means "too big" (app/platform/files/http.server.ts).
import { ATTACHMENT, EDITOR_IMAGE, EDITOR_IMAGE_MAX_BYTES, PASTED_IMAGE_MAX_BYTES, extensionOf } from "~/shared/files/rules";
import * as ru from "~/shared/messages";

export type UploadField = "image" | "file";
export type UploadResult = { ok: true; link: string } | { ok: false; message: string };

const TOO_BIG = 2;

/** What the editor tells the person when an upload is refused (spec §8 "Editor/upload"). */
export function uploadFailure(field: UploadField, body: unknown): string {
  const { code, error } = (body && typeof body === "object" ? body : {}) as { code?: unknown; error?: unknown };
  if (field === "image") return code === TOO_BIG ? ru.files.imageTooBig3 : ru.files.imageFailed;
  if (code === TOO_BIG) return ru.files.tooBig30;
  // The server's refusals of attachments are already Russian and say what to fix (format, empty file).
  return typeof error === "string" && error ? error : ru.files.uploadFailed;
}

/**
 * The refusal to show before sending anything, or null: images chosen in the editor must be jpeg/jpg/png
 * of at most 3 MB; pasted images at most 30 MB (spec §9; the server still has the last word).
 */
export function checkBeforeUpload(file: File, how: "image" | "pasted" | "file"): string | null {
  if (how === "pasted") return file.size > PASTED_IMAGE_MAX_BYTES ? ru.files.tooBig30 : null;
  const rule = how === "image" ? EDITOR_IMAGE : ATTACHMENT;
  if (!rule.extensions.includes(extensionOf(file.name))) return ru.files.extension(rule.extensions.join(", "));
  if (how === "image" && file.size > EDITOR_IMAGE_MAX_BYTES) return ru.files.imageTooBig3;
  return file.size > rule.maxBytes ? rule.tooBig : null;
}

export async function uploadFile(url: string, field: UploadField, file: File): Promise<UploadResult> {
  const body = new FormData();
  body.append(field, file, file.name);
  try {
    const response = await fetch(url, { method: "POST", body, credentials: "same-origin" });
    const answer: unknown = await response.json().catch(() => null);
    const link = (answer as { link?: unknown } | null)?.link;
    if (response.ok && typeof link === "string" && link) return { ok: true, link };
    return { ok: false, message: uploadFailure(field, answer) };
  } catch {
    return { ok: false, message: uploadFailure(field, null) };
  }
}
