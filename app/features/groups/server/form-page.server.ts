// The group form's post (/group-create, /group/{id}/edit; issue #14 point 4), without JavaScript: one
// multipart post with the text fields and the avatar and cover chosen. The text is checked first, so
// a refused form stores no file; the images are stored through the files module (GROUP_IMAGE: JPEG or
// PNG by content) and their ids go to the group. A refusal comes back as the form's data: the typed
// text, each message beside its field (files are picked again).
import { formText } from "~/shared/forms/form-text";
import type { AppLoadContext } from "@remix-run/node";
import { data } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import { PAGE_FORM_MAX_BYTES, readUploadForm } from "~/platform/body-limit.server";
import { formRefusal, invalid, isDomainError } from "~/platform/errors";
import { PASTED_IMAGE_MAX_BYTES } from "~/shared/files/rules";
import { parseInput } from "~/platform/validate";
import { groupFormMessages as tf } from "../messages";
import { createGroupSchema, DESCRIPTION_MAX, NAME_MAX, updateGroupSchema, type GroupInput, type GroupUpdate } from "../schema";
import type { GroupFormLimits, GroupFormValues } from "../ui/group-form-values";

/** The form's body limit (the routes export it as uploadLimit): two images at their largest and the text. */
export const GROUP_FORM_MAX_BYTES = 2 * PASTED_IMAGE_MAX_BYTES + PAGE_FORM_MAX_BYTES;

/** The form's limits for its loader to hand over. */
export const GROUP_FORM_LIMITS: GroupFormLimits = { name: NAME_MAX, description: DESCRIPTION_MAX };

export interface GroupFormFailure {
  values: GroupFormValues;
  /** By field: name, description, avatarFileId, coverFileId, sort, subjects, resolutionTypes. */
  errors: Record<string, string>;
  /** A message of the whole form (a stale save). */
  formError: string | null;
}

/** The image inputs, the field their ids go to and the refusal shown beside each (the spec's texts). */
const IMAGES = [
  { input: "avatar", field: "avatarFileId", refusal: tf.uploadFailed },
  { input: "cover", field: "coverFileId", refusal: tf.coverFailed },
] as const;

export function postedValues(form: FormData): GroupFormValues {
  return {
    name: formText(form, "name"),
    description: formText(form, "description"),
    configClose: form.has("configClose"),
    sort: formText(form, "sort"),
    messagesEnabled: form.has("messagesEnabled"),
    subjects: formText(form, "subjects"),
    resolutionTypes: formText(form, "resolutionTypes"),
    version: formText(form, "version"),
  };
}

export const failure = (values: GroupFormValues, errors: Record<string, string>, formError: string | null = null) =>
  data<GroupFormFailure>({ values, errors, formError }, { status: 400 });

/** A domain refusal as the form's failure: field messages beside their fields, the rest atop. */
export function refusedForm(values: GroupFormValues, error: unknown) {
  const { formError, fieldErrors } = formRefusal(error);
  return failure(values, fieldErrors, formError);
}

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
        fileType: "GROUP_IMAGE",
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

/** The fields both forms check before any file is stored. */
const textOf = (v: GroupFormValues) => ({ name: v.name, description: v.description, configClose: v.configClose });

/**
 * The create form's post: `save` creates the group from the checked input (run once per rendered form
 * by the caller's createOnce). Returns the failure to show, or the response of `save`.
 */
export async function postCreateForm(
  request: Request,
  context: AppLoadContext,
  actor: SignedIn,
  save: (form: FormData, input: () => Promise<GroupInput>) => Promise<Response>,
) {
  const { form, cleanup, pathOf, tooBig } = await readUploadForm(request, PASTED_IMAGE_MAX_BYTES);
  const values = postedValues(form);
  try {
    const checked = parseInput(createGroupSchema, textOf(values));
    return await save(form, async () => ({ ...checked, ...(await storeImages(context, actor, form, pathOf, tooBig?.field ?? null)) }));
  } catch (error) {
    return refusedForm(values, error);
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
  const { form, cleanup, pathOf, tooBig } = await readUploadForm(request, PASTED_IMAGE_MAX_BYTES);
  const values = postedValues(form);
  try {
    const kept = {
      avatarFileId: form.has("removeAvatar") ? undefined : current.avatarFile?.id,
      coverFileId: form.has("removeCover") ? undefined : current.coverFile?.id,
    };
    const fields = {
      id: current.id,
      ...textOf(values),
      ...kept,
      sort: values.sort,
      messagesEnabled: values.messagesEnabled,
      subjects: values.subjects,
      resolutionTypes: values.resolutionTypes,
      version: values.version,
    };
    parseInput(updateGroupSchema, fields);
    const images = await storeImages(context, actor, form, pathOf, tooBig?.field ?? null);
    return await save(parseInput(updateGroupSchema, { ...fields, ...images }));
  } catch (error) {
    return refusedForm(values, error);
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
