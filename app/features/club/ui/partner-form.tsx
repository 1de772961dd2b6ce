// The partner form of /club/admin/partner/create and /edit/{id}: a multipart post that works without
// JavaScript. A refused post comes back with what was typed, each message under its field, and a logo already
// uploaded kept (its id in a hidden field). Addresses are ADDRESSES_MAX rows of a city and an address.
import { Form } from "@remix-run/react";
import { FormErrors } from "~/shared/forms/fields";
import { ConfirmRemoveForm } from "~/shared/forms/confirm-remove";
import { KeptFileField } from "~/shared/forms/kept-file-field";
import { describedBy, PlainField } from "~/shared/forms/plain-field";
import type { ReplyView } from "~/shared/forms/reply-view";
import { Link } from "~/shared/ui/link";
import { CLUB_LOGO } from "../files";
import { messages as t } from "../messages";
import { ADDRESS_MAX, ADDRESSES_MAX, DISCOUNT_MAX, DISCOUNT_MIN, NAME_MAX, PHONE_MAX, TEXT_MAX, WEBSITE_MAX } from "../limits";
import type { ClubPlace, Partner } from "../server/model";

const SHOWN = ["name", "categoryId", "discount", "description", "conditions", "website", "phone", "logo", "logoFileId", "addresses"];
type TextName = "name" | "description" | "conditions" | "website" | "phone";

export function PartnerForm({
  partner,
  reply,
  categories,
  cities,
}: {
  partner: Partner | null;
  reply: ReplyView | null;
  categories: ClubPlace[];
  cities: ClubPlace[];
}) {
  const value = (name: TextName) => (reply ? reply.value(name) : (partner?.[name] ?? ""));
  const err = (name: string) => reply?.error(name);
  const text = (name: TextName, label: string, max: number, type = "text", required = false) => (
    <PlainField id={`club-${name}`} label={label} error={err(name)} required={required}>
      <input
        id={`club-${name}`}
        type={type}
        name={name}
        required={required}
        maxLength={max}
        defaultValue={value(name)}
        {...describedBy(`club-${name}`, err(name))}
      />
    </PlainField>
  );
  const area = (name: "description" | "conditions", label: string) => (
    <PlainField id={`club-${name}`} label={label} error={err(name)}>
      <textarea
        id={`club-${name}`}
        name={name}
        rows={4}
        maxLength={TEXT_MAX}
        defaultValue={value(name)}
        {...describedBy(`club-${name}`, err(name))}
      />
    </PlainField>
  );
  const rows = Array.from({ length: ADDRESSES_MAX }, (_, i) => ({
    cityId: reply ? reply.value(`addresses.${i}.cityId`) : String(partner?.addresses[i]?.cityId ?? ""),
    address: reply ? reply.value(`addresses.${i}.address`) : (partner?.addresses[i]?.address ?? ""),
  }));
  const addressesError = err("addresses");
  return (
    <Form method="post" encType="multipart/form-data" key={reply?.key ?? "partner"} className="card club-form">
      <FormErrors errors={reply?.formError(SHOWN) ? [reply.formError(SHOWN)!] : undefined} id="club-partner-errors" />
      {text("name", t.fieldName, NAME_MAX, "text", true)}
      <PlainField id="club-categoryId" label={t.fieldCategory} error={err("categoryId")} required>
        <select
          id="club-categoryId"
          name="categoryId"
          required
          defaultValue={reply ? reply.value("categoryId") : String(partner?.categoryId ?? "")}
          {...describedBy("club-categoryId", err("categoryId"))}
        >
          <option value="">{t.chooseOption}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </PlainField>
      <PlainField id="club-discount" label={t.fieldDiscount} error={err("discount")} required>
        <input
          id="club-discount"
          type="number"
          name="discount"
          required
          min={DISCOUNT_MIN}
          max={DISCOUNT_MAX}
          defaultValue={reply ? reply.value("discount") : String(partner?.discount ?? "")}
          {...describedBy("club-discount", err("discount"))}
        />
      </PlainField>
      {area("conditions", t.fieldConditions)}
      {area("description", t.fieldDescription)}
      {text("website", t.fieldWebsite, WEBSITE_MAX, "url")}
      {text("phone", t.fieldPhone, PHONE_MAX, "tel")}
      <KeptFileField
        id="club-logo"
        name="logo"
        label={t.fieldLogo}
        kind={CLUB_LOGO}
        reply={reply}
        hasFile={Boolean(partner?.logo)}
        currentHint={`${t.currentFile}: ${reply?.value("logo.name") || t.fieldLogo}`}
      />
      <fieldset aria-describedby={addressesError ? "club-addresses-error" : "club-addresses-hint"}>
        <legend>{t.fieldAddresses}</legend>
        {addressesError ? (
          <p className="field__error" id="club-addresses-error">
            {addressesError}
          </p>
        ) : (
          <p className="field__hint" id="club-addresses-hint">
            {t.addressesHint}
          </p>
        )}
        {rows.map((row, i) => (
          <div className="club-address" key={i}>
            <select name={`addresses[${i}].cityId`} defaultValue={row.cityId} aria-label={t.fieldAddressCity(i + 1)}>
              <option value="">{t.chooseOption}</option>
              {cities.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
            <input
              type="text"
              name={`addresses[${i}].address`}
              maxLength={ADDRESS_MAX}
              defaultValue={row.address}
              aria-label={t.fieldAddress(i + 1)}
            />
          </div>
        ))}
      </fieldset>
      <div className="club-actions">
        <button type="submit" className="button button--primary">
          {t.save}
        </button>
        <Link to={partner ? `/club/partner/${partner.id}` : "/club/admin/partner"}>{t.cancel}</Link>
        {partner ? (
          <Link to={`/club/admin/partner/edit/${partner.id}?delete`} className="button button--danger-outline">
            {t.remove}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/** The confirmation page's form: «Да, удалить» posts, «Отмена» goes back. */
export function ConfirmRemove({ name, back }: { name: string; back: string }) {
  return (
    <ConfirmRemoveForm
      title={t.removePartnerTitle}
      text={t.removePartnerText(name)}
      back={back}
      confirm={t.confirmRemove}
      cancel={t.cancel}
      className="club-form"
      actionsClassName="club-actions"
      multipart
    />
  );
}
