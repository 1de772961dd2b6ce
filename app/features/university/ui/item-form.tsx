// The literature form of /university/literature/create and /university/literature/{id}/edit: a multipart post
// that works without JavaScript. A refused post comes back with what was typed, each message under its field,
// and a file already uploaded kept (its id in a hidden field). The topic suggests the ones in use.
import { Form } from "@remix-run/react";
import { FormErrors } from "~/shared/forms/fields";
import { KeptFileField } from "~/shared/forms/kept-file-field";
import { describedBy, PlainField } from "~/shared/forms/plain-field";
import type { ReplyView } from "~/shared/forms/reply-view";
import { Link } from "~/shared/ui/link";
import { UNIVERSITY_LITERATURE } from "../files";
import { AUTHOR_MAX, DESCRIPTION_MAX, GROUP_NAME_MAX, LINK_MAX, LITERATURE_KINDS, TITLE_MAX } from "../limits";
import { messages as t } from "../messages";
import type { LiteratureItem } from "../server/model";

const SHOWN = ["kind", "title", "author", "description", "topic", "link", "file", "fileFileId"];

export function ItemForm({ item, topics, reply }: { item: LiteratureItem | null; topics: string[]; reply: ReplyView | null }) {
  const value = (name: "kind" | "title" | "author" | "description" | "topic" | "link", current: string | undefined) =>
    reply ? reply.value(name) : (current ?? "");
  const err = (name: string) => reply?.error(name);
  const formError = reply?.formError(SHOWN);
  return (
    <Form method="post" encType="multipart/form-data" key={reply?.key ?? "item"} className="card university-form">
      <FormErrors errors={formError ? [formError] : undefined} id="university-item-errors" />
      <PlainField id="item-kind" label={t.fieldKind} error={err("kind")} required>
        <select
          id="item-kind"
          name="kind"
          required
          defaultValue={value("kind", item?.kind ?? "book")}
          {...describedBy("item-kind", err("kind"))}
        >
          {LITERATURE_KINDS.map((k) => (
            <option key={k} value={k}>
              {t.kinds[k]}
            </option>
          ))}
        </select>
      </PlainField>
      <PlainField id="item-title" label={t.fieldTitle} error={err("title")} required>
        <input
          id="item-title"
          type="text"
          name="title"
          required
          maxLength={TITLE_MAX}
          defaultValue={value("title", item?.title)}
          {...describedBy("item-title", err("title"))}
        />
      </PlainField>
      <PlainField id="item-author" label={t.fieldAuthor} error={err("author")}>
        <input
          id="item-author"
          type="text"
          name="author"
          maxLength={AUTHOR_MAX}
          defaultValue={value("author", item?.author)}
          {...describedBy("item-author", err("author"))}
        />
      </PlainField>
      <PlainField id="item-topic" label={t.fieldTopic} error={err("topic")} hint={t.topicHint} required>
        <input
          id="item-topic"
          type="text"
          name="topic"
          required
          list="item-topics"
          maxLength={GROUP_NAME_MAX}
          defaultValue={value("topic", item?.topic)}
          {...describedBy("item-topic", err("topic"), true)}
        />
      </PlainField>
      <datalist id="item-topics">
        {topics.map((topic) => (
          <option key={topic} value={topic} />
        ))}
      </datalist>
      <PlainField id="item-description" label={t.fieldDescription} error={err("description")}>
        <textarea
          id="item-description"
          name="description"
          rows={4}
          maxLength={DESCRIPTION_MAX}
          defaultValue={value("description", item?.description)}
          {...describedBy("item-description", err("description"))}
        />
      </PlainField>
      <PlainField id="item-link" label={t.fieldLink} error={err("link")} hint={t.literatureLinkHint}>
        <input
          id="item-link"
          type="text"
          name="link"
          inputMode="url"
          maxLength={LINK_MAX}
          defaultValue={value("link", item?.link)}
          {...describedBy("item-link", err("link"), true)}
        />
      </PlainField>
      <KeptFileField
        id="item-file"
        name="file"
        label={t.fieldFile}
        kind={UNIVERSITY_LITERATURE}
        reply={reply}
        hasFile={Boolean(item?.file)}
        currentHint={`${t.currentFile}: ${reply?.value("file.name") || item?.file?.name || t.fieldFile}`}
      />
      <div className="university-actions">
        <button type="submit" className="button button--primary">
          {t.save}
        </button>
        <Link to="/university/literature">{t.cancel}</Link>
        {item ? (
          <Link to={`/university/literature/${item.id}/edit?delete`} className="button button--danger-outline">
            {t.remove}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
