// Comments as a post's page shows them (all of them, 50 a page, oldest first, a plain link to the earlier
// ones) and the comment form under a post (its page and each feed card): a text or a sticker chosen with
// radio buttons inside a <details>, no JavaScript needed. Rendered on the server only, like the cards
// (server/page-html.server.tsx); every control is a plain form posting to the page with an `intent`; a
// colleague is mentioned by «@» in the text (with JavaScript) or the «Упомянуть» field (ui/mention-field.tsx). A
// refused comment comes back as conform's reply (ADR 0024): the text as typed, the note's message under
// it, any other over the form.
import type { SubmissionResult } from "@conform-to/react";
import { replyView, type ReplyView } from "~/shared/forms/reply-view";
import { feedCommentMessages as c } from "../messages";
import type { Comment } from "../types";
import type { MentionChoice, Sticker } from "../types-talk";
import { MentionField } from "./mention-field";
import { moscowDateTime } from "~/shared/moscow-time";
import { PlainText } from "./post-text";

/** A comment form after a refusal: its post, and the reply (what was typed, why it was refused). */
export interface CommentFormState {
  postId: number;
  reply: SubmissionResult<string[]>;
  /** The namesakes the «Упомянуть» field's name found: the form asks which one. */
  mentionChoices?: readonly MentionChoice[];
}

/** The comment being edited (`?editComment={id}`), and after a refusal the reply. */
export interface CommentEditState {
  id: number;
  reply?: SubmissionResult<string[]>;
}

/** The fields of a comment form that show their own message: any other goes over the form. */
const SHOWN = ["note", "mention"];

/** A refused comment form's message over it: its own, or that of a field it does not show (a sticker, a name). */
function FormMessage({ view }: { view: ReplyView | null }) {
  const message = view?.formError(SHOWN);
  return message ? (
    <p className="alert alert--error" role="alert">
      {message}
    </p>
  ) : null;
}

/** The note's message, under it (`id`: what the note's field is described by). */
function NoteMessage({ view, id }: { view: ReplyView | null; id: string }) {
  const message = view?.error("note");
  return message ? (
    <p id={id} className="field__error" role="alert">
      {message}
    </p>
  ) : null;
}

const noteInvalid = (view: ReplyView | null, errorId: string) =>
  view?.error("note") ? { "aria-invalid": true as const, "aria-describedby": errorId } : {};

/** The comments of a post's page: a page of them and the id to ask the earlier ones before. */
export interface CommentsView {
  items: Comment[];
  earlierBefore: number | null;
  edit: CommentEditState | null;
}

/** Where the forms post and come back to (as the card's CardContext). */
interface Where {
  base: string;
  action: string;
  back: string;
}

const Hidden = ({ fields }: { fields: Record<string, string | number> }) => (
  <>
    {Object.entries(fields).map(([name, value]) => (
      <input key={name} type="hidden" name={name} value={value} />
    ))}
  </>
);

function SmallForm({
  where,
  fields,
  label,
  pressed,
}: {
  where: Where;
  fields: Record<string, string | number>;
  label: string;
  pressed?: boolean;
}) {
  return (
    <form method="post" action={`${where.base}${where.action}`} className="post__action">
      <Hidden fields={{ ...fields, back: where.back }} />
      <button
        type="submit"
        className={pressed === undefined ? "button button--small" : pressed ? "like like--on" : "like"}
        aria-pressed={pressed}
      >
        {label}
      </button>
    </form>
  );
}

function EditForm({ comment, state, where }: { comment: Comment; state: CommentEditState; where: Where }) {
  const errorId = `comment-edit-error-${comment.id}`;
  const view = replyView(state.reply);
  return (
    <form method="post" action={`${where.base}${where.action}`} className="comment-form">
      <Hidden fields={{ intent: "comment-edit", commentId: comment.id, back: where.back }} />
      <FormMessage view={view} />
      <label className="field">
        <span className="visually-hidden">{c.field}</span>
        <textarea
          name="note"
          rows={3}
          maxLength={2000}
          defaultValue={view ? view.value("note") : comment.note}
          {...noteInvalid(view, errorId)}
        />
      </label>
      <NoteMessage view={view} id={errorId} />
      <button type="submit" className="button button--primary button--small">
        {c.save}
      </button>{" "}
      <a href={`${where.base}${where.back}#comment-${comment.id}`} className="button button--small">
        {c.cancel}
      </a>
    </form>
  );
}

/**
 * A deleted comment, as those who may restore it (and its author) see it: «Комментарий удален», and its text
 * folded under it, so the thread reads as deleted and the restorer still knows what comes back.
 */
export function DeletedComment({ note }: { note: string | null }) {
  return (
    <>
      <p className="comment__deleted">{c.deleted}</p>
      {note ? (
        <details className="comment__deleted-text">
          <summary>{c.deletedText}</summary>
          <PlainText text={note} className="comment__text" />
        </details>
      ) : null}
    </>
  );
}

export function CommentItem({ comment, where, edit }: { comment: Comment; where: Where; edit: CommentEditState | null }) {
  const editing = edit !== null && edit.id === comment.id && comment.canEdit;
  const editHref = `${where.base}${where.back}${where.back.includes("?") ? "&" : "?"}editComment=${comment.id}#comment-${comment.id}`;
  return (
    <div id={`comment-${comment.id}`} className={comment.isDelete ? "comment comment--deleted" : "comment"}>
      <a href={`${where.base}/user/${comment.author.id}`} className="comment__author">
        {`${comment.author.name} ${comment.author.surname}`.trim()}
      </a>{" "}
      <time className="muted" dateTime={comment.createDate}>
        {moscowDateTime(comment.createDate)}
      </time>
      {comment.changeDate ? <span className="muted"> ({c.edited})</span> : null}
      {editing ? (
        <EditForm comment={comment} state={edit} where={where} />
      ) : comment.isDelete ? (
        <DeletedComment note={comment.sticker ? null : comment.note} />
      ) : comment.sticker ? (
        <img
          className="comment__sticker"
          src={`${where.base}${comment.sticker.filePath}`}
          alt={c.sticker(comment.sticker.id)}
          width={96}
          height={96}
        />
      ) : (
        <PlainText text={comment.note} className="comment__text" />
      )}
      <div className="comment__actions">
        {comment.isDelete ? (
          <span className="muted">{c.likeCount(comment.likeCount)}</span>
        ) : (
          <SmallForm
            where={where}
            fields={{ intent: "comment-like", commentId: comment.id, like: comment.hasLike ? "0" : "1" }}
            label={c.likeCount(comment.likeCount)}
            pressed={comment.hasLike}
          />
        )}
        {comment.canEdit && !editing ? (
          <a href={editHref} className="button button--small">
            {c.edit}
          </a>
        ) : null}
        {comment.canDelete ? (
          <SmallForm
            where={where}
            fields={{ intent: comment.isDelete ? "comment-restore" : "comment-delete", commentId: comment.id }}
            label={comment.isDelete ? c.restore : c.remove}
          />
        ) : null}
      </div>
    </div>
  );
}

/** All comments of a post's page: the link to the earlier ones, then this page's, oldest first. */
export function CommentList({ view, where }: { view: CommentsView; where: Where }) {
  const [path] = where.back.split("?");
  return (
    <section id="comments" className="post__comments post__comments--all" aria-label={c.title}>
      <h3>{c.title}</h3>
      {view.earlierBefore !== null ? (
        <p>
          <a href={`${where.base}${path}?before=${view.earlierBefore}#comments`} className="comments__earlier">
            {c.earlier}
          </a>
        </p>
      ) : null}
      {view.items.length === 0 ? <p className="muted">{c.none}</p> : null}
      {view.items.map((comment) => (
        <CommentItem key={comment.id} comment={comment} where={where} edit={view.edit} />
      ))}
    </section>
  );
}

/** The form to comment on a post: a text of at most 2000 characters or a sticker. */
export function CommentForm({
  postId,
  stickers,
  picker,
  state,
  where,
}: {
  postId: number;
  stickers: readonly Sticker[];
  /**
   * The stickers on the post's own page, closed or open (`?stickers=1`); on a feed card a link to that
   * page: twelve pictures under each of 20 cards were a quarter of the feed's HTML.
   */
  picker: "closed" | "open" | "link";
  state: CommentFormState | null;
  where: Where;
}) {
  const view = state !== null && state.postId === postId ? replyView(state.reply) : null;
  const errorId = `comment-error-${postId}`;
  const stickerId = view ? Number(view.value("stickerId")) || null : null;
  return (
    <form method="post" action={`${where.base}${where.action}`} className="comment-form" id={`comment-form-${postId}`}>
      <Hidden fields={{ intent: "comment", postId, back: where.back }} />
      <FormMessage view={view} />
      <label className="field">
        <span className="visually-hidden">{c.field}</span>
        <textarea
          name="note"
          rows={2}
          maxLength={2000}
          placeholder={c.placeholder}
          defaultValue={view?.value("note") ?? ""}
          {...noteInvalid(view, errorId)}
        />
      </label>
      <NoteMessage view={view} id={errorId} />
      <MentionField postId={postId} view={view} choices={state?.postId === postId ? (state.mentionChoices ?? []) : []} />
      {stickers.length > 0 && picker === "link" ? (
        <a href={`${where.base}/news/${postId}?stickers=1#comment-form-${postId}`} className="sticker-link">
          {c.chooseSticker}
        </a>
      ) : null}
      {stickers.length > 0 && picker !== "link" ? (
        <details className="sticker-picker" open={stickerId || picker === "open" ? true : undefined}>
          <summary>{c.stickers}</summary>
          <label className="sticker-picker__item">
            <input type="radio" name="stickerId" value="" defaultChecked={!stickerId} /> {c.noSticker}
          </label>
          {stickers.map((sticker) => (
            <label key={sticker.id} className="sticker-picker__item">
              <input type="radio" name="stickerId" value={sticker.id} defaultChecked={stickerId === sticker.id} />
              <img src={`${where.base}${sticker.filePath}`} alt={c.sticker(sticker.id)} width={64} height={64} loading="lazy" />
            </label>
          ))}
        </details>
      ) : null}
      <button type="submit" className="button button--small">
        {c.send}
      </button>
    </form>
  );
}
