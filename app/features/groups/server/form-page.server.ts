// The group form's post (/group-create, /group/{id}/edit; issue #14 point 4), without JavaScript: one
// multipart post with the text fields and the avatar and cover chosen. The text is checked first, so
// a refused form stores no file; the images are stored through the files module (GROUP_IMAGE: JPEG or
// PNG by content) and their ids go to the group. Parsed by the /api's schemas with conform's parse; a
// refusal is conform's reply (ADR 0023): the typed text, each message beside its field (files are
// picked again).
import type { AppLoadContext } from "@remix-run/node";
import { data } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import { PAGE_FORM_MAX_BYTES, readUploadForm } from "~/platform/body-limit.server";
import type { SubmissionResult } from "@conform-to/react";
import { invalid, isDomainError } from "~/platform/errors";
import { GROUP_IMAGE } from "../files";
import { parseWithSchema } from "~/shared/forms/parse.server";
import { replyWithDomainError } from "~/platform/form-reply";
import { groupFormMessages as tf } from "../messages/group-form";
import { createGroupSchema, DESCRIPTION_MAX, NAME_MAX, updateGroupSchema, type GroupInput, type GroupUpdate } from "../schema";
import type { GroupFormLimits, GroupFormValues } from "../ui/group-form-values";

/** The form's body limit (the routes export it as uploadLimit): two images at their largest and the text. */
export const GROUP_FORM_MAX_BYTES = 2 * GROUP_IMAGE.maxBytes + PAGE_FORM_MAX_BYTES;

/** The form's limits for its loader to hand over. */
export const GROUP_FORM_LIMITS: GroupFormLimits = { name: NAME_MAX, description: DESCRIPTION_MAX };

/** The image inputs, the field their ids go to and the refusal shown beside each (the spec's texts). */
const IMAGES = [
  { input: "avatar", field: "avatarFileId", refusal: tf.uploadFailed },
  { input: "cover", field: "coverFileId", refusal: tf.coverFailed },
] as const;

/** A refused post: conform's reply, 400. */
const refused = (result: SubmissionResult<string[]>) => data(result, { status: 400 });

type ImageIds = { avatarFileId?: number; coverFileId?: number };

/**
 * Stores the images chosen; a refusal (not JPEG or PNG by content, too big) is thrown with the
 * field's own message, after the other image was tried, so both fields can say what is wrong.
 */
async function storeImages(
  context: AppLoadContext,
  actor: SignedIn,
  form: FormData,
  pathOf: (file: File) => string | undefined,
  tooBig: string | null,
): Promise<ImageIds> {
  const ids: ImageIds = {};
  const errors: Record<string, string> = {};
  for (const { input, field, refusal } of IMAGES) {
    if (tooBig === input) {
      errors[field] = refusal;
      continue;
    }
    const file = form.get(input);
    if (!(file instanceof File) || file.size === 0 || file.name === "") continue;
    try {
      const onDisk = pathOf(file);
      const saved = await context.services.files.saveUpload(actor, {
        fileType: GROUP_IMAGE.type,
        originalFileName: file.name,
        ...(onDisk ? { path: onDisk, size: file.size } : { bytes: new Uint8Array(await file.arrayBuffer()) }),
      });
      ids[field] = saved.id;
    } catch (error) {
      if (!isDomainError(error)) throw error;
      errors[field] = refusal;
    }
  }
  const first = Object.values(errors)[0];
  if (first) throw invalid(first, errors);
  return ids;
}

/** The images' ids are the server's to set: a posted one is dropped (the kept or stored ones are set). */
const IMAGE_IDS = ["avatarFileId", "coverFileId"] as const;

/**
 * The create form's post: `save` creates the group from the checked input (run once per rendered form
 * by the caller's createOnce). The text is checked before any file is stored. Returns the refusal to
 * show, or the response of `save`.
 */
export async function postCreateForm(
  request: Request,
  context: AppLoadContext,
  actor: SignedIn,
  save: (form: FormData, input: () => Promise<GroupInput>) => Promise<Response>,
) {
  const { form, cleanup, pathOf, tooBig } = await readUploadForm(request, GROUP_IMAGE.maxBytes);
  try {
    for (const name of IMAGE_IDS) form.delete(name);
    const submission = parseWithSchema(form, createGroupSchema);
    if (submission.status !== "success") return refused(submission.reply());
    try {
      return await save(form, async () => ({
        ...submission.value,
        ...(await storeImages(context, actor, form, pathOf, tooBig?.field ?? null)),
      }));
    } catch (error) {
      return refused(replyWithDomainError(submission, error));
    }
  } finally {
    await cleanup();
  }
}

/** The edit form's post: the group's fields, its images kept unless replaced or removed. */
export async function postEditForm(
  request: Request,
  context: AppLoadContext,
  actor: SignedIn,
  current: { id: number; avatarFile: { id: number } | null; coverFile: { id: number } | null },
  save: (input: GroupUpdate) => Promise<Response>,
) {
  const { form, cleanup, pathOf, tooBig } = await readUploadForm(request, GROUP_IMAGE.maxBytes);
  try {
    // The group is the address's; its images are kept unless the form removes them.
    form.set("id", String(current.id));
    for (const name of IMAGE_IDS) form.delete(name);
    if (!form.has("removeAvatar") && current.avatarFile) form.set("avatarFileId", String(current.avatarFile.id));
    if (!form.has("removeCover") && current.coverFile) form.set("coverFileId", String(current.coverFile.id));
    const submission = parseWithSchema(form, updateGroupSchema);
    if (submission.status !== "success") return refused(submission.reply());
    try {
      const images = await storeImages(context, actor, form, pathOf, tooBig?.field ?? null);
      return await save({ ...submission.value, ...images });
    } catch (error) {
      return refused(replyWithDomainError(submission, error));
    }
  } finally {
    await cleanup();
  }
}

/** The form's fields for a group being edited. */
export function groupValues(
  group: { name: string; description: string; configClose: boolean; sort: number; messagesEnabled: boolean; version: number },
  options: { subjects: { name: string }[]; resolutionTypes: { name: string }[] },
): GroupFormValues {
  return {
    name: group.name,
    description: group.description,
    configClose: group.configClose,
    sort: String(group.sort),
    messagesEnabled: group.messagesEnabled,
    subjects: options.subjects.map((o) => o.name).join("\n"),
    resolutionTypes: options.resolutionTypes.map((o) => o.name).join("\n"),
    version: String(group.version),
  };
}
