// The board form of /walkfame/create and /walkfame/edit/{id}: a multipart post that works without JavaScript.
// A refused post comes back with what was typed, each message under its field, and a cover already uploaded
// kept (its id in a hidden field).
import { KeptFileField } from "~/shared/forms/kept-file-field";
import { Form } from "@remix-run/react";
import { FormErrors } from "~/shared/forms/fields";
import { describedBy, PlainField } from "~/shared/forms/plain-field";
import type { ReplyView } from "~/shared/forms/reply-view";
import { Link } from "~/shared/ui/link";
import { WALKFAME_IMAGE } from "../files";
import { messages as t } from "../messages";
import { DESCRIPTION_MAX, TITLE_MAX, YEAR_MAX, YEAR_MIN } from "../limits";
import type { WalkfameBoard } from "../server/model";

const SHOWN = ["title", "year", "nomination", "description", "cover", "coverFileId", "archived"];

export function BoardForm({ board, reply, year }: { board: WalkfameBoard | null; reply: ReplyView | null; year: number }) {
  const value = (name: "title" | "nomination" | "description", current: string | null | undefined) =>
    reply ? reply.value(name) : (current ?? "");
  const err = (name: string) => reply?.error(name);
  return (
    <Form method="post" encType="multipart/form-data" key={reply?.key ?? "board"} className="card walkfame-form">
      <FormErrors errors={reply?.formError(SHOWN) ? [reply.formError(SHOWN)!] : undefined} id="walkfame-board-errors" />
      <PlainField id="walkfame-title" label={t.fieldTitle} error={err("title")} required>
        <input
          id="walkfame-title"
          type="text"
          name="title"
          required
          maxLength={TITLE_MAX}
          defaultValue={value("title", board?.title)}
          {...describedBy("walkfame-title", err("title"))}
        />
      </PlainField>
      <PlainField id="walkfame-year" label={t.fieldYear} error={err("year")} required>
        <input
          id="walkfame-year"
          type="number"
          name="year"
          required
          min={YEAR_MIN}
          max={YEAR_MAX}
          defaultValue={reply ? reply.value("year") : String(board?.year ?? year)}
          {...describedBy("walkfame-year", err("year"))}
        />
      </PlainField>
      <PlainField id="walkfame-nomination" label={t.fieldNomination} error={err("nomination")} hint={t.nominationHint}>
        <input
          id="walkfame-nomination"
          type="text"
          name="nomination"
          maxLength={TITLE_MAX}
          defaultValue={value("nomination", board?.nomination)}
          {...describedBy("walkfame-nomination", err("nomination"), true)}
        />
      </PlainField>
      <PlainField id="walkfame-description" label={t.fieldDescription} error={err("description")}>
        <textarea
          id="walkfame-description"
          name="description"
          rows={4}
          maxLength={DESCRIPTION_MAX}
          defaultValue={value("description", board?.description)}
          {...describedBy("walkfame-description", err("description"))}
        />
      </PlainField>
      <KeptFileField
        id="walkfame-cover"
        name="cover"
        label={t.fieldCover}
        kind={WALKFAME_IMAGE}
        reply={reply}
        hasFile={Boolean(board?.cover)}
        currentHint={`${t.currentFile}: ${reply?.value("cover.name") || t.fieldCover}`}
      />
      {board ? (
        <div className="field">
          <label>
            <input type="checkbox" name="archived" value="on" defaultChecked={reply ? reply.checked("archived") : board.archived} />{" "}
            {t.fieldArchived}
          </label>
        </div>
      ) : null}
      <div className="walkfame-actions">
        <button type="submit" className="button button--primary">
          {t.save}
        </button>
        <Link to={board ? `/walkfame/${board.id}` : "/walkfame"}>{t.cancel}</Link>
        {board ? (
          <Link to={`/walkfame/edit/${board.id}?delete`} className="button button--danger-outline">
            {t.remove}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/** The confirmation page's form: «Да, удалить» posts, «Отмена» goes back. */
export function ConfirmRemove({ title, text, back }: { title: string; text: string; back: string }) {
  return (
    <Form method="post" encType="multipart/form-data" className="card walkfame-form" aria-labelledby="walkfame-confirm">
      <h2 id="walkfame-confirm">{title}</h2>
      <p>{text}</p>
      <input type="hidden" name="intent" value="delete" />
      <div className="walkfame-actions">
        <button type="submit" className="button button--danger">
          {t.confirmRemove}
        </button>
        <Link to={back}>{t.cancel}</Link>
      </div>
    </Form>
  );
}
