// The one list naming the features (app/platform/feature.ts says what a manifest holds). Everything
// that serves several features loops over it: the services (context.services), the /api router, the
// events outbox, favourites, files, notification types, the admin area, the role registry and the
// demo seed. A new feature is one folder plus one line here.
//
// The order matters twice: demo seeds run in it (the directory's people first, notifications after the
// objects they name), and contributions are collected in it (favourite types are listed in this order).
// Services are built in the order their `needs` ask for, features that `collect` after all others.
import type { Deps } from "~/platform/deps.server";
import type { ApiRoute } from "~/platform/api.server";
import type { EventConsumer } from "~/platform/events.server";
import type { Contributions, FeatureManifest } from "~/platform/feature";
import { collectRoles, ROLES_OF_FEATURES_TO_COME } from "~/platform/roles";
import { filesFeature, platformFeature } from "~/platform/manifest.server";
import { shellFeature } from "~/shell/index.server";
import { authFeature } from "./auth/index.server";
import { usersFeature } from "./users/index.server";
import { contactsFeature } from "./contacts/index.server";
import { settingsFeature } from "./settings/index.server";
import { notificationsFeature } from "./notifications/index.server";
import { profileFeature } from "./profile/index.server";
import { documentsFeature } from "./documents/index.server";
import { faqFeature } from "./faq/index.server";
import { glossaryFeature } from "./glossary/index.server";
import { guideFeature } from "./guide/index.server";
import { feedFeature } from "./feed/index.server";
import { claimsFeature } from "./claims/index.server";
import { groupsFeature } from "./groups/index.server";
import { vacanciesFeature } from "./vacancies/index.server";
import { searchFeature } from "./search/index.server";
import { suggestionsFeature } from "./suggestions/index.server";
import { favoritesFeature } from "./favorites/index.server";
import { adminFeature } from "./admin/index.server";

export const features = [
  platformFeature,
  authFeature,
  usersFeature,
  contactsFeature,
  settingsFeature,
  shellFeature,
  profileFeature,
  documentsFeature,
  faqFeature,
  glossaryFeature,
  guideFeature,
  feedFeature,
  claimsFeature,
  groupsFeature,
  vacanciesFeature,
  // After the guide and the feed: its demo notifications name their articles, posts and comments.
  notificationsFeature,
  searchFeature,
  suggestionsFeature,
  favoritesFeature,
  filesFeature,
  adminFeature,
] as const;

type Features = typeof features;
type Manifest = Features[number];
type ProvidedOf<M> = M extends FeatureManifest<infer Provided, infer _Needs, infer _Role> ? Provided : never;
type NeedsOf<M> = M extends FeatureManifest<infer _Provided, infer Needs, infer _Role> ? Needs : never;
type RoleOf<M> = M extends FeatureManifest<infer _Provided, infer _Needs, infer Role> ? Role : never;
type Merged<T extends readonly unknown[]> = T extends readonly [infer Head, ...infer Rest] ? ProvidedOf<Head> & Merged<Rest> : unknown;
type Flat<T> = { [K in keyof T]: T[K] };

/** Every feature's services by key: what context.services and ApiContext.services are. */
export type Services = Flat<Merged<Features>>;

/** Compile-time check: every feature's `needs` are services of the list, with the types it asks for. */
type Unmet<M> = M extends unknown ? (Services extends NeedsOf<M> ? never : NeedsOf<M>) : never;
type UnmetNeeds = Unmet<Manifest>;
const everyNeedIsMet: [UnmetNeeds] extends [never] ? true : { unmetNeeds: UnmetNeeds } = true;
void everyNeedIsMet;

/** Every role name a policy reads, and those of features still to come (platform/roles.ts). */
export type RoleName = RoleOf<Manifest> | (typeof ROLES_OF_FEATURES_TO_COME)[number];
export const ALL_ROLES: readonly RoleName[] = collectRoles<RoleName>([
  ...features.map((f): readonly RoleName[] => f.roles ?? []),
  ROLES_OF_FEATURES_TO_COME,
]);

/** Every /api call of every feature. */
export const apiRoutes: ApiRoute[] = features.flatMap((f): readonly ApiRoute[] => f.api ?? []);

/** A portal's features, built: the services, and what the registries loop over. */
export interface BuiltFeatures {
  services: Services;
  consumers: EventConsumer[];
  contributions: Contributions;
  /** Every feature's start, in the registry's order (openPortal, after the demo seed). */
  start(): Promise<void>;
  /** Every feature's stop, in the registry's order (openPortal's close). */
  stop(): Promise<void>;
  /** Every feature's background work started by calls, ended. */
  settled(): Promise<void>;
}

/** Any feature of the list (its needs typed `never`: only the registry passes them, checked above). */
type AnyFeature = FeatureManifest<object, never, string>;

const notForThisFeature = (name: string): Contributions =>
  new Proxy({} as Contributions, {
    get: (_target, slot) => {
      throw new Error(`${name} reads contributions.${String(slot)}: only a feature that "collects" may`);
    },
  });

/** Builds every feature's services once (server.ts, the CLI and the tests, through openPortal). */
export function buildFeatures(deps: Deps, list: readonly AnyFeature[] = features): BuiltFeatures {
  const services: Record<string, unknown> = {};
  const own = new Map<AnyFeature, object>();
  const build = (feature: AnyFeature, contributions: Contributions) => {
    const needs = Object.fromEntries((feature.needs ?? []).map((key) => [key, services[key]]));
    const provided = feature.services?.(deps, needs as never, contributions) ?? {};
    for (const key of Object.keys(provided)) {
      if (key in services) throw new Error(`Two features provide services.${key} (the second: ${feature.name})`);
    }
    Object.assign(services, provided);
    own.set(feature, provided);
  };

  let waiting = list.filter((f) => !f.collects);
  while (waiting.length > 0) {
    const ready = waiting.find((f) => (f.needs ?? []).every((key) => key in services));
    if (!ready) throw new Error(`Features whose needs are missing or circular: ${waiting.map((f) => f.name).join(", ")}`);
    build(ready, notForThisFeature(ready.name));
    waiting = waiting.filter((f) => f !== ready);
  }
  const contributed = list.filter((f) => !f.collects);
  const ownOf = (f: AnyFeature) => own.get(f) ?? {};
  const contributions: Contributions = {
    favoriteKinds: contributed.flatMap((f) => f.favoriteKinds?.(ownOf(f)) ?? []),
    fileReadGuards: contributed.flatMap((f) => f.fileReadGuards?.(ownOf(f)) ?? []),
    notificationTypes: Object.assign({}, ...list.map((f) => f.notificationTypes ?? {})),
    searchIndexers: contributed.flatMap((f) => f.searchIndexers?.(ownOf(f)) ?? []),
    adminPages: list.flatMap((f) => f.adminPages ?? []),
  };
  const clash = (what: string, keys: string[]) => {
    const twice = keys.find((key, i) => keys.indexOf(key) !== i);
    if (twice !== undefined) throw new Error(`Two features declare the ${what} ${twice}`);
  };
  clash(
    "favourite type",
    contributions.favoriteKinds.map((k) => k.type),
  );
  clash(
    "notification type",
    list.flatMap((f) => Object.keys(f.notificationTypes ?? {})),
  );
  clash(
    "search index",
    contributions.searchIndexers.map((s) => s.indexName),
  );
  clash(
    "admin page",
    contributions.adminPages.map((p) => p.path),
  );
  for (const collector of list.filter((f) => f.collects)) {
    const missing = (collector.needs ?? []).filter((key) => !(key in services));
    if (missing.length > 0) throw new Error(`${collector.name} needs ${missing.join(", ")}, which no feature provides`);
    build(collector, contributions);
  }
  const consumers = list.flatMap((f) => f.consumers?.(ownOf(f)) ?? []);
  const start = async () => {
    for (const f of list) await f.start?.(ownOf(f));
  };
  const settled = async () => {
    await Promise.all(list.map((f) => f.settled?.(ownOf(f))));
  };
  const stop = async () => {
    await settled();
    for (const f of list) await f.stop?.(ownOf(f));
  };
  return { services: services as Services, consumers, contributions, start, stop, settled };
}

/** The services alone (what createServices returned before the registry). */
export function createServices(deps: Deps): Services {
  return buildFeatures(deps).services;
}
