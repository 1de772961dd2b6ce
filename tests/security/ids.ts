// Real ids of the demo seed the access matrix calls with: the section 9000000003 edits, an article
// there, one elsewhere, a document, an FAQ question... read from the database, never guessed.
import { sql } from "kysely";
import type { World } from "./world";
import { groupArticleIds, type GroupArticleIds } from "./ids-group-articles";
import { vacancyIds, type VacancyIds } from "./ids-vacancies";
import { vacancyReplyIds, type VacancyReplyIds } from "./ids-vacancy-replies";

export interface SeedIds extends GroupArticleIds, VacancyIds, VacancyReplyIds {
  /** A top guide section without an access list, whose subtree the section editor does not edit. */
  topSection: number;
  /** "Магазин на Невском": the one section 9000000003 edits, and its parent. */
  ownSection: number;
  ownSectionParent: number;
  ownArticle: number;
  /** A published article of topSection's subtree (edited by guide editors only). */
  otherArticle: number;
  theme: number;
  document: number;
  faqCategory: number;
  faqQuestion: number;
  glossaryTerm: number;
  contactCategory: number;
  contactCategoryParent: number;
  serviceRecord: number;
  /** A person's card in the directory. */
  personContact: number;
  department: number;
  /** A notification of the section editor (9000000003). */
  sectionEditorNotification: number;
  /** A published company news post of the administrator (the demo's pinned one). */
  post: number;
  /** A deferred post of the editor (9000000002). */
  deferredPost: number;
  /** Two offers of an employee (9000000003), pending. */
  offer: number;
  offer2: number;
  poll: number;
  /** The post of that poll. */
  pollPost: number;
  /** The administrator's comment under `post` (the pinned news). */
  comment: number;
  /** A sticker, and its image (an upload of the administrator). */
  sticker: number;
  stickerFile: number;
  /** A thanks the section editor (9000000003) gave. */
  thanks: number;
  /** Who received it (its /user/{id}/{thanksId} page). */
  thanksTo: number;
  /** The section editor's (9000000003) completed support request, handled by the administrator. */
  completedClaim: number;
  /** Groups (issue #14): «Бег и ЗОЖ» (open, the administrator's), «Магазин на Невском» (closed, 9000000003's),
   * «Служба качества» (closed, the administrator's, a join request waiting), «Шахматный клуб» (deleted last). */
  openGroup: number;
  ownClosedGroup: number;
  ownClosedGroupMember: number;
  closedGroup: number;
  closedGroupRequest: number;
  deletableGroup: number;
  /** Group albums' demo: «Фотоклуб «Объектив»» (the section editor a member), her album there and two of its photos. */
  clubGroup: number;
  clubAlbum: number;
  clubPhoto: number;
  clubPhoto2: number;
  /** The closed «Магазин на Невском» (run by the section editor), her album there and a photo of it. */
  shopGroup: number;
  shopAlbum: number;
  shopPhoto: number;
  /** The company gallery's demo albums (the administrator's, first and last) and their first and last photo. */
  galleryAlbum: number;
  galleryAlbum2: number;
  galleryPhoto: number;
  galleryPhoto2: number;
  /** «Горячая линия» (HOT_LINE_GROUP_ID; the administrator and the editor run it, everyone is a member), a subject and a resolution type of it, and a message to it waiting (seed-messages.server.ts). */
  messageGroup: number;
  messageSubject: number;
  messageResolution: number;
  groupMessage: number;
  /** A post of the closed «Магазин на Невском» (the section editor runs it; groups' seed-posts.server.ts), and its group. */
  groupPost: number;
  groupPostGroup: number;
  /** A group post's poll (in the open «Бег и ЗОЖ»), its post and group. */
  groupPoll: number;
  groupPollPost: number;
  groupPollGroup: number;
}

export async function seedIds(world: World): Promise<SeedIds> {
  const db = world.portal.db.kysely;
  const one = async (query: string) => {
    const row = (await sql.raw<{ id: number }>(query).execute(db)).rows[0];
    if (!row) throw new Error(`no row for ${query}`);
    return Number(row.id);
  };
  const ownSection = await one(`select section_id as id from guide_section_editors where user_id = ${world.userIds.sectionEditor}`);
  const ownSectionParent = await one(`select parent_id as id from guide_sections where id = ${ownSection}`);
  const topSection = await one(
    `select id from guide_sections s where parent_id is null and id <> ${ownSectionParent}
       and not exists (select 1 from guide_section_access a where a.section_id = s.id) order by sort, id`,
  );
  return {
    ...(await groupArticleIds(world)),
    ...(await vacancyIds(world)),
    ...(await vacancyReplyIds(world)),
    topSection,
    ownSection,
    ownSectionParent,
    ownArticle: await one(`select id from guide_articles where section_id = ${ownSection} and status = 'PUBLISHED' order by id`),
    otherArticle: await one(
      `select a.id from guide_articles a join guide_sections s on s.id = a.section_id
        where a.status = 'PUBLISHED' and (s.id = ${topSection} or s.parent_id = ${topSection}) order by a.id`,
    ),
    theme: await one("select id from document_themes order by sort, id"),
    document: await one("select id from documents order by id"),
    faqCategory: await one("select id from faq_categories order by sort, id"),
    faqQuestion: await one("select id from faq_questions order by id"),
    glossaryTerm: await one("select id from glossary_terms order by id"),
    contactCategory: await one("select category_id as id from contacts where kind = 'another' order by id"),
    contactCategoryParent: await one(
      "select parent_id as id from contact_categories where id = (select category_id from contacts where kind = 'another' order by id limit 1)",
    ),
    serviceRecord: await one("select id from contacts where kind = 'another' order by id"),
    personContact: await one("select id from contacts where kind = 'user' order by id"),
    department: await one("select id from departments where parent_id is not null order by id"),
    sectionEditorNotification: await one(`select id from notifications where user_id = ${world.userIds.sectionEditor} order by id`),
    post: await one(`select id from posts where status = 'PUBLISHED' and author_id = ${world.userIds.admin} order by id`),
    deferredPost: await one("select id from posts where status = 'DEFERRED' order by id"),
    offer: await one("select id from posts where status = 'OFFERED' order by id"),
    offer2: await one("select id from posts where status = 'OFFERED' order by id desc"),
    poll: await one("select id from polls order by id"),
    pollPost: await one("select post_id as id from polls order by id"),
    comment: await one(`select c.id from post_comments c join posts p on p.id = c.post_id
        where c.author_id = ${world.userIds.admin} and p.author_id = ${world.userIds.admin} and p.fixed_flag = 1 and c.is_delete = 0 order by c.id`),
    sticker: await one("select id from stickers order by id"),
    stickerFile: await one("select file_id as id from stickers order by id"),
    thanks: await one(`select id from thanks where from_user_id = ${world.userIds.sectionEditor} order by id`),
    thanksTo: await one(`select to_user_id as id from thanks where from_user_id = ${world.userIds.sectionEditor} order by id`),
    completedClaim: await one(`select id from claims where owner_id = ${world.userIds.sectionEditor} and status = 'COMPLETED' order by id`),
    messageGroup: await one("select id from groups where name = 'Горячая линия'"),
    messageSubject: await one(
      "select s.id from group_subjects s join groups g on g.id = s.group_id where g.name = 'Горячая линия' order by s.id",
    ),
    messageResolution: await one(
      "select r.id from group_resolution_types r join groups g on g.id = r.group_id where g.name = 'Горячая линия' order by r.id",
    ),
    groupMessage: await one("select c.id from claims c where c.type = 'GROUP_MESSAGE' and c.status = 'NEW' order by c.id desc"),
    ...(await groupIds(one)),
    ...(await albumIds(world, one)),
    ...(await groupPostIds(one)),
  };
}

async function groupIds(one: (query: string) => Promise<number>) {
  const group = (name: string) => one(`select id from groups where name = '${name}'`);
  const ownClosedGroup = await group("Магазин на Невском");
  const closedGroup = await group("Служба качества");
  return {
    openGroup: await group("Бег и ЗОЖ"),
    ownClosedGroup,
    ownClosedGroupMember: await one(
      `select user_id as id from group_members where group_id = ${ownClosedGroup} and is_manager = 0 order by user_id`,
    ),
    closedGroup,
    closedGroupRequest: await one(`select id from claims where type = 'SUBSCRIBE_GROUP' and object_id = ${closedGroup} and status = 'NEW'`),
    deletableGroup: await group("Шахматный клуб"),
  };
}

/** The group albums' ids: the section editor's album in an open group and in her closed one. */
async function albumIds(world: World, one: (query: string) => Promise<number>) {
  const album = (group: string) =>
    `select a.id from albums a join groups g on g.id = a.owner_id and a.owner_kind = 'group'
      where g.name = '${group}' and a.author_id = ${world.userIds.sectionEditor} order by a.id`;
  const club = "Фотоклуб «Объектив»";
  const shop = "Магазин на Невском";
  const clubAlbum = await one(album(club));
  const shopAlbum = await one(album(shop));
  return {
    clubGroup: await one(`select id from groups where name = '${club}'`),
    clubAlbum,
    clubPhoto: await one(`select id from album_photos where album_id = ${clubAlbum} order by id`),
    clubPhoto2: await one(`select id from album_photos where album_id = ${clubAlbum} order by id desc`),
    shopGroup: await one(`select id from groups where name = '${shop}'`),
    shopAlbum,
    shopPhoto: await one(`select id from album_photos where album_id = ${shopAlbum} order by id`),
    // The company gallery's demo (the gallery's seed.server.ts): the administrator's albums.
    galleryAlbum: await one(`select id from albums where owner_kind = 'gallery' order by id`),
    galleryAlbum2: await one(`select id from albums where owner_kind = 'gallery' order by id desc`),
    galleryPhoto: await one(`select id from album_photos where owner_kind = 'gallery' order by id`),
    galleryPhoto2: await one(`select id from album_photos where owner_kind = 'gallery' order by id desc`),
  };
}

/** The demo's group posts (groups' seed-posts.server.ts): one of the closed shop, and a poll's in an open group. */
async function groupPostIds(one: (query: string) => Promise<number>) {
  const shop = `(select id from groups where name = 'Магазин на Невском' and is_delete = 0)`;
  const poll = `(select pl.id from polls pl join posts p on p.id = pl.post_id where p.group_id is not null order by pl.id limit 1)`;
  return {
    groupPost: await one(`select id from posts where group_id = ${shop} and status = 'PUBLISHED' order by id`),
    groupPostGroup: await one(`select id from groups where name = 'Магазин на Невском' and is_delete = 0`),
    groupPoll: await one(`select ${poll} as id`),
    groupPollPost: await one(`select post_id as id from polls where id = ${poll}`),
    groupPollGroup: await one(`select p.group_id as id from polls pl join posts p on p.id = pl.post_id where pl.id = ${poll}`),
  };
}
