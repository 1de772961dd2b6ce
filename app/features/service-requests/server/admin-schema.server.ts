// A service's settings form (/services/{key}/admin) as a zod schema: its card, its audience, its fields and its
// route. Rows are posted as `fields.<n>.<part>` and `approvals.<n>.<part>` (conform's nesting makes objects
// keyed by the row's number); a row whose label is blank is an unused one. Every refusal is said by its control.
import * as z from "zod/mini";
import { field, flag, refuse } from "~/platform/schema";
import { FIELD_KINDS, LONGTEXT_MAX, TEXT_MAX, type FieldKind, type ServiceField } from "../fields";
import { adminRefusals as t } from "../messages.server";
import { ROUTE_ROLES } from "../policy";
import type { RouteStop, ServiceRoute } from "../route";
import { SERVICE_ICONS } from "../ui/service-icons";

export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 300;
export const LABEL_MAX = 100;
export const HELP_MAX = 300;
/** Approval steps a route may have on the form. */
export const APPROVALS_MAX = 3;
export const FIELDS_MAX = 30;
const OPTIONS_MAX = 30;
const POSITIONS_MAX = 50;
const DUE_MAX = 24 * 90;
const KEY = /^[a-z][a-z0-9]{0,31}$/;

const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");
const optionalNumber = (v: unknown): number | undefined | "bad" => {
  const s = text(v);
  if (!s) return undefined;
  const n = Number(s.replace(",", "."));
  return Number.isFinite(n) ? n : "bad";
};
const roles = (v: unknown) => [v ?? []].flat().filter((r): r is (typeof ROUTE_ROLES)[number] => ROUTE_ROLES.includes(r as never));
const dueHours = field((v): number | undefined | ReturnType<typeof refuse> => {
  const n = optionalNumber(v);
  if (n === undefined) return undefined;
  return n === "bad" || !Number.isInteger(n) || n < 1 || n > DUE_MAX ? refuse(t.dueHours(DUE_MAX)) : n;
});

const row = z.object({
  key: z.optional(z.string()),
  label: z.optional(z.string()),
  kind: z.optional(z.string()),
  required: flag,
  help: z.optional(z.string()),
  min: z.optional(z.string()),
  max: z.optional(z.string()),
  options: z.optional(z.string()),
  notPast: flag,
  remove: flag,
  order: z.optional(z.string()),
});
type Row = z.output<typeof row>;

const requiredText = (max: number, required: string, tooLong: string) =>
  field((v) => {
    const s = text(v);
    return !s ? refuse(required) : s.length > max ? refuse(tooLong) : s;
  });

const categoryId = field((v) => (Number.isSafeInteger(Number(v)) && Number(v) > 0 ? Number(v) : refuse(t.category)));

export const serviceSettingsSchema = z
  .object({
    name: requiredText(NAME_MAX, t.nameRequired, t.nameTooLong(NAME_MAX)),
    description: requiredText(DESCRIPTION_MAX, t.descriptionRequired, t.descriptionTooLong(DESCRIPTION_MAX)),
    icon: field((v) => (Object.hasOwn(SERVICE_ICONS, text(v)) ? text(v) : refuse(t.icon))),
    categoryId,
    archived: flag,
    audience: field((v) => roles(v)),
    audienceDepartments: field((v) => {
      const ids = [v ?? []].flat().map((d) => Number(d));
      return ids.every((n) => Number.isSafeInteger(n) && n > 0) ? [...new Set(ids)] : refuse(t.audienceDepartment);
    }),
    audiencePositions: field((v) => {
      const names = [
        ...new Set(
          text(v)
            .split(/\r?\n/)
            .map((p) => p.trim())
            .filter(Boolean),
        ),
      ];
      if (names.length > POSITIONS_MAX) return refuse(t.audiencePositionsTooMany(POSITIONS_MAX));
      const long = names.find((p) => p.length > TEXT_MAX);
      return long ? refuse(t.audiencePosition(long.slice(0, 40))) : names;
    }),
    fields: z.optional(z.record(z.string(), row)),
    approvals: z.optional(z.record(z.string(), z.object({ who: z.optional(z.string()), dueHours }))),
    handlers: z.optional(z.object({ roles: field((v) => roles(v)), secretary: flag, dueHours })),
    version: field((v) => {
      const n = typeof v === "number" ? v : text(v) === "" ? Number.NaN : Number(text(v));
      return Number.isSafeInteger(n) && n >= 0 ? n : refuse(t.stale);
    }),
  })
  .check(
    z.superRefine((v, ctx) => {
      const used = new Set<string>();
      for (const [n, r] of Object.entries(v.fields ?? {})) {
        const problem = rowProblem(r, used);
        if (problem) ctx.addIssue({ code: "custom", message: problem.message, path: ["fields", n, problem.part] });
      }
      if (rowsOf(v.fields).length > FIELDS_MAX) ctx.addIssue({ code: "custom", message: t.tooManyFields(FIELDS_MAX), path: [""] });
      for (const [n, stop] of Object.entries(v.approvals ?? {})) {
        if (stop.who && whoOf(stop.who) === null) ctx.addIssue({ code: "custom", message: t.stop, path: ["approvals", n, "who"] });
      }
    }),
  );

export type ServiceSettingsInput = z.output<typeof serviceSettingsSchema>;

/** Addresses the services' own pages take (/services/admin, /services/hot-line): no service may have them. */
const RESERVED_KEYS = new Set(["admin", "hot-line"]);
const NEW_KEY = /^[a-z][a-zA-Z0-9-]{1,39}$/;

/** A new service: its address, name and category (that the category exists is the domain's to say). */
export const newServiceSchema = z.object({
  key: field((v) => (NEW_KEY.test(text(v)) && !RESERVED_KEYS.has(text(v)) ? text(v) : refuse(t.key))),
  name: requiredText(NAME_MAX, t.nameRequired, t.nameTooLong(NAME_MAX)),
  categoryId,
});

/** The rows kept (a label, not removed), in their order. */
function rowsOf(rows: Record<string, Row> | undefined): Row[] {
  return Object.entries(rows ?? {})
    .filter(([, r]) => text(r.label) && !r.remove)
    .sort(([a, ra], [b, rb]) => (Number(ra.order) || 0) - (Number(rb.order) || 0) || Number(a) - Number(b))
    .map(([, r]) => r);
}

function rowProblem(r: Row, used: Set<string>): { part: string; message: string } | null {
  const label = text(r.label);
  if (!label || r.remove) return null;
  if (label.length > LABEL_MAX) return { part: "label", message: t.labelTooLong(LABEL_MAX) };
  if (!FIELD_KINDS.includes(r.kind as FieldKind)) return { part: "kind", message: t.kind(label) };
  if (text(r.help).length > HELP_MAX) return { part: "help", message: t.helpTooLong(HELP_MAX) };
  const key = text(r.key);
  if (key && (!KEY.test(key) || used.has(key))) return { part: "label", message: t.stale };
  if (key) used.add(key);
  const min = optionalNumber(r.min);
  const max = optionalNumber(r.max);
  if (min === "bad") return { part: "min", message: t.number };
  if (max === "bad") return { part: "max", message: t.number };
  if (min !== undefined && max !== undefined && min > max) return { part: "min", message: t.minAboveMax };
  const options = optionsOf(r.options);
  if ((r.kind === "choice" || r.kind === "multichoice") && options.length < 2) return { part: "options", message: t.options(label) };
  if (options.length > OPTIONS_MAX || options.some((o) => o.length > TEXT_MAX))
    return { part: "options", message: t.optionsTooMany(OPTIONS_MAX) };
  return null;
}

const optionsOf = (v: unknown) => [
  ...new Set(
    text(v)
      .split("\n")
      .map((o) => o.trim())
      .filter(Boolean),
  ),
];

function whoOf(value: string): RouteStop["who"][number] | null {
  if (value === "manager") return { kind: "manager" };
  if (value === "secretary") return { kind: "secretary" };
  const role = value.startsWith("role:") ? value.slice(5) : "";
  return ROUTE_ROLES.includes(role as never) ? { kind: "role", role } : null;
}

/** The fields a checked post describes: existing keys kept (old answers keep their meaning), new ones numbered on. */
export function fieldsOf(input: ServiceSettingsInput): ServiceField[] {
  const rows = rowsOf(input.fields);
  const taken = new Set(rows.map((r) => text(r.key)).filter(Boolean));
  let next = 1;
  const newKey = () => {
    while (taken.has(`f${next}`)) next++;
    taken.add(`f${next}`);
    return `f${next}`;
  };
  return rows.map((r) => {
    const kind = r.kind as FieldKind;
    const min = optionalNumber(r.min);
    const max = optionalNumber(r.max);
    const cap = kind === "text" ? TEXT_MAX : kind === "longtext" ? LONGTEXT_MAX : undefined;
    const f: ServiceField = { key: text(r.key) || newKey(), kind, label: text(r.label), required: r.required };
    if (text(r.help)) f.help = text(r.help);
    if (kind === "number" && typeof min === "number") f.min = min;
    if ((kind === "number" || cap) && typeof max === "number") f.max = cap ? Math.min(max, cap) : max;
    if (kind === "choice" || kind === "multichoice") f.options = optionsOf(r.options);
    if ((kind === "date" || kind === "daterange") && r.notPast) f.notPast = true;
    return f;
  });
}

export function routeOf(input: ServiceSettingsInput): ServiceRoute {
  const approvals = Object.entries(input.approvals ?? {})
    .sort(([a], [b]) => Number(a) - Number(b))
    .flatMap(([, stop]) => {
      const who = stop.who ? whoOf(stop.who) : null;
      return who ? [{ who: [who], ...(stop.dueHours ? { dueHours: stop.dueHours } : {}) }] : [];
    });
  const handlerRoles = input.handlers?.roles ?? [];
  const due = input.handlers?.dueHours;
  const who: RouteStop["who"][number][] = handlerRoles.map((role) => ({ kind: "role", role }));
  if (input.handlers?.secretary) who.push({ kind: "secretary" });
  return { approvals, handlers: { who, ...(due ? { dueHours: due } : {}) } };
}
