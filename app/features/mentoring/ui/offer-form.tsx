// The reader's own offer as a mentor: what she helps with, her topics, how many mentees at once, and whether
// she takes new requests now. A plain post; a refused field comes back with everything typed kept.
import { Form } from "@remix-run/react";
import { describedBy, PlainField } from "~/shared/forms/plain-field";
import type { MentoringFormReply, MyMentoring } from "../server/model";
import { ABOUT_MAX, CAPACITY_MAX, messages as t } from "../messages";
import { FormError } from "./form-error";

export function OfferForm({ offer, reply }: { offer: MyMentoring["offer"]; reply: MentoringFormReply | undefined }) {
  const e = reply?.fieldErrors ?? {};
  const v = reply?.values;
  const topics = v ? (v.topics ?? "") : (offer?.topics.join(", ") ?? "");
  const accepting = v ? v.accepting === "on" : (offer?.accepting ?? true);
  return (
    <section className="card" id="mentoring-offer" aria-labelledby="mentoring-offer-title">
      <h2 id="mentoring-offer-title">{offer ? t.editOfferTitle : t.offerTitle}</h2>
      <Form method="post" noValidate className="mentoring-form">
        <input type="hidden" name="intent" value="offer" />
        <FormError reply={reply} />
        <PlainField id="offer-about" label={t.fieldAbout} error={e.about} required>
          <textarea
            id="offer-about"
            name="about"
            rows={3}
            maxLength={ABOUT_MAX}
            aria-required
            defaultValue={v?.about ?? offer?.about ?? ""}
            {...describedBy("offer-about", e.about)}
          />
        </PlainField>
        <PlainField id="offer-topics" label={t.fieldTopics} error={e.topics} hint={t.topicsHint} required>
          <input
            id="offer-topics"
            name="topics"
            type="text"
            aria-required
            defaultValue={topics}
            {...describedBy("offer-topics", e.topics, true)}
          />
        </PlainField>
        <PlainField id="offer-capacity" label={t.fieldCapacity} error={e.capacity} required>
          <input
            id="offer-capacity"
            name="capacity"
            type="number"
            min={1}
            max={CAPACITY_MAX}
            inputMode="numeric"
            aria-required
            defaultValue={v?.capacity ?? offer?.capacity ?? 2}
            {...describedBy("offer-capacity", e.capacity)}
          />
        </PlainField>
        <div className="field">
          <label>
            <input type="checkbox" name="accepting" defaultChecked={accepting} /> {t.fieldAccepting}
          </label>
        </div>
        <button type="submit" className="button button--primary">
          {t.saveOffer}
        </button>
      </Form>
    </section>
  );
}
