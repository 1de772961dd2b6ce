// The hall of fame's demo data for an empty database: this year's board and a nomination board, with the demo
// accounts and the first generated employees on them (their avatars stand in for photos); the first board's album
// has three drawn photos.
import sharp from "sharp";
import { actingAs } from "~/platform/actor";
import type { SeedContext } from "~/platform/feature";
import { demoBoards } from "./seed-texts.server";

const COLOURS = ["#c9a227", "#2a9d8f", "#8e5572"];

/** A plain JPEG of 640 × 427: a colour with a lighter star-like circle. */
const picture = (i: number) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="427"><rect width="640" height="427" fill="${COLOURS[i % COLOURS.length]}"/>` +
        `<circle cx="${200 + i * 120}" cy="210" r="110" fill="#ffffff" fill-opacity="0.3"/></svg>`,
    ),
  )
    .jpeg({ quality: 70 })
    .toBuffer();

async function seedAlbum({ services, accounts, demoUserId }: SeedContext, board: { id: number; title: string }): Promise<void> {
  const admin = accounts[0];
  if (!admin) return;
  const author = actingAs(await demoUserId(admin.phone), admin.roles);
  const album = await services.walkfame.album.ensure(author, board);
  const fileIds: number[] = [];
  for (let i = 0; i < COLOURS.length; i++) {
    const bytes = await picture(i);
    const file = await services.files.saveUpload(
      author,
      { fileType: "WALKFAME_PHOTO", originalFileName: `award_${i + 1}.jpg`, bytes },
      { seeding: true },
    );
    fileIds.push(file.id);
  }
  await services.walkfame.album.albums.addPhotos(author, { albumId: album.id, fileIds });
}

export async function seedWalkfame(seed: SeedContext): Promise<void> {
  const {
    deps: { db, now },
    accounts,
    demoUserId,
  } = seed;
  const at = now().toISOString();
  const year = now().getUTCFullYear();
  const author = await demoUserId(accounts[0]?.phone ?? "");
  const demo = await Promise.all(accounts.map((a) => demoUserId(a.phone)));
  const others = await db
    .selectFrom("users")
    .select("id")
    .where("id", "not in", demo.length > 0 ? demo : [0])
    .orderBy("id")
    .limit(5)
    .execute();
  const people = [...demo.slice(1), ...others.map((o) => o.id)];
  let next = 0;
  let first: { id: number; title: string } | null = null;
  for (const board of demoBoards) {
    const row = await db
      .insertInto("walkfame_boards")
      .values({
        title: board.title,
        year,
        nomination: board.nomination,
        description: board.description,
        created_at: at,
        updated_at: at,
        created_by: author,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    first ??= { id: row.id, title: board.title };
    const rows = board.stories.flatMap((story) => {
      const userId = people[next++ % Math.max(people.length, 1)];
      return userId === undefined ? [] : [{ board_id: row.id, user_id: userId, story, created_at: at, updated_at: at }];
    });
    if (rows.length > 0) await db.insertInto("walkfame_people").values(rows).execute();
  }
  if (first) await seedAlbum(seed, first);
}
