// The registry of features: what the manifests contribute, in which order, and how services are
// built from their needs.
import { describe, expect, it } from "vitest";
import type { Deps } from "~/platform/deps.server";
import { defineFeature } from "~/platform/feature";
import { actingAs, type Actor } from "~/platform/actor";
import { buildFeatures } from "~/platform/build-features.server";
import type { FileKind } from "~/shared/files/rules";
import { ALL_ROLES, apiRoutes, buildPortalFeatures, features } from "./registry.server";

// Building touches no database: factories only close over their deps.
const deps = { now: () => new Date(0), dataDir: "/nonexistent" } as unknown as Deps;
const person = (...roles: string[]): Actor => actingAs(1, roles);

/**
 * The features the exact lists below describe. A feature added since (`npm run new-feature`) brings its
 * own tests; here it must only add to what these contribute, never change it.
 */
const DESCRIBED = new Set([
  "platform",
  "auth",
  // The registration records its consent through the consents' service: auth needs it.
  "consents",
  "users",
  "contacts",
  "settings",
  "shell",
  "profile",
  "documents",
  "faq",
  "glossary",
  "guide",
  "feed",
  "claims",
  // Groups keep their albums in the albums feature (issue #36): they need it.
  "albums",
  "groups",
  "vacancies",
  "notifications",
  "search",
  "suggestions",
  "favorites",
  "files",
  "admin",
]);
const added = features.filter((f) => !DESCRIBED.has(f.name));

describe("feature registry", () => {
  const everything = buildPortalFeatures(deps);
  // The described features alone, as the lists below know them.
  const built =
    added.length === 0
      ? everything
      : buildFeatures(
          deps,
          features.filter((f) => DESCRIBED.has(f.name)),
        );

  it("builds every feature added since on top of the described ones, changing none of their services", () => {
    expect(Object.keys(everything.services)).toEqual(expect.arrayContaining(Object.keys(built.services)));
    expect(everything.consumers.map((c) => c.name)).toEqual(expect.arrayContaining(built.consumers.map((c) => c.name)));
    expect(everything.contributions.adminPages.map((p) => p.path)).toEqual(
      expect.arrayContaining(built.contributions.adminPages.map((p) => p.path)),
    );
  });

  it("names each feature once and answers each /api call once", () => {
    const names = features.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    const calls = apiRoutes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(calls).size).toBe(calls.length);
  });

  it("builds the services every page and /api call use", () => {
    expect(Object.keys(built.services).sort()).toEqual(
      [
        "admin",
        "albums",
        "auth",
        "avatars",
        "claims",
        "consents",
        "contacts",
        "documents",
        "faq",
        "favorites",
        "feed",
        "files",
        "formTokens",
        "glossary",
        "groupAlbums",
        "groupArticles",
        "groupMembers",
        "groupMessages",
        "groups",
        "guide",
        "nav",
        "navIcons",
        "notifications",
        "postComments",
        "profile",
        "registration",
        "roleGroups",
        "rolePositions",
        "search",
        "searchEngine",
        "searchStats",
        "settings",
        "stickers",
        "suggestions",
        "thanks",
        "users",
        "vacancies",
        "vacancyReplies",
        "webPush",
      ].sort(),
    );
  });

  it("collects favourite kinds in the registry's order, file guards, notification types, admin pages, consumers", () => {
    expect(built.contributions.favoriteKinds.map((k) => k.type)).toEqual(["CONTACT", "WIKI_GUIDE", "POST"]);
    expect(built.contributions.fileReadGuards).toEqual([
      built.services.navIcons.fileReadGuard,
      built.services.documents.fileReadGuard,
      built.services.faq.fileReadGuard,
      built.services.glossary.fileReadGuard,
      built.services.guide.fileReadGuard,
      built.services.feed.fileReadGuard,
      built.services.stickers.fileReadGuard,
      built.services.albums.fileReadGuard,
      built.services.groups.fileReadGuard,
      built.services.groupArticles.fileReadGuard,
      built.services.vacancyReplies.fileReadGuard,
    ]);
    // Each feature's kinds of file from its own files.ts; the platform's (EDITOR_IMAGE, ATTACHMENT, FAQ_VIDEO) are its own.
    expect(built.contributions.fileKinds.map((k) => k.type)).toEqual([
      "NAV_ICON",
      "WIKI_DOCUMENT",
      "STICKER",
      "ARTICLE_PREVIEW",
      "GROUP_PHOTO",
      "GROUP_IMAGE",
      "VACANCY_RESUME",
    ]);
    expect(built.services.notifications.linkOf({ type: "WIKI_GUIDE", variables: [{ text: "Статья", objectId: 5 }] }, 1)).toBe(
      "/knowledge/guide/article/5",
    );
    expect(built.services.notifications.linkOf({ type: "WIKI_GUIDE", variables: [] }, 1)).toBeNull();
    expect(built.services.notifications.linkOf({ type: "THANKS", variables: [{ text: "Анна", objectId: 1 }] }, 1)).toBeNull();
    expect(
      built.services.notifications.linkOf(
        {
          type: "THANKS",
          variables: [
            { text: "Анна", objectId: 1 },
            { text: "Спасибо", objectId: 7 },
          ],
        },
        1,
      ),
    ).toBe("/thanks/7");
    expect(built.contributions.adminPages.map((p) => p.path)).toEqual([
      "/admin/secretary-to-department",
      "/admin/icons",
      "/admin/avatars",
      "/admin/roles-by-positions",
      "/admin/news-moderation",
      "/admin/stickers",
      "/admin/claims",
      "/admin/search",
      "/admin/search-statistic",
      "/admin/suggestions",
      "/admin/personal-accept",
      "/admin/ui",
    ]);
    expect(built.consumers.map((c) => c.name)).toEqual([
      "guide.notifyPublished",
      "feed.notifyOfferDecided",
      "feed.notifyComment",
      "feed.notifyMention",
      "feed.notifyThanks",
      "claims.notify",
      "notifications.push",
      // The search engine's indexers follow their features' events (one consumer per index and type).
      "search.index.USER.PERSON_CHANGED",
      "search.index.CONTACT.CONTACT_CHANGED",
      "search.index.DEPARTMENT.DEPARTMENT_CHANGED",
      "search.index.USER_POSITION.POSITION_CHANGED",
      "search.index.WIKI_DOCUMENT.DOCUMENT_CHANGED",
      "search.index.WIKI_FAQ.FAQ_QUESTION_CHANGED",
      "search.index.WIKI_GLOSSARY.GLOSSARY_TERM_CHANGED",
      "search.index.WIKI_GUIDE.GUIDE_ARTICLE_CHANGED",
      "search.index.WIKI_ROLE.WIKI_ROLE_CHANGED",
      "search.index.TAG.TAG_CHANGED",
      "search.index.POST.POST_CHANGED",
      "search.index.ALBUM.ALBUM_CHANGED",
      "search.index.ARTICLE.GROUP_ARTICLE_CHANGED",
      "search.index.VACANCY.VACANCY_CHANGED",
    ]);
  });

  it("opens admin pages only with roles of the role registry", () => {
    for (const page of built.contributions.adminPages) expect(ALL_ROLES).toEqual(expect.arrayContaining([...page.roles]));
  });

  it("opens the admin area to the holders of an admin page's role only", () => {
    expect(built.services.admin.canOpen(person())).toBe(false);
    expect(built.services.admin.canOpen({ kind: "anonymous" })).toBe(false);
    expect(built.services.admin.canOpen(person("ROLE_EDIT_WIKI_DOCUMENT"))).toBe(false);
    expect(built.services.admin.pagesFor(person("ROLE_ADMINISTRATOR")).map((p) => p.path)).toEqual([
      "/admin/secretary-to-department",
      "/admin/icons",
      "/admin/avatars",
      "/admin/roles-by-positions",
      "/admin/news-moderation",
      "/admin/stickers",
      "/admin/claims",
      "/admin/search",
      "/admin/search-statistic",
      "/admin/suggestions",
      "/admin/personal-accept",
      "/admin/ui",
    ]);
    // Readers of the consents have their page.
    expect(built.services.admin.pagesFor(person("ROLE_GET_PERSONAL_DATA_ACCEPT")).map((p) => p.path)).toEqual(["/admin/personal-accept"]);
    // Claims administrators without ROLE_ADMINISTRATOR have /admin/claims.
    expect(built.services.admin.pagesFor(person("ROLE_EDIT_USER_CLAIMS")).map((p) => p.path)).toEqual(["/admin/claims"]);
    // Secretaries' managers have their page.
    expect(built.services.admin.pagesFor(person("ROLE_EDIT_SECRETARY")).map((p) => p.path)).toEqual(["/admin/secretary-to-department"]);
    // News editors have the one page of theirs.
    expect(built.services.admin.pagesFor(person("ROLE_EDIT_NEWS")).map((p) => p.path)).toEqual(["/admin/news-moderation"]);
    // Sticker managers have the stickers page.
    expect(built.services.admin.pagesFor(person("ROLE_UPDATE_STICKER")).map((p) => p.path)).toEqual(["/admin/stickers"]);
    // Holders of the right to distribute rights have the sections' icons (spec part 1 §6: «права и иконки»).
    expect(built.services.admin.pagesFor(person("ROLE_EDIT_USER_ROLE_GROUP")).map((p) => p.path)).toEqual(["/admin/icons"]);
    // Log readers have the search statistics.
    expect(built.services.admin.pagesFor(person("ROLE_GET_LOG")).map((p) => p.path)).toEqual(["/admin/search-statistic"]);
  });

  it("opens /admin/emilia to holders of ROLE_EMILIA (the assistant feature, added since)", () => {
    expect(everything.services.admin.pagesFor(person("ROLE_EMILIA")).map((p) => p.path)).toEqual(["/admin/emilia"]);
  });

  it("knows every role name once: the policies' and those of features to come", () => {
    expect(new Set(ALL_ROLES).size).toBe(ALL_ROLES.length);
    const addedRoles = new Set<string>(added.flatMap((f): readonly string[] => f.roles ?? []));
    expect([...ALL_ROLES].filter((r) => !addedRoles.has(r)).sort()).toEqual(
      [
        "ROLE_ADMINISTRATOR",
        "ROLE_UPDATE_WIKI_GUIDE_TOP_CATEGORY",
        "ROLE_EDIT_WIKI_DOCUMENT",
        "ROLE_EDIT_WIKI_FAQ_CATEGORIES",
        "ROLE_EDIT_VACANCY_CLAIM",
        "ROLE_GET_LOG",
        "ROLE_EDIT_USER_CLAIMS",
        "ROLE_UPDATE_STICKER",
        "ROLE_EDIT_USER_ROLE_GROUP",
        "ROLE_GET_PERSONAL_DATA_ACCEPT",
        "ROLE_UPDATE_WIKI_ROLE",
        "ROLE_EDIT_SECRETARY",
        "ROLE_EDIT_CONTACTS",
        "ROLE_EDIT_NEWS",
      ].sort(),
    );
  });

  it("builds a feature after those it needs, collectors last, and refuses missing needs and clashing keys", () => {
    const order: string[] = [];
    const late = defineFeature({
      name: "late",
      needs: ["early"],
      services: (_deps, { early }: { early: string }) => (order.push("late"), { late: `after ${early}` }),
    });
    const early = defineFeature({ name: "early", services: () => (order.push("early"), { early: "early" }) });
    const collector = defineFeature({
      name: "collector",
      collects: true,
      services: (_deps, _needs, { adminPages }) => (order.push("collector"), { pages: adminPages.length }),
    });
    const page = defineFeature({ name: "page", adminPages: [{ path: "/admin/x", section: "system", roles: ["R"], title: "X", hint: "" }] });
    const result = buildFeatures(deps, [collector, late, early, page]);
    expect(order).toEqual(["early", "late", "collector"]);
    expect(result.services).toMatchObject({ early: "early", late: "after early", pages: 1 });

    expect(() => buildFeatures(deps, [late])).toThrow("Features whose needs are missing or circular: late");
    expect(() => buildFeatures(deps, [early, defineFeature({ name: "again", services: () => ({ early: "twice" }) })])).toThrow(
      "Two features provide services.early (the second: again)",
    );
    expect(() => buildFeatures(deps, [page, defineFeature({ name: "again", adminPages: page.adminPages })])).toThrow(
      "Two features declare the admin page /admin/x",
    );
    const kind = { type: "X_FILE", extensions: ["pdf"], maxBytes: 1, tooBig: "" } as unknown as FileKind;
    expect(() =>
      buildFeatures(deps, [defineFeature({ name: "one", fileKinds: [kind] }), defineFeature({ name: "two", fileKinds: [kind] })]),
    ).toThrow("Two features declare the file type X_FILE");
    const greedy = defineFeature({ name: "greedy", services: (_deps, _needs, c) => ({ n: c.favoriteKinds.length }) });
    expect(() => buildFeatures(deps, [greedy])).toThrow('greedy reads contributions.favoriteKinds: only a feature that "collects" may');
    // The manifests' plain data is every feature's, the role groups of the features after it included.
    const group = { type: "X_GROUP", title: "", hint: "", roles: ["ROLE_X"] };
    const reader = defineFeature({ name: "reader", services: (_deps, _needs, c) => ({ groups: c.roleGroups.map((g) => g.type) }) });
    const declarer = defineFeature({ name: "declarer", roleGroups: [group] });
    expect(buildFeatures(deps, [reader, declarer]).services).toMatchObject({ groups: ["X_GROUP"] });
    expect(() => buildFeatures(deps, [declarer, defineFeature({ name: "again", roleGroups: [group] })])).toThrow(
      "Two features declare the role group X_GROUP",
    );
  });
});
