// Where a notification leads (issue #13 point 2). A type is FAMILY_EVENT[_FOR_WHO]
// (STATEMENT_COMPLETED_FOR_ADMIN); its family, the longest family name it starts with, picks the rule, and
// the rule reads the variable bound to the family's object placeholder (the engine binds a notification's
// variables to its template's placeholders in order, server/engine.server.ts). Each feature brings its
// families with their rules and names in its manifest (notificationFamilies); the notifications feature
// registers them when the portal is built, with its own and those of features still to come.
import type { NotificationFamilyDef } from "~/platform/feature";

/** The spec's placeholders (part 2 §3) and ours: {article} (guide), {comment} (a link's anchor only). */
export const PLACEHOLDERS = [
  "user",
  "post",
  "group",
  "claim",
  "congratulation",
  "thanks",
  "activity",
  "achievement",
  "goal",
  "article",
  "comment",
] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

/**
 * Placeholders filled into the stored text when the notification is written, not bound to a variable:
 * free text such as a rejection's reason, which is no object to open (variables stay the spec's objects).
 */
export const INLINE_PLACEHOLDERS = ["reason"] as const;
export type InlinePlaceholder = (typeof INLINE_PLACEHOLDERS)[number];

export interface BoundVariable {
  text: string;
  objectId: number | null;
}
/** A notification's variables by the placeholder each is bound to. */
export type BoundVariables = Partial<Record<Placeholder, BoundVariable>>;

let families: ReadonlyMap<string, NotificationFamilyDef> = new Map();
// Longest first: GROUP_MESSAGE_NEW before GROUP_..., BUSINESS_CARD before any shorter name.
let byLength: string[] = [];

/** Takes every family the manifests bring, refusing an object placeholder the engine does not know. */
export function registerFamilies(defs: Readonly<Record<string, NotificationFamilyDef>>): void {
  const unknown = Object.entries(defs).filter(
    ([, def]) => def.object !== null && !(PLACEHOLDERS as readonly string[]).includes(def.object),
  );
  if (unknown.length > 0) throw new Error(`Notification families with unknown object placeholders: ${unknown.map(([f]) => f).join(", ")}`);
  families = new Map(Object.entries(defs));
  byLength = [...families.keys()].sort((a, b) => b.length - a.length);
}

/** The registered families, in the registry's order (the settings page lists them so). */
export const familyNames = (): string[] => [...families.keys()];

/** A family's name on the settings page. */
export const familyLabel = (family: string): string => families.get(family)?.label ?? family;

/** The placeholder whose variable is a family's object (its objectId is the destination's id); null: none. */
export const familyObject = (family: string): Placeholder | null => (families.get(family)?.object as Placeholder | null) ?? null;

/** A type's family and event (`STATEMENT_COMPLETED_FOR_ADMIN` → STATEMENT, COMPLETED_FOR_ADMIN); null: none. */
export function familyOf(type: string): { family: string; event: string } | null {
  const family = byLength.find((f) => type === f || type.startsWith(`${f}_`));
  return family ? { family, event: type.slice(family.length + 1) } : null;
}

/** Where a notification of `type` leads `me` (its recipient), from its bound variables; null: nowhere. */
export function notificationLink(type: string, variables: BoundVariables, me: number): string | null {
  const found = familyOf(type);
  return found ? families.get(found.family)!.link(found.event, variables, me) : null;
}
