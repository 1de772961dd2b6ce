// The groups' large data set (issue #14 "Scale and speed"): at scale 1, 2,000 groups (10 % closed) and
// 50,000 memberships skewed (one group of all 10,000 employees, 20 of over 1,000, the rest a few each),
// 20,000 photos in 1,000 albums (one of 2,000; one stored image shared), 10,000 articles, 5,000 messages to
// managers and 2,000 join requests (claims with their handlers), and 20 posts in each of the 21 largest
// groups. Every count (user_count, photo_count) is computed from the rows written. Deterministic (a seeded
// generator) apart from "now". Written on top of the demo data through bulkInsert.
import { sql } from "kysely";
import sharp from "sharp";
import type { Portal } from "../../app/portal/open.server";
import { actingAs } from "../../app/platform/actor";
import { seededRandom } from "../../app/shared/random";
import { searchKey } from "../../app/shared/search-key";
import { bulkInsert, int, stepLogger, text, type Value } from "./bulk-insert";
import { addGeneratedPeople } from "./generated-people";
import * as words from "./feed-content";

export interface GroupsSizes {
  users: number;
  groups: number;
  memberships: number;
  /** Members of the largest group: every employee. */
  largest: number;
  /** Groups of over 1,000 members besides the largest, and their size. */
  big: number;
  bigSize: number;
  albums: number;
  photos: number;
  /** Photos of the largest album. */
  largestAlbum: number;
  articles: number;
  messages: number;
  requests: number;
}

export function groupsSizes(scale: number): GroupsSizes {
  const n = (full: number, floor: number) => Math.max(floor, Math.round(full * scale));
  const users = n(10_000, 60);
  return {
    users,
    groups: n(2_000, 30),
    memberships: n(50_000, 300),
    largest: users,
    big: n(20, 2),
    bigSize: Math.min(users - 1, n(1_100, 20)),
    albums: n(1_000, 5),
    photos: n(20_000, 100),
    largestAlbum: n(2_000, 30),
    articles: n(10_000, 50),
    messages: n(5_000, 20),
    requests: n(2_000, 10),
  };
}

export interface GroupsReport {
  sizes: GroupsSizes;
  largestGroupId: number;
  largestAlbumId: number;
  /** The group the largest album is in. */
  largestAlbumGroupId: number;
  ms: number;
  databaseBytes: number;
}

/** The phone of the n-th generated person of this set: 94 and 8 digits (the feed's are 97…, claims' 96…, tests' 95…). */
export const groupsPersonPhone = (n: number) => `94${String(n).padStart(8, "0")}`;

const DAY = 24 * 3600_000;
const GROUP_WORDS = ["Клуб", "Команда", "Отдел", "Магазин", "Проект", "Кружок", "Сообщество", "Служба"];
const TOPICS = ["продаж", "логистики", "«Север»", "«Юг»", "на Ленина", "фотографии", "бега", "книг", "ИТ", "качества", "кадров"];

export async function generateGroups(
  portal: Portal,
  options: { scale: number; log?: (line: string) => void; now?: Date },
): Promise<Omit<GroupsReport, "databaseBytes">> {
  const { db } = portal;
  const log = options.log ?? (() => {});
  const sizes = groupsSizes(options.scale);
  const rnd = seededRandom(20261127);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const now = (options.now ?? new Date()).getTime();
  const iso = (ms: number) => new Date(ms).toISOString();
  const started = performance.now();
  const step = stepLogger(log);

  // People: the directory's first, generated ones up to `users`, with their search keys (members' order).
  const existing = await db.kysely.selectFrom("users").select(["id", "search_name"]).where("blocked", "=", 0).orderBy("id").execute();
  const missing = Math.max(0, sizes.users - existing.length);
  const joined = iso(now - 2 * 365 * DAY);
  const added = await addGeneratedPeople(db, {
    count: missing,
    phoneOf: groupsPersonPhone,
    rnd,
    joined,
    positions: words.POSITIONS,
  });
  step("people added", added.length);
  const users = [...existing.map((u) => u.id), ...added.map((p) => p.id)].slice(0, sizes.users);
  const keyOf = new Map<number, string>([
    ...existing.map((u) => [u.id, u.search_name ?? ""] as const),
    ...added.map((p) => [p.id, p.key] as const),
  ]);

  // Groups: the largest first (id order is the plan's order), then the big ones, then the rest.
  const G = sizes.groups;
  const names = Array.from({ length: G }, (_, i) => `${pick(GROUP_WORDS)} ${pick(TOPICS)} №${i + 1}`);
  const closed = (i: number) => i > 0 && i % 10 === 0;
  const groupRows = function* (): Generator<Value[]> {
    for (let i = 0; i < G; i++) {
      const at = iso(now - Math.floor(rnd() * 700) * DAY);
      yield [
        names[i]!,
        `Группа о ${pick(TOPICS)}: новости, вопросы и встречи.`,
        searchKey(names[i]!),
        closed(i) ? 1 : 0,
        users[i % users.length]!,
        at,
        at,
      ];
    }
  };
  const { ids: groupIds } = await bulkInsert(
    db,
    "groups",
    [text("name"), text("description"), text("search_name"), int("config_close"), int("author_id"), text("created_at"), text("updated_at")],
    groupRows(),
    { returning: true },
  );
  step("groups", groupIds.length);

  // Memberships: group 0 everyone, groups 1..big bigSize each, the rest spread; each group's first member manages it.
  const membersOf: number[][] = groupIds.map(() => []);
  membersOf[0] = [...users];
  for (let g = 1; g <= sizes.big && g < G; g++) {
    const start = Math.floor(rnd() * users.length);
    membersOf[g] = Array.from({ length: sizes.bigSize }, (_, k) => users[(start + k) % users.length]!);
  }
  let placed = membersOf.reduce((sum, m) => sum + m.length, 0);
  for (let g = sizes.big + 1; g < G && placed < sizes.memberships; g++) {
    const size = Math.max(1, Math.round((sizes.memberships - placed) / (G - g)));
    const start = Math.floor(rnd() * users.length);
    membersOf[g] = Array.from({ length: Math.min(size, users.length) }, (_, k) => users[(start + k * 7) % users.length]!);
    membersOf[g] = [...new Set(membersOf[g])];
    placed += membersOf[g]!.length;
  }
  const memberRows = function* (): Generator<Value[]> {
    for (let g = 0; g < G; g++) {
      for (const [k, user] of membersOf[g]!.entries()) yield [groupIds[g]!, user, k === 0 ? 1 : 0, keyOf.get(user) ?? "", joined];
    }
  };
  const members = await bulkInsert(
    db,
    "group_members",
    [int("group_id"), int("user_id"), int("is_manager"), text("member_key"), text("created_at")],
    memberRows(),
  );
  await db.kysely
    .updateTable("groups")
    .set({ user_count: sql`(select count(*) from group_members m where m.group_id = groups.id)` })
    .where("id", "in", groupIds)
    .execute();
  step("group_members", members.count);
  const managerOf = (g: number) => membersOf[g]![0] ?? users[0]!;

  // Each group's message subjects and resolution types, as a new group gets them.
  const optionRows = (first: string, second: string) =>
    (function* (): Generator<Value[]> {
      for (const id of groupIds) {
        yield [id, first, 0];
        yield [id, second, 1];
      }
    })();
  const subjects = await bulkInsert(
    db,
    "group_subjects",
    [int("group_id"), text("name"), int("sort")],
    optionRows("Вопрос", "Предложение"),
    { returning: true },
  );
  const resolutions = await bulkInsert(
    db,
    "group_resolution_types",
    [int("group_id"), text("name"), int("sort")],
    optionRows("Дан ответ", "Отклонено"),
    { returning: true },
  );
  step("group subjects and resolution types", subjects.count + resolutions.count);

  // Articles, skewed to the first groups; one in ten a draft.
  const articleRows = function* (): Generator<Value[]> {
    for (let i = 0; i < sizes.articles; i++) {
      const g = Math.floor(Math.pow(rnd(), 2) * G);
      const at = iso(now - Math.floor(rnd() * 600) * DAY);
      const body = `<p>${pick(words.SENTENCES)} ${pick(words.SENTENCES)}</p>`;
      yield [
        groupIds[g]!,
        pick(membersOf[g]!.length ? membersOf[g]! : users),
        pick(words.TITLES),
        body,
        i % 10 === 0 ? "DRAFT" : "PUBLISH",
        at,
        at,
      ];
    }
  };
  step(
    "group_articles",
    (
      await bulkInsert(
        db,
        "group_articles",
        [int("group_id"), int("author_id"), text("name"), text("content"), text("status"), text("created_at"), text("updated_at")],
        articleRows(),
      )
    ).count,
  );

  // Albums and photos: one stored image shared by every photo row; the first album the largest.
  const owner = actingAs(users[0]!);
  const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#6a8f4e" } })
    .jpeg()
    .toBuffer();
  const image = await portal.services.files.saveUpload(owner, { fileType: "ARTICLE_PREVIEW", originalFileName: "photo.jpg", bytes: jpeg });
  const albumGroups = Array.from({ length: sizes.albums }, (_, a) => (a === 0 ? 1 : Math.floor(rnd() * G)));
  const { ids: albumIds } = await bulkInsert(
    db,
    "albums",
    [text("owner_kind"), int("owner_id"), int("author_id"), text("name"), text("created_at"), text("updated_at")],
    albumGroups.map((g, a) => ["group", groupIds[g]!, managerOf(g), `Альбом ${a + 1}`, joined, joined]),
    { returning: true },
  );
  const photosPer = Math.max(1, Math.floor((sizes.photos - sizes.largestAlbum) / Math.max(1, sizes.albums - 1)));
  const photoRows = function* (): Generator<Value[]> {
    for (const [a, albumId] of albumIds.entries()) {
      const g = albumGroups[a]!;
      for (let p = 0; p < (a === 0 ? sizes.largestAlbum : photosPer); p++)
        yield [albumId, "group", groupIds[g]!, image.id, managerOf(g), "", joined];
    }
  };
  const photos = await bulkInsert(
    db,
    "album_photos",
    [int("album_id"), text("owner_kind"), int("owner_id"), int("file_id"), int("author_id"), text("description"), text("created_at")],
    photoRows(),
  );
  await db.kysely
    .updateTable("albums")
    .set({ photo_count: sql`(select count(*) from album_photos p where p.album_id = albums.id)` })
    .where("id", "in", albumIds)
    .execute();
  step("albums and photos", albumIds.length + photos.count);

  // Claims: messages to managers (new, in work, completed) and join requests to closed groups.
  const claimPlans: { type: string; status: string; g: number; owner: number; at: number }[] = [];
  for (let i = 0; i < sizes.messages; i++) {
    const g = Math.floor(Math.pow(rnd(), 2) * G);
    const status = i % 3 === 0 ? "NEW" : i % 3 === 1 ? "IN_WORK" : "COMPLETED";
    claimPlans.push({ type: "GROUP_MESSAGE", status, g, owner: pick(users), at: now - Math.floor(rnd() * 300) * DAY });
  }
  const closedGroups = groupIds.map((_, g) => g).filter(closed);
  for (let i = 0; i < sizes.requests && closedGroups.length; i++) {
    claimPlans.push({
      type: "SUBSCRIBE_GROUP",
      status: "NEW",
      g: pick(closedGroups),
      owner: pick(users),
      at: now - Math.floor(rnd() * 60) * DAY,
    });
  }
  const { ids: claimIds } = await bulkInsert(
    db,
    "claims",
    [
      text("type"),
      text("status"),
      text("subject"),
      text("text"),
      int("owner_id"),
      int("object_id"),
      text("create_date"),
      text("update_date"),
    ],
    claimPlans.map((c) => [c.type, c.status, names[c.g]!, pick(words.SENTENCES), c.owner, groupIds[c.g]!, iso(c.at), iso(c.at)]),
    { returning: true },
  );
  await bulkInsert(
    db,
    "claim_handlers",
    [int("claim_id"), int("user_id")],
    claimPlans.map((c, i) => [claimIds[i]!, managerOf(c.g)]),
  );
  const messageRows = function* (): Generator<Value[]> {
    for (const [i, c] of claimPlans.entries()) {
      if (c.type !== "GROUP_MESSAGE") continue;
      yield [claimIds[i]!, groupIds[c.g]!, subjects.ids[c.g * 2]!, c.status === "COMPLETED" ? resolutions.ids[c.g * 2]! : null];
    }
  };
  await bulkInsert(db, "group_messages", [int("claim_id"), int("group_id"), int("subject_id"), int("resolution_type_id")], messageRows());
  step("claims (messages and join requests)", claimIds.length);

  // Posts: 20 in each of the largest groups, so their pages show a full first page.
  const postRows = function* (): Generator<Value[]> {
    for (let g = 0; g <= sizes.big && g < G; g++) {
      for (let p = 0; p < 20; p++) {
        const at = iso(now - (p + 1) * 3600_000 - g * 60_000);
        yield [managerOf(g), groupIds[g]!, pick(words.TITLES), pick(words.SENTENCES), "PUBLISHED", at, at, at];
      }
    }
  };
  const posts = await bulkInsert(
    db,
    "posts",
    [
      int("author_id"),
      int("group_id"),
      text("title"),
      text("text"),
      text("status"),
      text("publish_date"),
      text("created_at"),
      text("updated_at"),
    ],
    postRows(),
  );
  step("group posts", posts.count);

  return {
    sizes,
    largestGroupId: groupIds[0]!,
    largestAlbumId: albumIds[0]!,
    largestAlbumGroupId: groupIds[albumGroups[0]!]!,
    ms: performance.now() - started,
  };
}
