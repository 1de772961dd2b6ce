// The manager's form that adds a shift: a plain post that works without JavaScript. A refused field comes back
// under it with what was typed (replyView); the day and times are Moscow's.
import { Form } from "@remix-run/react";
import { FormErrors } from "~/shared/forms/fields";
import { describedBy, PlainField } from "~/shared/forms/plain-field";
import type { ReplyView } from "~/shared/forms/reply-view";
import { messages as t } from "../messages";
import type { ShopPerson } from "../server/model";

const SHOWN = ["userId", "day", "from", "to"];

export function AddShiftForm({
  shopId,
  week,
  firstDay,
  people,
  reply,
}: {
  shopId: number;
  week: string;
  /** The day the form offers first: the week's Monday, or today in the current week. */
  firstDay: string;
  people: ShopPerson[];
  reply: ReplyView | null;
}) {
  const err = (name: string) => reply?.error(name);
  const value = (name: string, initial: string) => (reply ? reply.value(name) : initial);
  const formError = reply?.formError(SHOWN);
  const input = (name: "day" | "from" | "to", label: string, type: "date" | "time", initial: string) => (
    <PlainField id={`shift-${name}`} label={label} error={err(name)} required>
      <input
        id={`shift-${name}`}
        type={type}
        name={name}
        required
        defaultValue={value(name, initial)}
        {...describedBy(`shift-${name}`, err(name))}
      />
    </PlainField>
  );
  return (
    <Form method="post" key={reply?.key ?? "shift"} className="shift-form">
      <FormErrors errors={formError ? [formError] : undefined} id="shift-form-errors" />
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="shopId" value={shopId} />
      <input type="hidden" name="week" value={week} />
      <PlainField id="shift-userId" label={t.fieldPerson} error={err("userId")} required>
        <select id="shift-userId" name="userId" required defaultValue={value("userId", "")} {...describedBy("shift-userId", err("userId"))}>
          <option value="">{t.choosePerson}</option>
          {people.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </PlainField>
      <div className="shift-form__row">
        {input("day", t.fieldDay, "date", firstDay)}
        {input("from", t.fieldFrom, "time", "09:00")}
        {input("to", t.fieldTo, "time", "18:00")}
      </div>
      <button type="submit" className="button button--primary">
        {t.add}
      </button>
    </Form>
  );
}
