// The notification engine (issue #13 point 1). Features register their types in their manifests
// (`notificationTypes`: family, Russian template, variants); the notifications feature hands the
// collected table to registerNotificationTypes when the portal is built, checking each type, and every
// producer writes through notify() inside its outbox handler's transaction.
//
// The table is module state, not a service: producers' handlers are built with their own feature
// before the notifications feature (which collects, so is built last), and the table is the static
// manifests' declaration, the same for every portal a process opens. So is the bus notify() publishes
// on (the live count, bus.server.ts): a process serves one portal; where tests open two in one process,
// the last one's bus is used, which on PostgreSQL reaches every listener of the schema anyway.
import type { Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";
import type { NotificationFamilyDef, NotificationTypeDef } from "~/platform/feature";
import {
  familyObject,
  familyOf,
  INLINE_PLACEHOLDERS,
  notificationLink,
  PLACEHOLDERS,
  registerFamilies,
  type BoundVariables,
  type InlinePlaceholder,
} from "../links";
import type { NotificationBus } from "./bus.server";
import { queuePush } from "./push.server";

export interface NotificationVariable {
  text: string;
  objectId: number | null;
  avatarFilePath?: string | null;
}

/** Recipients are filtered this many at a time (bound parameters stay far below both dialects' limits). */
const RECIPIENT_BATCH = 500;
/** Rows are inserted this many at a time (10 columns each). */
const INSERT_BATCH = 200;

const PLACEHOLDER = /\{(\w+)\}/g;
const isInline = (name: string): name is InlinePlaceholder => (INLINE_PLACEHOLDERS as readonly string[]).includes(name);

/** A text's placeholders, in order, inline ones included. */
export const placeholdersOf = (text: string): string[] => [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);

/** The placeholders a type's variables bind to, in order: its text's (inline ones aside), then linkOnly. */
export const boundNamesOf = (def: NotificationTypeDef): string[] => [
  ...placeholdersOf(def.template).filter((name) => !isInline(name)),
  ...(def.linkOnly ?? []),
];

/** What is wrong with a registered type (none: []). */
export function problemsOf(type: string, def: NotificationTypeDef): string[] {
  const problems: string[] = [];
  const found = familyOf(type);
  if (found?.family !== def.family) problems.push(`${type}: its name does not start with its family ${def.family}`);
  const known = (name: string) => (PLACEHOLDERS as readonly string[]).includes(name) || isInline(name);
  const texts = [def.template, ...Object.values(def.variants ?? {})];
  for (const name of [...texts.flatMap(placeholdersOf), ...(def.linkOnly ?? [])]) {
    if (!known(name)) problems.push(`${type}: unknown placeholder {${name}}`);
  }
  const names = boundNamesOf(def).join();
  for (const [variant, text] of Object.entries(def.variants ?? {})) {
    const own = boundNamesOf({ ...def, template: text }).join();
    if (own !== names) problems.push(`${type}: variant ${variant} binds (${own}), the template (${names})`);
  }
  const objectOf = found ? familyObject(found.family) : null;
  if (objectOf && !boundNamesOf(def).includes(objectOf)) problems.push(`${type}: no {${objectOf}}, the object of its family`);
  return problems;
}

let registered: ReadonlyMap<string, NotificationTypeDef> = new Map();
let liveBus: NotificationBus | null = null;

/**
 * Takes the manifests' families and types (the notifications feature, when the portal is built), refusing
 * unsound ones, and the bus new notifications are published on.
 */
export function registerNotificationTypes(
  types: Readonly<Record<string, NotificationTypeDef>>,
  families: Readonly<Record<string, NotificationFamilyDef>>,
  bus?: NotificationBus,
): void {
  registerFamilies(families);
  const problems = Object.entries(types).flatMap(([type, def]) => problemsOf(type, def));
  if (problems.length > 0) throw new Error(`Notification types:\n${problems.join("\n")}`);
  registered = new Map(Object.entries(types));
  if (bus) liveBus = bus;
}

/** The registered types (tests loop over them; the settings page lists their families). */
export const registeredTypes = (): ReadonlyMap<string, NotificationTypeDef> => registered;

/** A notification's variables by placeholder name (a type no longer registered: none). */
export function bindVariables(type: string, variables: readonly NotificationVariable[]): BoundVariables {
  const def = registered.get(type);
  const bound: Record<string, NotificationVariable> = {};
  if (!def) return bound;
  boundNamesOf(def).forEach((name, i) => {
    const variable = variables[i];
    if (variable && !(name in bound)) bound[name] = variable;
  });
  return bound;
}

/** Where a stored notification leads its recipient `me` (links.ts, from its bound variables). */
export const linkOf = (n: { type: string; variables: readonly NotificationVariable[] }, me: number): string | null =>
  notificationLink(n.type, bindVariables(n.type, n.variables), me);

export interface NotifyInput {
  recipients: readonly number[];
  type: string;
  variables: readonly NotificationVariable[];
  /** One of the type's variants; none: its template. */
  variant?: string;
  /** Values of the text's inline placeholders ({reason}), written into the stored text. */
  inline?: Partial<Record<InlinePlaceholder, string>>;
  /** "The same thing again": replaces the recipient's unread notification of this type and key. */
  groupKey?: string;
  /** notifyClaim.claimStatus.name of the API. */
  claimStatus?: string;
  /** create_date (ISO): the producer's clock. */
  at: string;
}

/** The stored text: the template (or variant) with its inline placeholders filled. */
function textOf(type: string, def: NotificationTypeDef, { variant, inline, variables }: NotifyInput): string {
  const text = variant === undefined ? def.template : def.variants?.[variant];
  if (text === undefined) throw new Error(`Notification type ${type} has no variant ${variant}`);
  const expected = boundNamesOf(def).length;
  // Trailing link-only variables may be left off (a comment on company news binds no {group}); the text's never.
  const least = expected - (def.linkOnly?.length ?? 0);
  if (variables.length < least || variables.length > expected)
    throw new Error(`Notification type ${type} takes ${expected} variables, got ${variables.length}`);
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    if (!isInline(name)) return whole;
    const value = inline?.[name];
    if (value === undefined) throw new Error(`Notification type ${type} needs {${name}}`);
    // Free text must not read as a placeholder when the variables are filled in.
    return value.replace(/[{}]/g, (brace) => (brace === "{" ? "(" : ")"));
  });
}

/**
 * Notifies `recipients` of one event, in the caller's transaction. Skips blocked people and those who
 * turned the type's family off "На портале". Refuses an unregistered type, an unknown variant and a
 * wrong number of variables (a producer's bug: thrown, so the outbox retries and logs it).
 * Returns how many notifications were written.
 */
export async function notify(trx: Transaction<Database>, input: NotifyInput): Promise<number> {
  const def = registered.get(input.type);
  if (!def) throw new Error(`Unregistered notification type ${input.type}`);
  const text = textOf(input.type, def, input);
  const variables = JSON.stringify(input.variables);
  const found = familyOf(input.type);
  const objectName = found && familyObject(found.family);
  const objectId = (objectName && bindVariables(input.type, input.variables)[objectName]?.objectId) || null;
  const unique = [...new Set(input.recipients)];
  let written = 0;
  for (let i = 0; i < unique.length; i += RECIPIENT_BATCH) {
    const active = (
      await trx
        .selectFrom("users")
        .select("id")
        .where("id", "in", unique.slice(i, i + RECIPIENT_BATCH))
        .where("blocked", "=", 0)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom("notification_preferences as p")
                .select("p.user_id")
                .whereRef("p.user_id", "=", "users.id")
                .where("p.family", "=", def.family)
                .where("p.on_portal", "=", 0),
            ),
          ),
        )
        .orderBy("id")
        .execute()
    ).map((r) => r.id);
    if (active.length === 0) continue;
    const grouped = input.groupKey === undefined ? new Map<number, number>() : await takeGroups(trx, input, active);
    for (let j = 0; j < active.length; j += INSERT_BATCH) {
      const rows = active.slice(j, j + INSERT_BATCH).map((user_id) => ({
        user_id,
        type: input.type,
        text,
        variables,
        object_id: objectId,
        claim_status: input.claimStatus ?? null,
        create_date: input.at,
        group_key: input.groupKey ?? null,
        group_count: 1 + (grouped.get(user_id) ?? 0),
      }));
      const inserted = await trx.insertInto("notifications").values(rows).returning(["id", "user_id"]).execute();
      written += rows.length;
      await publishLive(trx, inserted);
      await queuePush(trx, inserted, def.family, input.at);
    }
  }
  return written;
}

/** Rows up to this many are published one by one (their `notification` events); more move the count only. */
const LIVE_ROWS = 50;

/** Tells open streams (bus.server.ts), in the writing transaction so only a commit is heard. */
async function publishLive(trx: Transaction<Database>, rows: { id: number; user_id: number }[]): Promise<void> {
  if (!liveBus) return;
  if (rows.length > LIVE_ROWS)
    return liveBus.publish(
      trx,
      rows.map((r) => r.user_id),
    );
  for (const row of rows) await liveBus.publish(trx, [row.user_id], row.id);
}

/**
 * Removes the recipients' unread notifications of this type and group key and returns how many each
 * stood for. The new row replaces them with a new id: the list and the page order by id (keyset
 * `id < cursor`), so a new id is what puts the group at the top, on both dialects, without a second
 * ordering column or index. An id a client still holds then answers "Уведомление не найдено", as for
 * any notification gone; the group is unread again, so nothing is lost. Two deliveries racing for one
 * recipient and key may leave two rows of the group (each counting the old one): an outbox consumer
 * handles its events one at a time, so only two different consumers of one type could race.
 */
async function takeGroups(trx: Transaction<Database>, input: NotifyInput, userIds: number[]): Promise<Map<number, number>> {
  const rows = await trx
    .selectFrom("notifications")
    .select(["id", "user_id", "group_count"])
    .where("user_id", "in", userIds)
    .where("type", "=", input.type)
    .where("group_key", "=", input.groupKey!)
    .where("showed", "=", 0)
    .execute();
  const counts = new Map<number, number>();
  for (const row of rows) counts.set(row.user_id, (counts.get(row.user_id) ?? 0) + row.group_count);
  for (let i = 0; i < rows.length; i += RECIPIENT_BATCH) {
    await trx
      .deleteFrom("notifications")
      .where(
        "id",
        "in",
        rows.slice(i, i + RECIPIENT_BATCH).map((r) => r.id),
      )
      .execute();
  }
  return counts;
}
