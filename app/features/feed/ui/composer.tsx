// The composer (issue #12 point 3): one multipart form that works without JavaScript, atop the feed and
// on a post's edit page. News editors publish (now or later, with a poll); others offer news with the
// fields of /posts/offer-post. After a refusal the page renders it again from conform's reply (ADR 0024):
// what was typed, the files already uploaded kept as ticked boxes, each message beside its field and the
// rest over the form.
import { acceptOf, ATTACHMENT, FAQ_VIDEO, type FileKind } from "~/shared/files/rules";
import { replyView, type LastResult, type ReplyView } from "~/shared/forms/reply-view";
import { Icon } from "~/shared/ui/icons";
import { IMAGES_MAX, POLL_ANSWERS_MAX, TEXT_MAX, TITLE_MAX } from "../schema";
import { feedGroupArticleMessages, feedMessages as t } from "../messages";

export interface KeptFile {
  id: number;
  name: string;
}

export interface ComposerValues {
  title: string;
  text: string;
  videoLink: string;
  images: KeptFile[];
  documents: KeptFile[];
  videos: KeptFile[];
  pollQuestion: string;
  pollAnswers: string[];
  pollPublic: boolean;
  pollMultiple: boolean;
  /** The poll the post has (edit): kept unless unticked. */
  keptPoll: { id: number; question: string } | null;
  plannedPublishDate: string;
  /** The guide article the post has (edit): kept unless unticked. */
  keptArticle: { id: number; name: string } | null;
  /** Another article, as its page's address or its number. */
  articleLink: string;
  /** In a group: the chosen article of the group ("" for none). */
  groupArticleId: string;
}

export const emptyComposer = (): ComposerValues => ({
  title: "",
  text: "",
  videoLink: "",
  images: [],
  documents: [],
  videos: [],
  pollQuestion: "",
  pollAnswers: [],
  pollPublic: false,
  pollMultiple: false,
  keptPoll: null,
  plannedPublishDate: "",
  keptArticle: null,
  articleLink: "",
  groupArticleId: "",
});

export interface ComposerProps {
  base: string;
  action: string;
  back: string;
  mode: "create" | "edit";
  /** News editors: publish, deferred date, poll. Others offer (create only). */
  canPublish: boolean;
  /** The "publish later" field: creating as an editor, or editing a deferred post. */
  withPlanned: boolean;
  formToken?: string;
  version?: number;
  postId?: number;
  /** A group's composer (its members publish there): the group's id goes with the form. */
  groupId?: number | null;
  /** The article field (company news: a guide article). Off in a group: a group post takes no guide article (groupArticles instead). */
  withArticle?: boolean;
  /** In a group: its published articles a post may attach (a select; none: no field). */
  groupArticles?: readonly GroupArticleOption[];
  values: ComposerValues;
  /** The refused post's reply (composerFormSchema's messages, the service's refusal), if any. */
  reply?: LastResult;
}

export interface GroupArticleOption {
  id: number;
  name: string;
}

const ANSWER_INPUTS = 4;

/**
 * The composer's file fields: the kind each file is stored as (its size limit and refusal are the kind's,
 * shared/files/rules.ts) and the field its stored files come back in. The server reads them from here.
 */
export const COMPOSER_FILES = {
  images: { kind: ATTACHMENT, ids: "imageIds" },
  documents: { kind: ATTACHMENT, ids: "documentIds" },
  videos: { kind: FAQ_VIDEO, ids: "videoIds" },
} as const satisfies Record<string, { kind: FileKind; ids: string }>;
export type ComposerFileField = keyof typeof COMPOSER_FILES;

/**
 * The messages by the composer's places: each place shows those of its fields (a file field: its files'
 * and the ids they were stored under; the article: its link and the kept or chosen id).
 */
const PLACES = {
  title: ["title"],
  text: ["text"],
  images: ["images", "imageIds"],
  documents: ["documents", "documentIds"],
  videos: ["videos", "videoIds"],
  videoLink: ["videoLink"],
  articleLink: ["articleLink", "articleId"],
  pollQuestion: ["pollQuestion", "pollId"],
  pollAnswer: ["pollAnswer"],
  plannedPublishDate: ["plannedPublishDate"],
} as const;
type Place = keyof typeof PLACES;
/** The places in the folded part (all but the title and the text): a message in one of them opens it. */
const FOLDED = (Object.keys(PLACES) as Place[]).filter((place) => place !== "title" && place !== "text");

/** A place's message, if the reply has one. */
type Errors = (place: Place) => string | undefined;
const errorsOf =
  (view: ReplyView | null): Errors =>
  (place) =>
    PLACES[place].map((name) => view?.error(name)).find(Boolean);

function FieldError({ id, errors }: { id: Place; errors: Errors }) {
  const message = errors(id);
  return message ? (
    <p className="field__error" id={`composer-${id}-error`} role="alert">
      {message}
    </p>
  ) : null;
}

const described = (id: Place, errors: Errors) => (errors(id) ? { "aria-invalid": true, "aria-describedby": `composer-${id}-error` } : {});

function Kept({ name, files }: { name: string; files: KeptFile[] }) {
  if (files.length === 0) return null;
  return (
    <fieldset className="composer__kept">
      <legend className="muted">{t.attached}</legend>
      {files.map((file) => (
        <label key={file.id}>
          <input type="checkbox" name={name} value={file.id} defaultChecked /> {file.name}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * A file field with the files it already holds (ticked boxes) and its message. Its type's limit and refusal
 * go with it, so a browser with JavaScript refuses a file too big before sending it (ui/enhance/file-limits).
 */
function FileField(props: { field: ComposerFileField; label: string; accept: string; max?: number; kept: KeptFile[]; errors: Errors }) {
  const { field, errors } = props;
  const { kind, ids } = COMPOSER_FILES[field];
  return (
    <>
      <Kept name={ids} files={props.kept} />
      <label className="field">
        <span>{props.label}</span>
        <input
          type="file"
          name={field}
          multiple
          accept={props.accept}
          data-max={props.max}
          data-max-bytes={kind.maxBytes}
          data-too-big={kind.tooBig}
          {...described(field, errors)}
        />
      </label>
      <FieldError id={field} errors={errors} />
    </>
  );
}

/**
 * A group post's article: a select of the group's published articles (a plain form field, no script).
 * Its message is the article's place, as the guide's link's.
 */
function GroupArticleField({ options, value, errors }: { options: readonly GroupArticleOption[]; value: string; errors: Errors }) {
  if (options.length === 0) return null;
  return (
    <>
      <label className="field">
        <span>{feedGroupArticleMessages.field}</span>
        <select name="articleId" defaultValue={value} {...described("articleLink", errors)}>
          <option value="">{feedGroupArticleMessages.none}</option>
          {options.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </select>
      </label>
      <FieldError id="articleLink" errors={errors} />
    </>
  );
}

export function Composer(props: ComposerProps) {
  const { values, canPublish } = props;
  const view = replyView(props.reply);
  const errors = errorsOf(view);
  const withArticle = !props.groupArticles && ((canPublish && props.withArticle !== false) || values.keptArticle !== null);
  // The fields this form shows; a message of any other (a hand-made post's, the service's) goes over it.
  const shown = (Object.keys(PLACES) as Place[])
    .filter((place) => {
      if (place === "articleLink") return props.groupArticles ? props.groupArticles.length > 0 : withArticle;
      if (place === "pollQuestion" || place === "pollAnswer") return canPublish;
      return place !== "plannedPublishDate" || props.withPlanned;
    })
    .flatMap((place) => PLACES[place]);
  const formError = view?.formError(shown);
  const answers = [...values.pollAnswers];
  const inputs = Math.min(POLL_ANSWERS_MAX, Math.max(ANSWER_INPUTS, answers.length + 1));
  const submit = props.mode === "edit" ? t.save : canPublish ? t.publish : t.offer;
  const form = (
    <form
      method="post"
      encType="multipart/form-data"
      action={`${props.base}${props.action}`}
      className="card composer"
      id={props.mode === "edit" ? "composer" : undefined}
      aria-label={props.mode === "edit" ? t.editTitle : t.composerTitle}
    >
      <input type="hidden" name="intent" value={props.mode === "edit" ? "update" : "create"} />
      <input type="hidden" name="back" value={props.back} />
      {props.formToken ? <input type="hidden" name="formToken" value={props.formToken} /> : null}
      {props.version !== undefined ? <input type="hidden" name="version" value={props.version} /> : null}
      {props.postId !== undefined ? <input type="hidden" name="postId" value={props.postId} /> : null}
      {props.groupId ? <input type="hidden" name="groupId" value={props.groupId} /> : null}
      {formError ? (
        <p className="alert alert--error" role="alert">
          {formError}
        </p>
      ) : null}
      <label className="field">
        <span>{t.fieldTitle}</span>
        <input name="title" defaultValue={values.title} maxLength={TITLE_MAX} {...described("title", errors)} />
      </label>
      <FieldError id="title" errors={errors} />
      <label className="field">
        <span>{t.fieldText}</span>
        <textarea name="text" rows={4} defaultValue={values.text} maxLength={TEXT_MAX} {...described("text", errors)} />
      </label>
      <FieldError id="text" errors={errors} />
      <details className="composer__more" open={props.mode === "edit" || FOLDED.some((place) => errors(place))}>
        <summary>{canPublish ? t.moreEditor : t.more}</summary>
        <FileField field="images" label={t.fieldImages} accept=".jpeg,.jpg,.png" max={IMAGES_MAX} kept={values.images} errors={errors} />
        <FileField field="documents" label={t.fieldDocuments} accept={acceptOf(ATTACHMENT)} kept={values.documents} errors={errors} />
        <FileField field="videos" label={t.fieldVideos} accept={acceptOf(FAQ_VIDEO)} kept={values.videos} errors={errors} />
        <label className="field">
          <span>{t.fieldVideoLink}</span>
          <input type="url" name="videoLink" defaultValue={values.videoLink} {...described("videoLink", errors)} />
        </label>
        <FieldError id="videoLink" errors={errors} />
        {props.groupArticles ? <GroupArticleField options={props.groupArticles} value={values.groupArticleId} errors={errors} /> : null}
        {withArticle ? (
          <>
            {values.keptArticle ? (
              <label>
                <input type="checkbox" name="articleId" value={values.keptArticle.id} defaultChecked />{" "}
                {t.keepArticle(values.keptArticle.name)}
              </label>
            ) : null}
            <label className="field">
              <span>{t.fieldArticle}</span>
              <input
                name="articleLink"
                defaultValue={values.articleLink}
                {...described("articleLink", errors)}
                aria-describedby={errors("articleLink") ? "composer-articleLink-error composer-article-hint" : "composer-article-hint"}
              />
              <small className="muted" id="composer-article-hint">
                {t.fieldArticleHint}
              </small>
            </label>
            <FieldError id="articleLink" errors={errors} />
          </>
        ) : null}
        {canPublish ? (
          <fieldset className="composer__poll">
            <legend>{t.fieldPoll}</legend>
            {values.keptPoll ? (
              <label>
                <input type="checkbox" name="pollId" value={values.keptPoll.id} defaultChecked /> {t.keepPoll(values.keptPoll.question)}
              </label>
            ) : null}
            <label className="field">
              <span>{t.fieldPollQuestion}</span>
              <input name="pollQuestion" defaultValue={values.pollQuestion} {...described("pollQuestion", errors)} />
            </label>
            <FieldError id="pollQuestion" errors={errors} />
            {Array.from({ length: inputs }, (_, i) => (
              <label key={i} className="field">
                <span>{t.fieldPollAnswer(i + 1)}</span>
                <input name="pollAnswer" defaultValue={answers[i] ?? ""} {...described("pollAnswer", errors)} />
              </label>
            ))}
            <FieldError id="pollAnswer" errors={errors} />
            <label>
              <input type="checkbox" name="pollPublic" value="1" defaultChecked={values.pollPublic} /> {t.fieldPollPublic}
            </label>
            <label>
              <input type="checkbox" name="pollMultiple" value="1" defaultChecked={values.pollMultiple} /> {t.fieldPollMultiple}
            </label>
          </fieldset>
        ) : null}
        {props.withPlanned ? (
          <>
            <label className="field">
              <span>{t.fieldPlanned}</span>
              <input
                type="datetime-local"
                name="plannedPublishDate"
                defaultValue={values.plannedPublishDate}
                {...described("plannedPublishDate", errors)}
              />
              <small className="muted">{t.plannedHint}</small>
            </label>
            <FieldError id="plannedPublishDate" errors={errors} />
          </>
        ) : null}
      </details>
      {!canPublish && props.mode === "create" ? <p className="muted">{t.offerHint}</p> : null}
      <div className="form-actions">
        <button type="submit" className="button button--primary">
          {submit}
        </button>
        {props.mode === "edit" ? (
          <a href={`${props.base}${props.back}`} className="button">
            {t.cancel}
          </a>
        ) : null}
      </div>
    </form>
  );
  if (props.mode === "edit") return form;
  // Over a feed the form is folded under one line that opens it: the news come first (an empty form of
  // four fields stood above them). It opens by itself when it comes back refused, with what was typed.
  return (
    <details className="composer-box" id="composer" open={view !== null}>
      <summary className="card composer-box__open">
        <Icon name="pencil" size={20} />
        {canPublish ? t.write : t.offer}
      </summary>
      {form}
    </details>
  );
}
