// The group form (/group-create, /group/{id}/edit; issue #14 point 4): one multipart POST form, fields
// named as the entity. Each refusal is shown beside its field with the typed text kept; files are
// picked again. With JavaScript the description counts its characters as they are typed; without it
// the limit is a hint.
import { describedBy, PlainField } from "~/shared/forms/plain-field";
import { ImagePreviews, useImagePreviews } from "~/shared/ui/image-previews";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Link, useBasePath } from "~/shared/ui/link";
import { groupFormMessages as tf } from "../messages/group-form";
import { groupImageMessages } from "../messages/images";
import { groupPageMessages as p } from "../messages/page";
import { replyView, type LastResult } from "~/shared/forms/reply-view";
import { valuesOfReply, type GroupFormLimits, type GroupFormValues } from "./group-form-values";
import type { GroupImage } from "../server/group-rows.server";

const ACCEPT = ".jpg,.jpeg,.png,image/jpeg,image/png";

/** The description with its limit: a hint on the server's page, a live counter once scripts run. */
function DescriptionField({ value, error, max }: { value: string; error?: string; max: number }) {
  const [length, setLength] = useState<number | null>(null);
  useEffect(() => setLength((n) => n ?? value.length), [value]);
  const hint = length === null ? p.descriptionHint(max) : tf.descriptionCounter(length, max);
  return (
    <PlainField id="group-description" label={tf.description} error={error} hint={hint}>
      <textarea
        id="group-description"
        name="description"
        rows={5}
        defaultValue={value}
        maxLength={max}
        onInput={(e) => setLength(e.currentTarget.value.length)}
        {...describedBy("group-description", error, true)}
      />
    </PlainField>
  );
}

function ImageField({
  input,
  label,
  error,
  current,
  removeName,
}: {
  input: "avatar" | "cover";
  label: string;
  error?: string;
  current?: GroupImage | null;
  removeName: string;
}) {
  const base = useBasePath();
  const id = `group-${input}`;
  const chosen = useImagePreviews();
  return (
    <PlainField id={id} label={label} error={error} hint={current ? `${tf.filesHint}. ${p.keepImage}` : tf.filesHint}>
      {current ? (
        <p className="group-form__current">
          {p.currentImage}{" "}
          <a href={base + current.filePath} target="_blank" rel="noreferrer">
            {current.originalFileName}
          </a>{" "}
          <label className="checkbox">
            <input type="checkbox" name={removeName} /> {p.removeImage}
          </label>
        </p>
      ) : null}
      <input id={id} type="file" name={input} accept={ACCEPT} onChange={chosen.onChange} {...describedBy(id, error, true)} />
      <ImagePreviews previews={chosen.previews} label={groupImageMessages.chosenImages} />
    </PlainField>
  );
}

/** The fields that show a message of their own; any other message goes over the form. */
const FIELDS = [
  "name",
  "description",
  "configClose",
  "avatarFileId",
  "coverFileId",
  "sort",
  "messagesEnabled",
  "subjects",
  "resolutionTypes",
];

export function GroupForm({
  mode,
  defaultValues,
  lastResult,
  formToken,
  canSort,
  images,
  cancelTo,
  limits,
}: {
  mode: "create" | "edit";
  /** The schema's limits, from the loader (the schema itself, with zod, stays out of the page's script). */
  limits: GroupFormLimits;
  /** The group's fields, or empty ones. */
  defaultValues: GroupFormValues;
  /** The action's reply to a refused post (conform's, ADR 0023): what was typed and the messages. */
  lastResult: LastResult;
  formToken?: string;
  canSort?: boolean;
  images?: { avatarFile: GroupImage | null; coverFile: GroupImage | null };
  cancelTo: string;
}) {
  const busy = useNavigation().state === "submitting";
  const reply = replyView(lastResult);
  const values = reply ? valuesOfReply(reply) : defaultValues;
  const errors = Object.fromEntries(FIELDS.map((name) => [name, reply?.error(name)])) as Record<string, string | undefined>;
  const formError = reply?.formError(FIELDS);
  return (
    // A refused post's form is new to React: its fields take the typed values again.
    <Form method="post" encType="multipart/form-data" className="group-form" noValidate key={reply?.key ?? "new"}>
      {formError ? (
        <div className="alert alert--error" role="alert">
          {formError}
        </div>
      ) : null}
      {formToken ? <input type="hidden" name="formToken" value={formToken} /> : null}
      {mode === "edit" ? <input type="hidden" name="version" value={values.version} /> : null}
      <PlainField id="group-name" label={tf.name} error={errors.name}>
        <input
          id="group-name"
          name="name"
          defaultValue={values.name}
          maxLength={limits.name + 1}
          required
          autoComplete="off"
          {...describedBy("group-name", errors.name, false)}
        />
      </PlainField>
      <DescriptionField value={values.description} error={errors.description} max={limits.description} />
      <div className="field">
        <label className="checkbox">
          <input type="checkbox" name="configClose" defaultChecked={values.configClose} /> {tf.configClose}
        </label>
      </div>
      <ImageField input="avatar" label={tf.avatar} error={errors.avatarFileId} current={images?.avatarFile} removeName="removeAvatar" />
      <ImageField input="cover" label={tf.cover} error={errors.coverFileId} current={images?.coverFile} removeName="removeCover" />
      {mode === "edit" ? (
        <>
          {canSort ? (
            <PlainField id="group-sort" label={tf.sort} error={errors.sort} hint={tf.sortHint}>
              <input
                id="group-sort"
                name="sort"
                inputMode="numeric"
                defaultValue={values.sort}
                {...describedBy("group-sort", errors.sort, true)}
              />
            </PlainField>
          ) : null}
          <div className="field">
            <label className="checkbox">
              <input type="checkbox" name="messagesEnabled" defaultChecked={values.messagesEnabled} /> {tf.messagesEnabled}
            </label>
          </div>
          <PlainField id="group-subjects" label={tf.subjects} error={errors.subjects} hint={tf.subjectsHint}>
            <textarea
              id="group-subjects"
              name="subjects"
              rows={4}
              defaultValue={values.subjects}
              {...describedBy("group-subjects", errors.subjects, true)}
            />
          </PlainField>
          <PlainField id="group-resolution-types" label={tf.resolutionTypes} error={errors.resolutionTypes} hint={tf.subjectsHint}>
            <textarea
              id="group-resolution-types"
              name="resolutionTypes"
              rows={4}
              defaultValue={values.resolutionTypes}
              {...describedBy("group-resolution-types", errors.resolutionTypes, true)}
            />
          </PlainField>
        </>
      ) : null}
      <div className="form-buttons">
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>
          {mode === "create" ? tf.create : tf.save}
        </button>
        <Link to={cancelTo} className="button">
          {tf.cancel}
        </Link>
      </div>
    </Form>
  );
}
