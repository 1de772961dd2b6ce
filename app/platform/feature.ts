// What a feature tells the portal about itself: its manifest. Each feature folder exports one from
// its `index.server.ts` (server-only: it names server code); its `index.ts` holds the few client-safe
// exports other features may import. app/portal/registry.server.ts lists the manifests — the one
// list naming the features — and everything that serves several features loops over it: the services
// (context.services), the /api router, the events outbox, favourites, files and their kinds, notification
// types, search, the admin area, the role registry and the demo seed. Adding a feature edits no other
// feature's files.
import type { ApiRoute } from "./api.server";
import type { Deps } from "./deps.server";
import type { EventConsumer } from "./events.server";
import type { FileReadGuard } from "./files/files.server";
import type { FileKind } from "~/shared/files/rules";
import type { AdminPage } from "./admin";
import type { Expression, Kysely, Migration } from "kysely";
import type { SignedIn } from "./actor";
import type { Database } from "./db/schema";
import type { Services } from "./services";
import type { ActivityObserver } from "./activity.server";
import type { CalendarSource } from "./calendar";

/** A kind of favourite (contacts, guide articles, posts...): what favourites need to know of its objects. */
export interface FavoriteKind<Item = unknown> {
  type: string;
  /** Refusal when a favourite is set on an object that does not exist (or cannot be seen). */
  notFoundMessage: string;
  // The signed-in reader herself, with her roles: whether she may still see an object is the kind's rule.
  exists(objectId: number, reader: SignedIn): Promise<boolean>;
  count(reader: SignedIn): Promise<number>;
  ids(reader: SignedIn): Promise<number[]>;
  list(reader: SignedIn, page: { pageNumber: number; pageSize: number }): Promise<Item[]>;
}

/**
 * A notification type a feature produces (issue #13 point 1). Its destination is its family's
 * (NotificationFamilyDef); the notifications feature checks at start-up that the family and every
 * placeholder are known, and its tests hold each producer to the template.
 */
export interface NotificationTypeDef {
  /** FAMILY of FAMILY_EVENT[_FOR_WHO] (a manifest's notificationFamilies): its destination and preference ("На портале"). */
  family: string;
  /** The Russian text with its placeholders ({user}, {post}...), bound to the variables in order. */
  template: string;
  /** Other texts of the same type chosen by the producer (a guide article new or updated); same variables. */
  variants?: Readonly<Record<string, string>>;
  /** Variables after the text's placeholders that only the destination reads, in order (a comment's anchor). */
  linkOnly?: readonly string[];
}

/** A notification's variables by the placeholder each is bound to: the text shown and the object it names. */
export type NotificationBound = Readonly<Partial<Record<string, { text: string; objectId: number | null }>>>;

/**
 * A family of notification types (FAMILY_EVENT[_FOR_WHO]): where its notifications lead and what the settings
 * page calls it. The feature whose objects they are brings it (app/features/notifications/links.ts).
 */
export interface NotificationFamilyDef {
  /** Its name on the notification settings page. */
  label: string;
  /** The placeholder whose variable is the family's object (its objectId is the destination's id); null: none. */
  object: string | null;
  /** Where a notification leads its recipient `me`, from its event (NEW_FOR_OWNER…) and bound variables; null: nowhere. */
  link(event: string, bound: NotificationBound, me: number): string | null;
}

/**
 * A role group (issue #32): a bundle of roles an administrator grants on /admin/rights/{type} to people,
 * departments (with or without their sub-departments) and positions. The feature whose roles it bundles
 * declares it; the users feature keeps the bundles and the grants, and a person's roles are her own and
 * those of every group that reaches her.
 */
export interface RoleGroupDef {
  /** Its name in the addresses and calls (WIKI_DOCUMENT, TRIP_MANAGEMENT…). */
  type: string;
  title: string;
  /** What holding it lets a person do, on the rights pages. */
  hint: string;
  roles: readonly string[];
}

/** What every feature contributes to the registries, collected from all manifests. */
export interface Contributions {
  favoriteKinds: FavoriteKind[];
  fileReadGuards: FileReadGuard[];
  /** The kinds of file the features store, accepted by the files service besides the platform's own. */
  fileKinds: FileKind[];
  notificationTypes: Readonly<Record<string, NotificationTypeDef>>;
  notificationFamilies: Readonly<Record<string, NotificationFamilyDef>>;
  searchIndexers: SearchIndexer[];
  /** The parts of a person's calendar (/calendar/{id}). */
  calendarSources: CalendarSource[];
  adminPages: AdminPage[];
  roleGroups: RoleGroupDef[];
}

/**
 * The contributions that are plain data of the manifests, known before any service is built: every feature's
 * factory may read these; the others (made from services) only a feature that `collects`.
 */
export const STATIC_CONTRIBUTIONS = ["fileKinds", "notificationTypes", "notificationFamilies", "adminPages", "roleGroups"] as const;

/** An entry a feature brings to the portal's menu (the demo menu: the menu itself is data, nav_items). */
export interface MenuEntry {
  /** Its name in the menu. */
  name: string;
  link: string;
  /** Its place among its siblings (lower first). */
  order: number;
  /** The link of the top entry it sits under; none: a top entry. */
  under?: string;
  /** Shown in the mobile menu only. */
  mobileOnly?: boolean;
}

/** A demo account (app/portal/seed.server.ts): who signs in to try the portal. */
export interface DemoAccount {
  phone: string;
  name: string;
  surname: string;
  middlename: string;
  position: string;
  roles: readonly string[];
  password: string | null;
  who: string;
}

/** What a feature's demo seed gets; seeds run in the registry's order on an empty database. */
export interface SeedContext {
  deps: Deps;
  services: Services;
  /** How many generated employees (1,000 by default, fewer in tests). */
  employees: number;
  accounts: readonly DemoAccount[];
  /** Every feature's menu entries (the shell's seed writes the demo menu from them). */
  menu: readonly MenuEntry[];
  /** The id of a demo account (seeded by the directory, the first seed). */
  demoUserId(phone: string): Promise<number>;
}

/** One indexed thing as an indexer loads it: plain texts (HTML is stripped by the engine) and its scope. */
export interface SearchDocument {
  objectId: number;
  /** The section, group or theme the item belongs to, for the index's access filter; null when none. */
  scopeId: number | null;
  /** Its name: matches here rank above the body's. */
  title: string;
  body: string;
  /** ISO time: newer first among equal matches. */
  freshAt: string;
}

/**
 * What a person may see of an index, applied in the search's query before `total`: items whose scope is among
 * `scopeIds` (ids, or a subquery selecting one column of them), and items without scope when `allowNullScope`.
 * `exceptScopeIds` may say the same the short way: of the scopes the index's items can have, those not among
 * these (the search may count with either). "all": every item of the index (what load() gives is already only
 * what anyone signed in may open).
 */
export type SearchScope =
  | "all"
  | {
      scopeIds: readonly number[] | Expression<Record<string, number | null>>;
      allowNullScope: boolean;
      exceptScopeIds?: Expression<Record<string, number | null>>;
    };

/** What a search asks of an index beyond the reader: her own item left out, or one part of the index alone. */
export interface SearchScopeOptions {
  /** Leave the reader's own item out (USER: herself, CONTACT: her card). */
  withoutMe: boolean;
  /** A part of the index the indexer names (CONTACT: "user" cards, "another" service records); null: all of it. */
  part: string | null;
}

/**
 * A feature's index in the portal search's full-text engine (issue #16): what it indexes, when, for whom and
 * how a found item is shown. The search feature keeps the index in step through the events named here (one
 * outbox consumer per indexer), rebuilds it on demand and answers GET /search-v2/find and the pages with it.
 */
export interface SearchIndexer {
  /** The spec's index name (WIKI_FAQ, POST...). */
  indexName: string;
  /**
   * Its block on the results pages: the header and the place (lower first; spec part 1 §2.5); null for an
   * index only the calls and the finder ask (people, positions, roles, tags).
   */
  block: { header: string; order: number } | null;
  /** Every query word may be the start of a word (people and catalogues); else only the last one. */
  allPrefix?: boolean;
  /**
   * The documents of these ids that belong in the index; an id left out (deleted, draft, archived, blocked)
   * is taken out of it. Runs in the outbox delivery's transaction.
   */
  load(db: Kysely<Database>, ids: readonly number[]): Promise<SearchDocument[]>;
  /** The ids of every document that belongs in the index, after `afterId` in id order, `limit` at a time (a rebuild). */
  idsAfter(db: Kysely<Database>, afterId: number, limit: number): Promise<number[]>;
  /** The outbox event types that change its documents, and the ids each event names (payload as written). */
  events: Readonly<Record<string, (payload: unknown) => readonly number[]>>;
  /** What this person may see of the index (of its `part`, when asked for one), without her own item when `withoutMe`. */
  scope(reader: SignedIn, options?: SearchScopeOptions): Promise<SearchScope>;
  /** The found items as the index's objects of the spec (§3), in the order of `ids`; ids it cannot show are left out. */
  present(reader: SignedIn, ids: readonly number[]): Promise<unknown[]>;
  /** The page a found item opens (spec part 1 §2.5), from its presented object. */
  target(object: unknown): string;
  /** How the finder lists a presented object: its name and a hint under it (the name alone when absent). */
  finderLabel?(object: unknown): { label: string; hint: string | null };
  /** Its parts (`part` of a scope) that GET /search/find-index-with-grouping answers as named groups (CONTACT's kinds of card). */
  parts?: readonly { key: string; name: string }[];
}

// Members are methods (not function-typed properties) so a manifest of any feature is assignable to
// the list's element type; each feature's own types are kept by defineFeature's generics.
export interface FeatureManifest<
  Provided extends object = object,
  Needs extends object = Record<string, unknown>,
  Role extends string = string,
> {
  /** The folder's name, for messages and the order of the registry. */
  name: string;
  /**
   * Service keys of other features this one is built with (e.g. suggestions: contacts, guide,
   * profile). They are built first; the registry checks at compile time that they exist with the
   * types the factory asks for.
   */
  needs?: readonly (keyof Needs & string)[];
  /**
   * Built after every other feature, from what all of them contribute (favourites, files' read guards,
   * search indexes): its factory reads every `contributions`; the others only STATIC_CONTRIBUTIONS.
   */
  collects?: boolean;
  /** Its services, merged into context.services under these keys (`{ guide: createGuide(deps) }`). */
  services?(deps: Deps, needs: Needs, contributions: Contributions): Provided;
  /** Its /api calls. */
  api?: readonly ApiRoute[];
  /**
   * Its migrations, by name: `YYYYMMDDHHMM_<feature>_<what>` (npm run new-migration), so two branches never
   * pick the same name; those written before the rule keep their recorded `00NN_<what>` names.
   */
  migrations?: Readonly<Record<string, Migration>>;
  /** The role names its policy reads (the typed role registry is their union). */
  roles?: readonly Role[];
  /** Its consumers of the events outbox. */
  consumers?(own: Provided): readonly EventConsumer[];
  favoriteKinds?(own: Provided): readonly FavoriteKind[];
  /** Who may read files attached to its items (null: not the feature's file). */
  fileReadGuards?(own: Provided): readonly FileReadGuard[];
  /**
   * The kinds of file it stores (fileType of POST /file/save: extensions, size, refusal, image variants),
   * declared client-safe in its files.ts so its forms read the same limits; the platform's own kinds
   * (editor images, attachments, videos) are shared/files/rules.ts.
   */
  fileKinds?: readonly FileKind[];
  /** The families of notifications about its objects, by name: where they lead, what they are called. */
  notificationFamilies?: Readonly<Record<string, NotificationFamilyDef>>;
  /** The notification types it produces, by type (FAMILY_EVENT[_FOR_WHO]). */
  notificationTypes?: Readonly<Record<string, NotificationTypeDef>>;
  /** Its indexes in the portal search's full-text engine. */
  searchIndexers?(own: Provided): readonly SearchIndexer[];
  /** Its parts of a person's calendar (app/platform/calendar.ts). */
  calendarSources?(own: Provided): readonly CalendarSource[];
  /** Its entries in the portal's menu. */
  menu?: readonly MenuEntry[];
  /** Its pages in /admin, with the roles that open each. */
  adminPages?: readonly AdminPage[];
  /** The role groups that bundle its roles, granted on /admin/rights/{type}. */
  roleGroups?: readonly RoleGroupDef[];
  /** Who it tells of each request answered and each sign-in (the statistics), from its services. */
  activityObservers?(own: Provided): readonly ActivityObserver[];
  /** Its demo data for an empty database. */
  seed?(context: SeedContext): Promise<void>;
  /** What it does once the database is migrated and seeded, before the portal serves (an index's first build). */
  start?(own: Provided): Promise<void>;
  /** Ends what it keeps open (streams, connections, timers) when the portal closes, before the database does. */
  stop?(own: Provided): Promise<void>;
  /** Waits for work a call started in the background (a search rebuild): the portal closes, or a test reads the data, after it. */
  settled?(own: Provided): Promise<void>;
}

/** Declares a manifest; the generics keep each feature's service types (context.services.guide...). */
export function defineFeature<Provided extends object, Needs extends object = object, Role extends string = never>(
  manifest: FeatureManifest<Provided, Needs, Role>,
): FeatureManifest<Provided, Needs, Role> {
  return manifest;
}
