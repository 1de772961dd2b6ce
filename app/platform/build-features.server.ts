// Builds a portal's features from their manifests: services in the order their `needs` ask for, then
// the features that `collect` from what all others contribute (favourites, files and their kinds,
// notifications, search, the admin area), and the event consumers. It names no feature:
// app/portal/registry.server.ts passes the list.
import type { Deps } from "./deps.server";
import type { EventConsumer } from "./events.server";
import type { ActivityObserver } from "./activity.server";
import { STATIC_CONTRIBUTIONS, type Contributions, type FeatureManifest } from "./feature";
import type { Services } from "./services";

/** A portal's features, built: the services, and what the registries loop over. */
export interface BuiltFeatures {
  services: Services;
  consumers: EventConsumer[];
  /** Every feature's observers of requests and sign-ins (openPortal adds them to deps.activity). */
  activityObservers: ActivityObserver[];
  contributions: Contributions;
  /** Every feature's start, in the registry's order (openPortal, after the demo seed). */
  start(): Promise<void>;
  /** Every feature's stop, in the registry's order (openPortal's close). */
  stop(): Promise<void>;
  /** Every feature's background work started by calls, ended. */
  settled(): Promise<void>;
}

/** Any feature of the list (its needs typed `never`: only the registry passes them, checked above). */
export type AnyFeature = FeatureManifest<object, never, string>;

/** What a feature that does not collect may read: the manifests' plain data, and nothing made from services. */
const staticOnly = (name: string, all: Contributions): Contributions =>
  new Proxy(all, {
    get: (target, slot) => {
      if ((STATIC_CONTRIBUTIONS as readonly (string | symbol)[]).includes(slot)) return target[slot as keyof Contributions];
      throw new Error(`${name} reads contributions.${String(slot)}: only a feature that "collects" may`);
    },
  });

/** Builds every feature's services once (server.ts, the CLI and the tests, through openPortal). */
export function buildFeatures(deps: Deps, list: readonly AnyFeature[]): BuiltFeatures {
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

  const plain = {
    fileKinds: list.flatMap((f) => f.fileKinds ?? []),
    notificationTypes: Object.assign({}, ...list.map((f) => f.notificationTypes ?? {})),
    notificationFamilies: Object.assign({}, ...list.map((f) => f.notificationFamilies ?? {})),
    adminPages: list.flatMap((f) => f.adminPages ?? []),
    roleGroups: list.flatMap((f) => f.roleGroups ?? []),
  } satisfies Pick<Contributions, (typeof STATIC_CONTRIBUTIONS)[number]>;

  let waiting = list.filter((f) => !f.collects);
  while (waiting.length > 0) {
    const ready = waiting.find((f) => (f.needs ?? []).every((key) => key in services));
    if (!ready) throw new Error(`Features whose needs are missing or circular: ${waiting.map((f) => f.name).join(", ")}`);
    build(ready, staticOnly(ready.name, plain as Contributions));
    waiting = waiting.filter((f) => f !== ready);
  }
  const contributed = list.filter((f) => !f.collects);
  const ownOf = (f: AnyFeature) => own.get(f) ?? {};
  const contributions: Contributions = {
    ...plain,
    favoriteKinds: contributed.flatMap((f) => f.favoriteKinds?.(ownOf(f)) ?? []),
    fileReadGuards: contributed.flatMap((f) => f.fileReadGuards?.(ownOf(f)) ?? []),
    searchIndexers: contributed.flatMap((f) => f.searchIndexers?.(ownOf(f)) ?? []),
    calendarSources: contributed.flatMap((f) => f.calendarSources?.(ownOf(f)) ?? []),
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
    "file type",
    contributions.fileKinds.map((k) => k.type),
  );
  clash(
    "notification type",
    list.flatMap((f) => Object.keys(f.notificationTypes ?? {})),
  );
  clash(
    "notification family",
    list.flatMap((f) => Object.keys(f.notificationFamilies ?? {})),
  );
  clash(
    "search index",
    contributions.searchIndexers.map((s) => s.indexName),
  );
  clash(
    "calendar source",
    contributions.calendarSources.map((s) => s.kind),
  );
  clash(
    "admin page",
    contributions.adminPages.map((p) => p.path),
  );
  clash(
    "role group",
    contributions.roleGroups.map((g) => g.type),
  );
  for (const collector of list.filter((f) => f.collects)) {
    const missing = (collector.needs ?? []).filter((key) => !(key in services));
    if (missing.length > 0) throw new Error(`${collector.name} needs ${missing.join(", ")}, which no feature provides`);
    build(collector, contributions);
  }
  const consumers = list.flatMap((f) => f.consumers?.(ownOf(f)) ?? []);
  const activityObservers = list.flatMap((f) => f.activityObservers?.(ownOf(f)) ?? []);
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
  return { services: services as Services, consumers, activityObservers, contributions, start, stop, settled };
}
