// Groups (issue #14): the list, group pages, members and managers, closed groups joined by request (a
// SUBSCRIBE_GROUP claim of the claims engine), group articles, albums and messages to managers.
// Other features reach groups through this file: the feed asks `access` and `subscribedGroupIds`.
import { defineFeature } from "~/platform/feature";
import { claimFamily, claimLink, type ClaimsService } from "~/features/claims/index.server";
import { groupFamilyLabels, groupMessageServerMessages, groupNotices } from "./messages.server";
import { groupsApi } from "./server/api.server";
import { groupAlbumsApi } from "./server/albums-api.server";
import { createGroupAlbums, groupAlbumOwner } from "./server/albums.server";
import type { AlbumsService } from "~/features/albums/index.server";
import { articlesApi } from "./server/articles-api.server";
import { createGroupArticles } from "./server/articles.server";
import { createGroups } from "./server/groups.server";
import { groupMessagesApi } from "./server/group-messages-api.server";
import { createGroupMessages } from "./server/group-messages.server";
import { groupMessage } from "./server/message-claim.server";
import { joinRequest } from "./server/join-request.server";
import { createMembers } from "./server/members.server";
import { seedGroupsDemo } from "./seed.server";
import { seedGroupPostsDemo } from "./seed-posts.server";
import { seedGroupMessagesDemo } from "./seed-messages.server";
import { seedGroupAlbumsDemo } from "./seed-albums.server";
import { seedGroupArticlesDemo } from "./seed-articles.server";
import { migrations } from "./migrations";
import { groupsMenuNames } from "./messages.server";
import { groupFileKinds } from "./files";

export type { GroupAccess, GroupsCore as GroupsService } from "./server/groups.server";
export type { GroupView } from "./server/group-rows.server";
export type { GroupArticle, GroupArticlesService, ArticleForPost } from "./server/articles.server";
/** The mobile group menu the news pages hand to the shell (their loaders' `groupMenu`). */
export { groupMenuHtml } from "./server/menu-page.server";
// The services' hot line (/services/hot-line) shows the hot-line group's «Написать руководителям», drawn here.
export { messageFormHtml } from "./server/message-form.server";
// The group feed pages (the feed feature's routes in the group's frame) read the group of the page through these.
export { groupOfPage, readableGroupOfPage } from "./server/pages.server";
// The feed's SQL seam: the groups a reader reads, belongs to, manages; group names for its cards.
export { groupNames, groupReadersAmong, managedGroupIds, memberGroupIds, readableGroupIds } from "./server/feed-seam.server";
/** An article's cover, the kind of file the feed stores the video posters it captures as. */
export { ARTICLE_PREVIEW } from "./files";

export const groupsFeature = defineFeature({
  name: "groups",
  menu: [{ name: groupsMenuNames.groups, link: "/group", order: 7, mobileOnly: true }],
  migrations,
  needs: ["claims", "albums"],
  services: (deps, needs: { claims: ClaimsService; albums: AlbumsService }) => {
    needs.claims.registerType(joinRequest);
    needs.claims.registerType(groupMessage);
    // A group's albums are the albums feature's, of owner kind "group" (issue #36).
    needs.albums.registerOwner(groupAlbumOwner(deps));
    const groups = createGroups(deps, needs.claims);
    return {
      groups,
      groupMembers: createMembers(deps, needs.claims),
      groupMessages: createGroupMessages(deps, needs.claims),
      groupAlbums: createGroupAlbums(needs.albums),
      groupArticles: createGroupArticles(deps, groups),
    };
  },
  api: [...groupsApi, ...groupMessagesApi, ...groupAlbumsApi, ...articlesApi],
  // Its index of the portal search (ARTICLE, block «Статьи»), fed by GROUP_ARTICLE_CHANGED.
  searchIndexers: ({ groupArticles }) => [groupArticles.searchIndexer],
  // The album photos' files are guarded by the albums feature, which asks the group owner (server/albums.server.ts).
  fileReadGuards: ({ groups, groupArticles }) => [groups.fileReadGuard, groupArticles.fileReadGuard],
  fileKinds: groupFileKinds,
  // Join requests: managers hear of a new one (family CLAIM: the approver's page), the requester of the
  // decision (family GROUP: the group's page).
  notificationFamilies: {
    GROUP: {
      label: groupFamilyLabels.GROUP,
      object: "group",
      link: (_event, { group }) => (group?.objectId ? `/group/${group.objectId}` : null),
    },
    // A message to managers is a claim; a new one leads its managers to their list (the spec's exception).
    GROUP_MESSAGE: claimFamily(groupFamilyLabels.GROUP_MESSAGE, (event, bound, me) =>
      event === "NEW_FOR_ADMIN" ? `/user/${me}/approvement-requests` : claimLink(event, bound, me),
    ),
  },
  notificationTypes: {
    CLAIM_SUBSCRIBE_GROUP_NEW_FOR_APPROVER: { family: "CLAIM", template: groupNotices.CLAIM_SUBSCRIBE_GROUP_NEW_FOR_APPROVER },
    GROUP_SUBSCRIBE_ACCEPTED: { family: "GROUP", template: groupNotices.GROUP_SUBSCRIBE_ACCEPTED },
    GROUP_SUBSCRIBE_REJECTED: { family: "GROUP", template: groupNotices.GROUP_SUBSCRIBE_REJECTED },
    // Messages to managers: managers hear of a new one (their approvement requests), the author of its progress (the claim).
    ...Object.fromEntries(
      Object.entries(groupMessageServerMessages.notices).map(([type, template]) => [type, { family: "GROUP_MESSAGE", template }]),
    ),
  },
  // The groups, their messages, then their posts (written by the feed's services: the feed's own seed ran before).
  seed: async (context) => {
    await seedGroupsDemo(context);
    await seedGroupMessagesDemo(context);
    await seedGroupAlbumsDemo(context);
    await seedGroupArticlesDemo(context);
    await seedGroupPostsDemo(context);
  },
});
