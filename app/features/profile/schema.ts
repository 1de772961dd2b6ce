// Rules of the profile: the edit form (conform, in the browser and in the action) and
// POST /user/update use this one schema. zod/mini keeps the browser bundle small.
//
// Every editable field may be absent (left as it is: JSON clients send only what changes), null or
// blank (cleared), or a value that must pass its rule; values come back normalized (trimmed, phones
// as "+7 (999) 999-99-99", links with their scheme, Telegram names without "@").
import * as z from "zod/mini";
import { formatPhone, normalizePhone } from "~/features/auth";
import { idOf } from "~/platform/schema";
import { versionField } from "~/platform/validate";
import { profileErrors as e } from "~/features/profile/messages";
import { WORK_STATUS_VALUES } from "~/features/profile/work-statuses";

export const TEXT_MAX = 255;

/** Fields a person (or an administrator) edits; names, position, department and work phones come from HR. */
export const EDITABLE_TEXT_FIELDS = [
  "workMobilePhone",
  "email",
  "telegram",
  "skype",
  "viber",
  "whatsapp",
  "vk",
  "web",
  "zone",
  "address",
  "birthday",
] as const;
export type EditableTextField = (typeof EDITABLE_TEXT_FIELDS)[number];
export const EDITABLE_FLAGS = ["birthYearIsVisible", "loginPhoneIsVisible"] as const;
export type EditableFlag = (typeof EDITABLE_FLAGS)[number];

/**
 * An address: a local part of letters, digits and . _ % + - (no dot first, last or doubled) and a
 * domain of dot-separated labels (letters, including Cyrillic, digits, inner hyphens) ending in a
 * name of at least two letters, e.g. ivanov@example.ru or ivanov@почта.рф.
 */
const EMAIL = /^(?!\.)(?!.*\.\.)[\p{L}\p{N}._%+-]+(?<!\.)@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,63}$/u;
const TELEGRAM = /^[A-Za-z0-9_]{5,32}$/;

/** "yyyy-mm-dd" of a real calendar day, or null. */
export function isRealDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** An http(s) link; "example.ru" gets "https://" in front. Null when it is not a link. */
export function normalizeUrl(value: string): string | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    if (!url.hostname.includes(".") || /\s/.test(value)) return null;
    return withScheme;
  } catch {
    return null;
  }
}

const isVk = (url: string) => /^(?:m\.)?vk\.(?:com|ru)$/i.test(new URL(url).hostname) && new URL(url).pathname.length > 1;

/** A trimmed string of at most 255 characters. */
const text = z
  .pipe(
    z.string({ error: e.text }),
    z.transform((s) => s.trim()),
  )
  .check(z.maxLength(TEXT_MAX, { error: e.tooLong(TEXT_MAX) }));

/** A rule on a non-blank trimmed value that may also turn it into its normal form. */
function rule(check: (value: string) => string | null, message: string) {
  return z.pipe(
    text,
    z.transform((value, ctx) => {
      const normal = check(value);
      if (normal === null) {
        ctx.issues.push({ code: "custom", message, input: value });
        return z.NEVER;
      }
      return normal;
    }),
  );
}

const phone = rule((v) => {
  const digits = normalizePhone(v);
  return /^\d{10}$/.test(digits) ? formatPhone(digits) : null;
}, e.phone);

/** The rule of each editable text field. `today` is "yyyy-mm-dd": a birthday cannot be after it. */
export function fieldRules(today: string): Record<EditableTextField, z.ZodMiniType<string, string>> {
  return {
    workMobilePhone: phone,
    email: rule((v) => (EMAIL.test(v) ? v.toLowerCase() : null), e.email),
    telegram: rule((v) => {
      const name = v.replace(/^(?:https?:\/\/)?(?:t\.me\/|telegram\.me\/)?@?/i, "");
      return TELEGRAM.test(name) ? name : null;
    }, e.telegram),
    skype: text,
    viber: phone,
    whatsapp: phone,
    vk: rule((v) => {
      const url = normalizeUrl(v);
      return url && isVk(url) ? url : null;
    }, e.vk),
    web: rule(normalizeUrl, e.url),
    zone: text,
    address: text,
    birthday: z.pipe(
      rule((v) => (isRealDate(v) ? v : null), e.birthday),
      z.transform((v, ctx) => {
        if (v > today) ctx.issues.push({ code: "custom", message: e.birthdayFuture, input: v });
        else if (v < "1900-01-01") ctx.issues.push({ code: "custom", message: e.birthdayTooOld, input: v });
        return v;
      }),
    ),
  };
}

/** Absent: unchanged (undefined). null or blank: cleared (null). Otherwise the rule decides. */
function clearable(inner: z.ZodMiniType<string, string>) {
  return z.optional(
    z.pipe(
      z.pipe(
        z.union([z.string({ error: e.text }), z.null()], { error: e.text }),
        z.transform((v) => (v === null || v.trim() === "" ? null : v)),
      ),
      z.nullable(inner),
    ),
  );
}

/** A flag from JSON (true/false) or a form ("on", "true", "false"). */
const flag = z.optional(
  z.pipe(
    z.union([z.boolean(), z.literal("on"), z.literal("true"), z.literal("false")], { error: e.flag }),
    z.transform((v) => v === true || v === "on" || v === "true"),
  ),
);

/** The id of the person whose profile changes; absent means "my own". */
const optionalId = z.optional(idOf(e.userId));

export function profileUpdateSchema(today: string) {
  const rules = fieldRules(today);
  return z.object({
    id: optionalId,
    workMobilePhone: clearable(rules.workMobilePhone),
    email: clearable(rules.email),
    telegram: clearable(rules.telegram),
    skype: clearable(rules.skype),
    viber: clearable(rules.viber),
    whatsapp: clearable(rules.whatsapp),
    vk: clearable(rules.vk),
    web: clearable(rules.web),
    zone: clearable(rules.zone),
    address: clearable(rules.address),
    birthday: clearable(rules.birthday),
    birthYearIsVisible: flag,
    loginPhoneIsVisible: flag,
    /** The version the edit started from (core/versions.server.ts); optional for the spec's clients. */
    version: versionField,
  });
}

export type ProfileUpdate = z.output<ReturnType<typeof profileUpdateSchema>>;

export { WORK_STATUS_VALUES };

/** POST /user/work-status/update: one of the four, or null / "" to clear. */
export const workStatusSchema = z.object({
  workStatus: z.pipe(
    z.union([z.enum(WORK_STATUS_VALUES), z.literal(""), z.null()], { error: e.workStatus }),
    z.transform((v) => (v ? v : null)),
  ),
});

/** Today as "yyyy-mm-dd" in the server's time zone (or the browser's, in the form). */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
