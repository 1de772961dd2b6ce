// A post as the feed and its page show it (issue #12 point 2), rendered on the server to HTML
// (server/page-html.server.tsx): every control is a plain form posting to the page it is on with an
// `intent`, every link a plain link, so it works the same with JavaScript on and off.
import { fileSizeMb } from "~/shared/files/rules";
import { PlainFavoriteStar } from "~/shared/ui/favorite-star";
import { feedMessages as t } from "../messages";
import type { Comment as PostComment, LikeEntry, Post, PersonRef } from "../types";
import type { Sticker } from "../types-talk";
import { CommentForm, CommentList, DeletedComment, type CommentFormState, type CommentsView } from "./comments";
import { moscowDateTime } from "~/shared/moscow-time";
import { videoTime } from "./dates";
import { PollBlock } from "./poll";
import { PlainText } from "./post-text";

/** Where a card is shown: the base path, the address its forms post to and the one they come back to. */
export interface CardContext {
  /** BASE_PATH ("" at the root). */
  base: string;
  /** The app path the card's forms post to ("/?index", "/news/12"). */
  action: string;
  /** The app path (with its query) the page comes back to after a form. */
  back: string;
  /** On the post's own page: no link to it. */
  full?: boolean;
  /** ?likes=1 of the post's page: who liked it. */
  likes?: LikeEntry[] | null;
  /** The stickers of the comment form's picker. */
  stickers?: readonly Sticker[];
  /** A comment form refused: what was typed, shown again under its post. */
  commentForm?: CommentFormState | null;
  /** On the post's own page: its sticker picker open (`?stickers=1`, where a feed card's link leads). */
  openStickers?: boolean;
  /** On the post's own page: all its comments (a page of them) instead of the last 3. */
  comments?: CommentsView | null;
  /** Shown inside its group's pages: the card need not name the group. */
  inGroup?: boolean;
}

const fullName = (p: PersonRef) => `${p.name} ${p.surname}`.trim();

/** A post's own page: company news under /news, a group's post in its group's frame. */
export const postPath = (post: { id: number; groupId: number | null }) =>
  post.groupId === null ? `/news/${post.id}` : `/group/${post.groupId}/${post.id}`;

/** The page of a post's article: a guide article for company news, the group's article for a group's post. */
const articlePath = (groupId: number | null, articleId: number) =>
  groupId === null ? `/knowledge/guide/article/${articleId}` : `/group/${groupId}/article/${articleId}`;

/** A post's edit page (the feed's, for company news and group posts alike). */
export const editPath = (id: number) => `/news/${id}/edit`;

function Avatar({ person, base }: { person: PersonRef; base: string }) {
  if (!person.avatarFile) {
    return (
      <span className="post__avatar post__avatar--empty" aria-hidden="true">
        {(person.name[0] ?? "") + (person.surname[0] ?? "")}
      </span>
    );
  }
  return <img className="post__avatar" src={`${base}${person.avatarFile.filePath}?size=MEDIUM`} alt="" width={40} height={40} />;
}

/** A small form of one intent about this post. */
function Action({
  post,
  intent,
  label,
  ctx,
  pressed,
  className,
  extra,
}: {
  post: Post;
  intent: string;
  label: string;
  ctx: CardContext;
  pressed?: boolean;
  className?: string;
  extra?: Record<string, string>;
}) {
  return (
    <form method="post" action={`${ctx.base}${ctx.action}`} className="post__action">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="postId" value={post.id} />
      <input type="hidden" name="back" value={ctx.back} />
      {Object.entries(extra ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={className ?? "button button--small"} aria-pressed={pressed}>
        {label}
      </button>
    </form>
  );
}

function Media({ post, base }: { post: Post; base: string }) {
  return (
    <>
      {post.imageList.length > 0 ? (
        <ul className="post__images">
          {post.imageList.map((image, i) => (
            <li key={image.id}>
              <a href={`${base}${image.filePath}`}>
                <img src={`${base}${image.filePath}?size=MEDIUM`} alt={t.image(i + 1)} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {post.videoList.map((video, i) =>
        video.fileType === "LINK" ? (
          <p key={`v${i}`} className="post__video">
            <a href={video.filePath} rel="noopener noreferrer" target="_blank" className="post__video-link">
              ▶ {t.videoLink}
            </a>
          </p>
        ) : video.processConvert ? (
          <p key={`v${i}`} className="post__video muted">
            {t.videoProcessing}
          </p>
        ) : (
          <figure key={`v${i}`} className="post__video">
            <video
              controls
              preload="none"
              src={`${base}${video.filePath}`}
              poster={video.preview ? `${base}${video.preview}` : undefined}
            />
            {video.duration !== null ? (
              <figcaption className="muted">
                <time dateTime={`PT${video.duration}S`}>{t.videoDuration(videoTime(video.duration))}</time>
              </figcaption>
            ) : null}
          </figure>
        ),
      )}
      {post.documentList.length > 0 ? (
        <ul className="post__documents">
          {post.documentList.map((doc) => (
            <li key={doc.id}>
              <a href={`${base}${doc.filePath}`}>{t.document(doc.originalFileName, fileSizeMb(doc.fileSize))}</a>
            </li>
          ))}
        </ul>
      ) : null}
      {post.article ? (
        <p className="post__article">
          {t.article}: <a href={`${base}${articlePath(post.groupId, post.article.id)}`}>{post.article.name}</a>
        </p>
      ) : null}
    </>
  );
}

function Comment({ comment, base }: { comment: PostComment; base: string }) {
  return (
    <li id={`comment-${comment.id}`} className={comment.isDelete ? "comment comment--deleted" : "comment"}>
      <a href={`${base}/user/${comment.author.id}`} className="comment__author">
        {fullName(comment.author)}
      </a>{" "}
      <time className="muted" dateTime={comment.createDate}>
        {moscowDateTime(comment.createDate)}
      </time>
      {comment.isDelete ? (
        <DeletedComment note={comment.sticker ? null : comment.note} />
      ) : comment.sticker ? (
        <img
          className="comment__sticker"
          src={`${base}${comment.sticker.filePath}`}
          alt={t.sticker}
          loading="lazy"
          width={96}
          height={96}
        />
      ) : (
        <PlainText text={comment.note} className="comment__text" />
      )}
    </li>
  );
}

function Likes({ likes, base }: { likes: LikeEntry[]; base: string }) {
  return (
    <section className="post__likes" id="likes" aria-label={t.whoLiked}>
      <h3>{t.whoLiked}</h3>
      {likes.length === 0 ? (
        <p className="muted">{t.nobodyLiked}</p>
      ) : (
        <ul>
          {likes.map((like) => (
            <li key={like.likeId}>
              <a href={`${base}/user/${like.id}`}>{fullName(like)}</a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * A post's title: the page's h1 on a news post's own page (an untitled one gets a hidden h1 naming its author),
 * an h2 in a list and inside a group's page, whose h1 is the group's name.
 */
function PostTitle({ post, ctx }: { post: Post; ctx: CardContext }) {
  if (!ctx.full || ctx.inGroup) return post.title ? <h2 className="post__title">{post.title}</h2> : null;
  return post.title ? (
    <h1 className="post__title">{post.title}</h1>
  ) : (
    <h1 className="visually-hidden">{t.postOf(fullName(post.author))}</h1>
  );
}

export function PostCard({ post, ctx }: { post: Post; ctx: CardContext }) {
  const { base } = ctx;
  const live = post.status === "PUBLISHED" && !post.isDelete;
  const classes = ["card", "post", post.isDelete ? "post--deleted" : "", post.fixedFlag ? "post--pinned" : ""].filter(Boolean).join(" ");
  const here = `${base}${postPath(post)}`;
  return (
    <article id={`post-${post.id}`} className={classes}>
      <header className="post__head">
        <Avatar person={post.author} base={base} />
        <div>
          <a href={`${base}/user/${post.author.id}`} className="post__author">
            {fullName(post.author)}
          </a>
          <div className="muted">
            {ctx.full ? (
              <time dateTime={post.publishDate}>{moscowDateTime(post.publishDate)}</time>
            ) : (
              <a href={here} className="post__date">
                <time dateTime={post.publishDate}>{moscowDateTime(post.publishDate)}</time>
              </a>
            )}
            {post.fixedFlag ? <span className="post__badge">{t.pinned}</span> : null}
            {post.group && !ctx.inGroup ? (
              <>
                {" · "}
                <a href={`${base}/group/${post.group.id}`} className="post__group">
                  {t.inGroup(post.group.name)}
                </a>
              </>
            ) : null}
          </div>
        </div>
        {live ? (
          <PlainFavoriteStar
            base={base}
            type="POST"
            objectId={post.id}
            name={post.title ?? t.postTitle}
            favorite={post.favorite}
            redirectTo={`${ctx.back}#post-${post.id}`}
          />
        ) : null}
      </header>
      {post.isDelete ? <p className="post__deleted">{t.deleted}</p> : null}
      {post.status === "DEFERRED" && post.plannedPublishDate ? (
        <p className="post__status">{t.plannedAt(moscowDateTime(post.plannedPublishDate))}</p>
      ) : null}
      {post.status === "OFFERED" ? <p className="post__status">{t.offered}</p> : null}
      {post.status === "REJECTED" ? <p className="post__status">{t.rejected(post.rejectReason ?? "")}</p> : null}
      <PostTitle post={post} ctx={ctx} />
      {post.text ? <PlainText text={post.text} /> : null}
      <Media post={post} base={base} />
      {post.poll ? <PollBlock poll={post.poll} postId={post.id} canVote={live} ctx={ctx} /> : null}
      <footer className="post__foot">
        {live ? (
          <Action
            post={post}
            intent="like"
            label={t.likeCount(post.likeCount)}
            ctx={ctx}
            pressed={post.hasLike}
            className={post.hasLike ? "like like--on" : "like"}
            extra={{ like: post.hasLike ? "0" : "1" }}
          />
        ) : null}
        {live && post.likeCount > 0 ? (
          <a href={`${here}?likes=1#likes`} className="post__who">
            {t.whoLiked}
          </a>
        ) : null}
        <span className="muted">{t.views(post.viewsCount)}</span>
        <span className="muted">{t.comments(post.commentCount)}</span>
        {post.canPin ? <Action post={post} intent="pin" label={post.fixedFlag ? t.unpin : t.pin} ctx={ctx} /> : null}
        {post.canEdit && !post.isDelete ? (
          <a href={`${base}${editPath(post.id)}`} className="button button--small">
            {t.edit}
          </a>
        ) : null}
        {post.canDelete ? (
          <Action post={post} intent={post.isDelete ? "restore" : "delete"} label={post.isDelete ? t.restore : t.remove} ctx={ctx} />
        ) : null}
      </footer>
      {ctx.likes ? <Likes likes={ctx.likes} base={base} /> : null}
      {ctx.comments ? <CommentList view={ctx.comments} where={ctx} /> : null}
      {!ctx.comments && post.comments.length > 0 ? (
        <ol className="post__comments" aria-label={t.comments(post.commentCount)}>
          {post.comments.map((comment) => (
            <Comment key={comment.id} comment={comment} base={base} />
          ))}
        </ol>
      ) : null}
      {!ctx.full && post.commentCount > 0 ? (
        <p>
          <a href={`${here}#comments`}>{t.allComments(post.commentCount)}</a>
        </p>
      ) : null}
      {live ? (
        <CommentForm
          postId={post.id}
          stickers={ctx.stickers ?? []}
          picker={ctx.full ? (ctx.openStickers ? "open" : "closed") : "link"}
          state={ctx.commentForm ?? null}
          where={ctx}
        />
      ) : null}
    </article>
  );
}
