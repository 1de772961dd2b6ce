// The partners club's inputs, shared by the page forms and /api: zod/mini. A partner's addresses are rows of
// {cityId, address}; the form posts a fixed number of rows and the blank ones are dropped here.
import * as z from "zod/mini";
import { field, idOf, optionalIdOf, optionalText, refuse, requiredText, wholeNumberIn } from "~/platform/schema";
import { toId } from "~/platform/ids";
import { messages as t } from "./messages";
import {
  ADDRESS_MAX,
  ADDRESSES_MAX,
  DISCOUNT_MAX,
  DISCOUNT_MIN,
  NAME_MAX,
  PHONE_MAX,
  PLACE_NAME_MAX,
  SEARCH_MAX,
  SEARCH_MIN,
  TEXT_MAX,
  WEBSITE_MAX,
} from "./limits";

export interface AddressInput {
  cityId: number;
  address: string;
}

const text = (v: unknown) => (typeof v === "string" ? v.trim() : v === undefined || v === null ? "" : null);

/** Rows of {cityId, address}: blank rows dropped; a half-filled one, a wrong city id or too many refused. */
function addressesOf(value: unknown): AddressInput[] | ReturnType<typeof refuse> {
  const rows = value === undefined || value === null || value === "" ? [] : value;
  if (!Array.isArray(rows)) return refuse(t.addressesInvalid);
  const kept: AddressInput[] = [];
  for (const row of rows) {
    const { cityId, address } = (row ?? {}) as { cityId?: unknown; address?: unknown };
    const typed = text(address);
    const blankCity = cityId === undefined || cityId === null || cityId === "";
    if (typed === "" && blankCity) continue;
    const id = toId(cityId);
    if (typed === null || typed === "" || typed.length > ADDRESS_MAX || id === null) return refuse(t.addressesInvalid);
    kept.push({ cityId: id, address: typed });
  }
  if (kept.length === 0) return refuse(t.addressesRequired);
  return kept.length > ADDRESSES_MAX ? refuse(t.addressesInvalid) : kept;
}

const WEBSITE = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const PHONE = /^[0-9+()\-\s]*$/;

/** POST /club/admin/partner/save {id?, name, categoryId, discount, description?, conditions?, website?, phone?, logoFileId?, addresses}, and the partner form. */
export const partnerSchema = z.object({
  name: requiredText(NAME_MAX, t.nameRequired, t.nameTooLong),
  categoryId: idOf(t.categoryRequired),
  discount: wholeNumberIn(DISCOUNT_MIN, DISCOUNT_MAX, t.discountInvalid),
  description: optionalText(TEXT_MAX, t.textTooLong),
  conditions: optionalText(TEXT_MAX, t.textTooLong),
  website: optionalText(WEBSITE_MAX, t.websiteInvalid).check(z.refine((v) => v === "" || WEBSITE.test(v), { error: t.websiteInvalid })),
  phone: optionalText(PHONE_MAX, t.phoneInvalid).check(z.refine((v) => PHONE.test(v), { error: t.phoneInvalid })),
  logoFileId: optionalIdOf(t.fieldLogo),
  addresses: field(addressesOf),
});

/** A city's or a category's name: POST /club/admin/city/save and /category/save {id?, name}. */
export const placeSchema = z.object({ name: requiredText(PLACE_NAME_MAX, t.nameRequired, t.placeNameTooLong) });

/** A search's text (/club/{idCity}/search/{text}, GET /club/search). */
export const searchTextSchema = requiredText(SEARCH_MAX, t.searchTooShort, t.searchTooLong).check(
  z.refine((v) => v.length >= SEARCH_MIN, { error: t.searchTooShort }),
);

export type PartnerInput = z.output<typeof partnerSchema>;
export type PlaceInput = z.output<typeof placeSchema>;
