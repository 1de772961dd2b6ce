// The one list naming the features (app/platform/feature.ts says what a manifest holds). Everything
// that serves several features loops over it: the services (context.services), the /api router, the
// events outbox, favourites, files, notification types, the admin area, the role registry and the
// demo seed. A new feature is one folder plus one line here. It sits above the features (app/portal/):
// nothing below it imports it.
//
// The order matters twice: demo seeds run in it (the directory's people first, notifications after the
// objects they name), and contributions are collected in it (favourite types are listed in this order).
// Services are built in the order their `needs` ask for, features that `collect` after all others.
//
// A feature that needs a function of a feature above it (one that imports it, so it cannot import that one
// back) exports its manifest as a factory, and the root, which imports both, passes the function in: the
// users get the notifications' unread count, the demo notifications the feed's comments and guide articles.
import type { Deps } from "~/platform/deps.server";
import type { ApiRoute } from "~/platform/api.server";
import type { FeatureManifest } from "~/platform/feature";
import { buildFeatures, type BuiltFeatures } from "~/platform/build-features.server";
import { collectRoles, ROLES_OF_FEATURES_TO_COME } from "./roles";
import { filesFeature, platformFeature } from "~/platform/manifest.server";
import { shellFeature } from "~/shell/index.server";
import { authFeature } from "~/features/auth/index.server";
import { usersFeature } from "~/features/users/index.server";
import { contactsFeature } from "~/features/contacts/index.server";
import { settingsFeature } from "~/features/settings/index.server";
import { notificationsFeature, unreadNotificationsOf } from "~/features/notifications/index.server";
import { profileFeature } from "~/features/profile/index.server";
import { documentsFeature } from "~/features/documents/index.server";
import { faqFeature } from "~/features/faq/index.server";
import { glossaryFeature } from "~/features/glossary/index.server";
import { guideFeature, publishedArticles } from "~/features/guide/index.server";
import { feedFeature, publishedCommentsNotBy } from "~/features/feed/index.server";
import { claimsFeature } from "~/features/claims/index.server";
import { albumsFeature } from "~/features/albums/index.server";
import { groupsFeature } from "~/features/groups/index.server";
import { vacanciesFeature } from "~/features/vacancies/index.server";
import { searchFeature } from "~/features/search/index.server";
import { suggestionsFeature } from "~/features/suggestions/index.server";
import { favoritesFeature } from "~/features/favorites/index.server";
import { adminFeature } from "~/features/admin/index.server";
import { serviceRequestsFeature } from "~/features/service-requests/index.server";
import { peopleAdminFeature } from "~/features/people-admin/index.server";
import { rightsFeature } from "~/features/rights/index.server";
import { logsFeature } from "~/features/logs/index.server";
import { consentsFeature } from "~/features/consents/index.server";
import { birthdaysFeature } from "~/features/birthdays/index.server";
import { companyPagesFeature } from "~/features/company-pages/index.server";
import { statisticsFeature } from "~/features/statistics/index.server";
import { assistantFeature } from "~/features/assistant/index.server";
import { walkfameFeature } from "~/features/walkfame/index.server";
import { professionalFeature } from "~/features/professional/index.server";
import { videosFeature } from "~/features/videos/index.server";
import { achievementsFeature } from "~/features/achievements/index.server";
import { galleryFeature } from "~/features/gallery/index.server";
import { clubFeature } from "~/features/club/index.server";
import { activitiesFeature } from "~/features/activities/index.server";
import { quizFeature } from "~/features/quiz/index.server";
import { clubCardFeature } from "~/features/club-card/index.server";
import { goalsFeature } from "~/features/goals/index.server";
import { mentoringFeature } from "~/features/mentoring/index.server";
import { calendarFeature } from "~/features/calendar/index.server";
import { universityFeature } from "~/features/university/index.server";
import { doctorFeature } from "~/features/doctor/index.server";
import { retailShiftsFeature } from "~/features/retail-shifts/index.server";
import { serviceCatalogueFeature } from "~/features/service-catalogue/index.server";

export const features = [
  platformFeature,
  authFeature,
  // The short user counts unread notifications: the notifications stand above the users (they import them).
  usersFeature({ unreadNotificationsOf }),
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
  // The one album implementation: its owners (groups, the gallery) register their kinds with it.
  albumsFeature,
  groupsFeature,
  vacanciesFeature,
  // Before the notifications: its demo's requests told the employee things before her welcome.
  serviceRequestsFeature,
  // After the guide and the feed: its demo notifications name their articles, posts and comments, found
  // by their functions (the guide and the feed import the notifications).
  notificationsFeature({ publishedCommentsNotBy, publishedArticles }),
  searchFeature,
  suggestionsFeature,
  favoritesFeature,
  peopleAdminFeature,
  rightsFeature,
  logsFeature,
  // Its seed needs the demo accounts; auth records the registration's consent through its service.
  consentsFeature,
  statisticsFeature,
  filesFeature,
  adminFeature,
  birthdaysFeature,
  companyPagesFeature,
  assistantFeature,
  walkfameFeature,
  professionalFeature,
  videosFeature,
  achievementsFeature,
  galleryFeature,
  clubFeature,
  activitiesFeature,
  quizFeature,
  clubCardFeature,
  goalsFeature,
  mentoringFeature,
  calendarFeature,
  universityFeature,
  doctorFeature,
  retailShiftsFeature,
  serviceCatalogueFeature,
] as const;

type Features = typeof features;
type Manifest = Features[number];
type ProvidedOf<M> = M extends FeatureManifest<infer Provided, infer _Needs, infer _Role> ? Provided : never;
type NeedsOf<M> = M extends FeatureManifest<infer _Provided, infer Needs, infer _Role> ? Needs : never;
type RoleOf<M> = M extends FeatureManifest<infer _Provided, infer _Needs, infer Role> ? Role : never;
type Merged<T extends readonly unknown[]> = T extends readonly [infer Head, ...infer Rest] ? ProvidedOf<Head> & Merged<Rest> : unknown;
type Flat<T> = { [K in keyof T]: T[K] };

/** Every feature's services by key. */
type PortalServices = Flat<Merged<Features>>;

// What context.services and ApiContext.services are: the platform declares Services empty, so that it
// imports no feature, and the composition root fills it in here.
declare module "~/platform/services" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Services extends PortalServices {}
}

/** Compile-time check: every feature's `needs` are services of the list, with the types it asks for. */
type Unmet<M> = M extends unknown ? (PortalServices extends NeedsOf<M> ? never : NeedsOf<M>) : never;
type UnmetNeeds = Unmet<Manifest>;
const everyNeedIsMet: [UnmetNeeds] extends [never] ? true : { unmetNeeds: UnmetNeeds } = true;
void everyNeedIsMet;

/** Every role name a policy reads, and those of features still to come (app/portal/roles.ts). */
export type RoleName = RoleOf<Manifest> | (typeof ROLES_OF_FEATURES_TO_COME)[number];
export const ALL_ROLES: readonly RoleName[] = collectRoles<RoleName>([
  ...features.map((f): readonly RoleName[] => f.roles ?? []),
  ROLES_OF_FEATURES_TO_COME,
]);

/** Every /api call of every feature. */
export const apiRoutes: ApiRoute[] = features.flatMap((f): readonly ApiRoute[] => f.api ?? []);

/** Builds every feature of the list (server.ts, the CLIs and the tests, through openPortal). */
export function buildPortalFeatures(deps: Deps): BuiltFeatures {
  return buildFeatures(deps, features);
}
