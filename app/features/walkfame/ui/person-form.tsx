// The person form of /walkfame/{id}/edit/{userId}: the colleague (the portal's people finder, for a new entry
// only), her photo (JPEG or PNG, checked by content; none: her avatar) and the story. A multipart post that
// works without JavaScript; the finder's «Найти» sends the whole form with GET to the same page.
import { KeptFileField } from "~/shared/forms/kept-file-field";
import { Form } from "@remix-run/react";
import { Finder, type FinderState } from "~/features/search";
import { FormErrors } from "~/shared/forms/fields";
import { describedBy, PlainField } from "~/shared/forms/plain-field";
import type { ReplyView } from "~/shared/forms/reply-view";
import { Link } from "~/shared/ui/link";
import { WALKFAME_IMAGE } from "../files";
import { messages as t } from "../messages";
import { STORY_MAX } from "../limits";

const SHOWN = ["userId", "story", "photo", "photoFileId"];

export function PersonForm(props: { person: FinderState | null; story: string; hasPhoto: boolean; reply: ReplyView | null; back: string }) {
  const { reply } = props;
  const err = (name: string) => reply?.error(name);
  const formError = reply?.formError(SHOWN);
  return (
    <Form method="post" encType="multipart/form-data" key={reply?.key ?? "person"} className="card walkfame-form">
      <FormErrors errors={formError ? [formError] : undefined} id="walkfame-person-errors" />
      {props.person ? <Finder state={props.person} label={t.fieldPerson} error={err("userId")} required /> : null}
      <PlainField id="walkfame-story" label={t.fieldStory} error={err("story")} hint={t.storyHint} required>
        <textarea
          id="walkfame-story"
          name="story"
          rows={8}
          required
          maxLength={STORY_MAX}
          defaultValue={reply ? reply.value("story") : props.story}
          {...describedBy("walkfame-story", err("story"), true)}
        />
      </PlainField>
      <KeptFileField
        id="walkfame-photo"
        name="photo"
        label={t.fieldPhoto}
        kind={WALKFAME_IMAGE}
        reply={reply}
        hasFile={props.hasPhoto}
        currentHint={t.currentFile}
      />
      <div className="walkfame-actions">
        <button type="submit" className="button button--primary">
          {t.save}
        </button>
        <Link to={props.back}>{t.cancel}</Link>
      </div>
    </Form>
  );
}
