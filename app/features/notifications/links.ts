// Where a notification leads (issue #13 point 2): the one table of destinations, client-safe (no server
// imports) so a page or the service worker may use it as the server does. A type is
// FAMILY_EVENT[_FOR_WHO] (STATEMENT_COMPLETED_FOR_ADMIN); its family, the longest family name it starts
// with, picks the rule here, and the rule reads the variable bound to the family's placeholder (the
// engine binds a notification's variables to its template's placeholders in order, server/engine.server.ts).
// Manifests register a type's family and text only: a destination is a family's, so it is written once.
// It imports nothing: the guide's index would bring its components and styles into every importer (and
// .css into the CLIs run by tsx), so the permalink is written here; links.test.ts holds it to the guide's.

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

/** Claim families (the reading of the spec): one rule, a few exceptions. */
export const CLAIM_FAMILIES = [
  "TRIP",
  "BUSINESS_CARD",
  "PASS",
  "STATEMENT",
  "IT",
  "VACATION",
  "COURIER",
  "GROUP_MESSAGE",
  "EDUCATION",
  "DOCTOR",
  // Replies and recommendations to vacancies (issue #15): VACANCY_REPLY_NEW_FOR_APPROVER, ..._FOR_OWNER.
  "VACANCY_REPLY",
  "CLAIM",
] as const;

const id = (v: BoundVariable | undefined) => (v?.objectId ? v.objectId : null);
const at = (path: string, objectId: number | null) => (objectId === null ? null : `${path}${objectId}`);

type Rule = (event: string, bound: BoundVariables, me: number) => string | null;

/** A claim: its approver's page while it waits for someone to act, its owner's once done or for the owner. */
const claimRule: Rule = (event, bound, me) => {
  const claimId = id(bound.claim);
  const forOwner = event.endsWith("_FOR_OWNER") || /^(COMPLETED|CANCELLED)(_|$)/.test(event);
  return at(forOwner ? `/user/${me}/claims/` : `/user/${me}/approvement-requests/`, claimId);
};

/** The spec's exceptions to the claim rule, by family and event ("*": any event of the family). */
const claimExceptions: Readonly<Record<string, Rule>> = {
  STATEMENT_COMPLETED_FOR_ADMIN: (_e, b) => at("/services/statements/list#", id(b.claim)),
  "EDUCATION_*": (_e, b) => at("/education/list#", id(b.claim)),
  "DOCTOR_*": (_e, b) => at("/services/doctor/all#", id(b.claim)),
  GROUP_MESSAGE_NEW_FOR_ADMIN: (_e, _b, me) => `/user/${me}/approvement-requests`,
};

/** A post's page, in its group when it has one, at the comment when there is one. */
const postRule: Rule = (_event, bound) => {
  const postId = id(bound.post);
  if (postId === null) return null;
  const groupId = id(bound.group);
  const page = groupId === null ? `/news/${postId}` : `/group/${groupId}/${postId}`;
  const commentId = id(bound.comment);
  return commentId === null ? page : `${page}#comment-${commentId}`;
};

/** The families other than claims, with their rules (routes from the spec's route table, built or not). */
const OTHER_FAMILIES = {
  POST: postRule,
  GROUP: (_e, b) => at("/group/", id(b.group)),
  THANKS: (_e, b) => at("/thanks/", id(b.thanks)),
  ACTIVITY: (_e, b) => at("/activities/", id(b.activity)),
  CONGRATULATION: (_e, b, me) => at(`/user/${me}/congratulation/`, id(b.congratulation)),
  ACHIEVEMENT: (_e, b, me) => at(`/user/${me}/achievement/`, id(b.achievement)),
  // A development goal done or dropped is shown on its owner's page ({user}, else the reader's own).
  DEVELOPMENT_GOAL: (event, b, me) => {
    const goalId = id(b.goal);
    if (goalId === null) return null;
    return /^(COMPLETED|CANCELLED)/.test(event) ? `/ltr/user/${id(b.user) ?? me}#${goalId}` : `/ltr#${goalId}`;
  },
  RETAIL_SHIFT: () => "/services/retail-shifts",
  CLUB_GATE: () => "/club/maxi-club-kpp",
  WIKI_GUIDE: (_e, b) => at("/knowledge/guide/article/", id(b.article)),
  /** Messages of the portal itself: nowhere to go. */
  SYSTEM: () => null,
} satisfies Record<string, Rule>;

export const NOTIFICATION_FAMILIES = [...CLAIM_FAMILIES, ...(Object.keys(OTHER_FAMILIES) as (keyof typeof OTHER_FAMILIES)[])];
export type NotificationFamily = (typeof NOTIFICATION_FAMILIES)[number];

/** The placeholder whose variable is a family's object (its objectId is the destination's id). */
export const FAMILY_PLACEHOLDER: Readonly<Record<NotificationFamily, Placeholder | null>> = {
  ...(Object.fromEntries(CLAIM_FAMILIES.map((f) => [f, "claim"])) as Record<(typeof CLAIM_FAMILIES)[number], "claim">),
  POST: "post",
  GROUP: "group",
  THANKS: "thanks",
  ACTIVITY: "activity",
  CONGRATULATION: "congratulation",
  ACHIEVEMENT: "achievement",
  DEVELOPMENT_GOAL: "goal",
  RETAIL_SHIFT: null,
  CLUB_GATE: null,
  WIKI_GUIDE: "article",
  SYSTEM: null,
};

// Longest first: GROUP_MESSAGE_NEW before GROUP_..., BUSINESS_CARD before any shorter name.
const BY_LENGTH = [...NOTIFICATION_FAMILIES].sort((a, b) => b.length - a.length);

/** A type's family and event (`STATEMENT_COMPLETED_FOR_ADMIN` → STATEMENT, COMPLETED_FOR_ADMIN); null: none. */
export function familyOf(type: string): { family: NotificationFamily; event: string } | null {
  const family = BY_LENGTH.find((f) => type === f || type.startsWith(`${f}_`));
  return family ? { family, event: type.slice(family.length + 1) } : null;
}

const isClaimFamily = (family: NotificationFamily): family is (typeof CLAIM_FAMILIES)[number] =>
  (CLAIM_FAMILIES as readonly string[]).includes(family);

/** Where a notification of `type` leads `me` (its recipient), from its bound variables; null: nowhere. */
export function notificationLink(type: string, variables: BoundVariables, me: number): string | null {
  const found = familyOf(type);
  if (!found) return null;
  const { family, event } = found;
  if (!isClaimFamily(family)) return OTHER_FAMILIES[family](event, variables, me);
  const exception = claimExceptions[type] ?? claimExceptions[`${family}_*`];
  return (exception ?? claimRule)(event, variables, me);
}
