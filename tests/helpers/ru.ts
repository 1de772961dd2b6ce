// The tests' view of every string, by the sections the portal's messages once had in one file: composed from the
// messages files (each string has one home there), not copied. Tests and journeys assert against it; no app
// code imports it (the linter refuses that): pages and the server read their own messages files.
import { admin } from "../../app/features/admin/messages";
import { entry } from "../../app/features/auth/messages";
import { auth, registration } from "../../app/features/auth/messages.server";
import { contactCard } from "../../app/features/contacts/messages/card";
import { contactsCommon } from "../../app/features/contacts/messages/common";
import { contactsDirectory } from "../../app/features/contacts/messages/directory";
import { serviceRecordMessages } from "../../app/features/contacts/messages/record";
import { structure } from "../../app/features/contacts/messages/structure";
import { contactsWithUser } from "../../app/features/contacts/messages/with-user";

/** The directory's strings as one object for the tests (the app keeps them a file per area). */
const contacts = { ...contactsCommon, ...contactsDirectory, ...contactCard, ...serviceRecordMessages };
import { contactsRefusals, contactsSearchBlocks } from "../../app/features/contacts/messages.server";
import { messages as documentsPage } from "../../app/features/documents/messages";
import { serverMessages as documentsServer } from "../../app/features/documents/messages.server";
import { messages as faqPage } from "../../app/features/faq/messages";
import { serverMessages as faqServer } from "../../app/features/faq/messages.server";
import { messages as favoritesPage } from "../../app/features/favorites/messages";
import { serverMessages as favoritesServer } from "../../app/features/favorites/messages.server";
import { messages as glossaryPage } from "../../app/features/glossary/messages";
import { serverMessages as glossaryServer } from "../../app/features/glossary/messages.server";
import { guidePageMessages } from "../../app/features/guide/messages";
import { guideFormMessages } from "../../app/features/guide/ui/forms/messages";
import { guideApiMessages } from "../../app/features/guide/messages.server";
import { feedServerMessages, feedTalkMessages } from "../../app/features/feed/messages.server";
import { feedFileMessages } from "../../app/features/feed/messages";
import { claimFieldMessages, claimMessages } from "../../app/features/claims/messages";
import { claimRefusals } from "../../app/features/claims/messages.server";
import { albumMessages } from "../../app/features/albums/messages";
import { groupAlbumMessages } from "../../app/features/groups/messages/album";
import { groupArticleMessages } from "../../app/features/groups/messages/article";
import { groupFieldMessages } from "../../app/features/groups/messages/field";
import { groupFormMessages } from "../../app/features/groups/messages/group-form";
import { groupMessageMessages } from "../../app/features/groups/messages/message";
import { groupMessages } from "../../app/features/groups/messages/group";
import { memberMessages } from "../../app/features/groups/messages/member";
import { groupClaimMessages, groupNotices, groupRefusals } from "../../app/features/groups/messages.server";
import { groupMessageServerMessages } from "../../app/features/groups/messages.server";
import { vacancyFieldMessages } from "../../app/features/vacancies/messages/fields";
import { vacancyMessages } from "../../app/features/vacancies/messages/vacancy";
import { vacancyPageMessages } from "../../app/features/vacancies/messages/pages";
import { vacancyRulesMessages } from "../../app/features/vacancies/messages/rules";
import { vacancyReplyMessages } from "../../app/features/vacancies/messages/replies";
import {
  vacancyRefusals,
  vacancyReplyNotices,
  vacancyReplyRefusals,
  vacancyReplyStatuses,
  vacancySearchBlock,
  vacancyToasts,
} from "../../app/features/vacancies/messages.server";
import { familyLabels as notificationFamilyLabels } from "../../app/features/notifications/messages.server";
import { claimFamilyLabels } from "../../app/features/claims/messages.server";
import { notifications as notificationsClient, notificationSettings, notificationsPage } from "../../app/features/notifications/messages";
import { notifications as notificationsServer } from "../../app/features/notifications/messages.server";
import { profile, profileErrors } from "../../app/features/profile/messages";
import { profileRefusals } from "../../app/features/profile/messages.server";
import { finder, search } from "../../app/features/search/messages";
import { results as searchResults } from "../../app/features/search/results/messages";
import { searchAdmin } from "../../app/features/search/admin/messages";
import { searchStatistic } from "../../app/features/search/stats/messages";
import { suggest as searchDropdown } from "../../app/features/search/ui/dropdown/messages";
import { searchServerMessages } from "../../app/features/search/messages.server";
import { settings } from "../../app/features/settings/messages.server";
import { adminPage, messages as suggestionsPage } from "../../app/features/suggestions/messages";
import { serverMessages as suggestionsServer } from "../../app/features/suggestions/messages.server";
import { usersRefusals } from "../../app/features/users/messages.server";
import { bell, sections, shell } from "../../app/shell/messages";
import { welcome } from "../../app/shell/messages.server";
import { push } from "../../app/shell/ui/push/messages";
import { forms, toast, validation } from "../../app/shared/forms/messages";
import { editor } from "../../app/shared/richtext/editor/messages";
import { files, richtext, richTextField } from "../../app/shared/richtext/messages";
import { api, fileRefusals } from "../../app/shared/messages.server";
import { common, favoriteStar, oldBrowser, pages, portalName, workStatus } from "../../app/shared/ui/messages";

export { plural } from "../../app/shared/ui/messages";

export const ru = {
  portalName,
  common,
  forms,
  api,
  validation,
  entry,
  auth,
  registration,
  settings,
  search: { ...search, ...searchServerMessages },
  searchResults,
  // The results pages' block headers, from the features whose indexes they are.
  searchBlocks: {
    CONTACT: contacts.title,
    DEPARTMENT: contactsSearchBlocks.departments,
    ARTICLE: groupArticleMessages.title,
    POST: feedServerMessages.searchBlock,
    VACANCY: vacancySearchBlock,
  },
  searchAdmin,
  searchStatistic,
  searchDropdown,
  finder,
  contactsWithUser,
  notifications: { ...bell, ...notificationsClient, ...notificationsServer, ...notificationsPage },
  notificationSettings,
  /** The families' names on the settings page, from the features that bring them. */
  notificationFamilies: { ...notificationFamilyLabels, ...claimFamilyLabels },
  shell: { ...shell, ...welcome, ...oldBrowser, push },
  sections,
  users: usersRefusals,
  workStatus,
  pages,
  profile: { ...profile, ...profileRefusals },
  profileErrors: { ...profileErrors, ...profileRefusals },
  suggestions: { ...suggestionsPage, ...suggestionsServer },
  admin: { ...admin, suggestions: adminPage.title, suggestionsHint: adminPage.hint },
  toast,
  contacts: { ...contacts, ...contactsRefusals },
  favorites: { ...favoritesPage, ...favoritesServer, ...favoriteStar },
  structure,
  // The refusals of uploads: the shared ones, and those of the kinds the features declare (the feed's stickers).
  files: { ...files, ...fileRefusals, ...feedFileMessages },
  richtext,
  editor,
  richTextField,
  documents: { ...documentsPage, ...documentsServer },
  faq: { ...faqPage, ...faqServer },
  glossary: { ...glossaryPage, ...glossaryServer },
  guide: { page: { ...guidePageMessages, ...guideFormMessages }, api: guideApiMessages },
  feed: feedServerMessages,
  feedTalk: feedTalkMessages,
  claims: { ...claimMessages, ...claimFieldMessages, ...claimRefusals },
  groups: {
    ...groupMessages,
    form: groupFormMessages,
    fields: groupFieldMessages,
    memberPage: memberMessages,
    refusals: groupRefusals,
    claim: groupClaimMessages,
    notices: groupNotices,
  },
  // Vacancies (issue #15): each part of the feature adds its messages object on its own line.
  vacancies: {
    ...vacancyMessages,
    ...vacancyToasts,
    stale: vacancyRefusals.stale,
    alreadyReplied: vacancyReplyRefusals.alreadyReplied,
    replyStatus: vacancyReplyStatuses,
    core: { fields: vacancyFieldMessages, refusals: vacancyRefusals },
    ...vacancyPageMessages,
    ...vacancyRulesMessages,
    replies: { ...vacancyReplyMessages, ...vacancyReplyRefusals, notices: vacancyReplyNotices },
  },
  groupAlbums: { ...albumMessages, ...groupAlbumMessages, closed: groupRefusals.closed, groupNotFound: groupRefusals.notFound },
  groupMessages: { ...groupMessageMessages, ...groupMessageServerMessages },
};
