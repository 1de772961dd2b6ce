// The feed (issue #12): company news and group posts with files, polls, likes, views, favourites,
// comments, stickers and thanks; offered news and its moderation; deferred posts.
import { defineFeature, type SeedContext } from "~/platform/feature";
import type { GuideService } from "~/features/guide/index.server";
import type { GroupArticlesService, GroupsService } from "~/features/groups/index.server";
import { feedCommentMessages, feedMessages } from "./messages";
import { feedFamilyLabels, feedRoleGroupNames } from "./messages.server";
import { FEED_ROLES, NEWS_EDITOR_ROLES, ROLE_EDIT_NEWS, ROLE_UPDATE_STICKER, STICKER_MANAGER_ROLES } from "./policy";
import { feedApi } from "./server/api.server";
import { createFeed } from "./server/feed.server";
import { seedFeedDemo as seedPostsDemo } from "./seed.server";
import { seedFeedTalkDemo } from "./seed-talk.server";
import { offerNotificationTypes } from "./server/offer-events.server";
import { talkApi } from "./server/api-talk.server";
import { talkNotificationTypes } from "./server/talk-events.server";
import { createTalk } from "./server/talk.server";
import { migrations } from "./migrations";
import { feedFileKinds } from "./files";
import { feedMenuNames } from "./messages.server";

export type { FeedService } from "./server/feed.server";
// A group's pages show its feed (issue #14 point 5): the posts tab, a post and its poll in the group's frame.
export { COMPOSER_MAX_BYTES, feedPageAction, groupFeedLoader, pollPageLoader, postPageLoader } from "./server/pages.server";
export { PUBLISH_DUE_EVERY_MS } from "./server/publish-due.server";
export type { ThanksService } from "./server/talk.server";
export type { Thanks } from "./types-talk";
// The comments the demo notifications mention the demo employee in (the composition root wires them).
export { publishedCommentsNotBy } from "./seed-talk.server";
// The achievements' rule of thanks received counts them through this.
export { thanksReceivedAtLeast, type ThanksReceived } from "./server/thanks-counts.server";
// The statistics' count of posts, comments and likes in a period (/admin/statistic).
export { feedActivity, type FeedActivity } from "./server/activity-counts.server";

/** The demo: the posts, then the comments, stickers and thanks under them. */
async function seedFeedDemo(context: SeedContext) {
  await seedPostsDemo(context);
  await seedFeedTalkDemo(context);
}

export const feedFeature = defineFeature({
  name: "feed",
  menu: [
    { name: feedMenuNames.main, link: "/main", order: 0 },
    { name: feedMenuNames.news, link: "/news", order: 1 },
  ],
  migrations,
  // Groups: who reads, posts in and runs a group's feed (issue #14 point 5); the group articles its posts attach (point 8).
  needs: ["guide", "groups", "groupArticles"],
  services: (deps, needs: { guide: GuideService; groups: GroupsService; groupArticles: GroupArticlesService }) => ({
    feed: createFeed(deps, needs),
    ...createTalk(deps),
  }),
  api: [...feedApi, ...talkApi],
  roles: [...FEED_ROLES],
  roleGroups: [
    { type: "NEWS_MANAGEMENT", ...feedRoleGroupNames.news, roles: [ROLE_EDIT_NEWS] },
    { type: "STICKER_MANAGEMENT", ...feedRoleGroupNames.stickers, roles: [ROLE_UPDATE_STICKER] },
  ],
  favoriteKinds: ({ feed }) => [feed.favoriteKind],
  // Its index of the portal search (POST, block «Публикации»), fed by POST_CHANGED.
  searchIndexers: ({ feed }) => [feed.searchIndexer],
  fileReadGuards: ({ feed, stickers }) => [feed.fileReadGuard, stickers.fileReadGuard],
  fileKinds: feedFileKinds,
  // Decided offers, comments, mentions and thanks notify through the outbox.
  consumers: ({ feed, postComments }) => [...feed.eventConsumers, ...postComments.eventConsumers],
  // Decided offers, comments and mentions (family POST: the post's page, at the comment), thanks.
  notificationFamilies: {
    // A post's page, in its group when it has one, at the comment when there is one.
    POST: {
      label: feedFamilyLabels.POST,
      object: "post",
      link(_event, { post, group, comment }) {
        if (!post?.objectId) return null;
        const page = group?.objectId ? `/group/${group.objectId}/${post.objectId}` : `/news/${post.objectId}`;
        return comment?.objectId ? `${page}#comment-${comment.objectId}` : page;
      },
    },
    THANKS: {
      label: feedFamilyLabels.THANKS,
      object: "thanks",
      link: (_event, { thanks }) => (thanks?.objectId ? `/thanks/${thanks.objectId}` : null),
    },
  },
  notificationTypes: { ...offerNotificationTypes, ...talkNotificationTypes },
  seed: seedFeedDemo,
  // The same people as isNewsEditor.
  adminPages: [
    {
      path: "/admin/news-moderation",
      section: "content",
      roles: [...NEWS_EDITOR_ROLES],
      title: feedMessages.moderationTitle,
      hint: feedMessages.moderationHint,
    },
    // The same people as canManageStickers.
    {
      path: "/admin/stickers",
      section: "content",
      roles: [...STICKER_MANAGER_ROLES],
      title: feedCommentMessages.stickersTitle,
      hint: feedCommentMessages.stickersHint,
    },
  ],
});
// The one rule of video links, for other features' server code (the gallery's videos).
export { youtubeEmbedUrl, youtubeIdOf, youtubeWatchUrl } from "./video";
