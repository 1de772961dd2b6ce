// People, groups and uploads of the group albums' tests: an open and a closed group run by `manager`,
// with `member` in both; `outsider` in neither; `admin` an administrator in neither. Tokens for /api,
// and (for the page tests) the real build behind the real app with each person signed in by the form.
import path from "node:path";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import type { ServerBuild } from "@remix-run/node";
import type { DialectName } from "~/platform/db/db.server";
import { createTestPortal, type TestPortal } from "../../../../tests/helpers/portal";
import { signInWithForm, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ok } from "../../../../tests/helpers/envelope";
import { signedInPeople } from "../../../../tests/helpers/people";

export const PASSWORD = "albums-pass-1";
export const WHO = ["member", "outsider", "manager", "admin"] as const;
export type Who = (typeof WHO)[number];

/** A small JPEG of this colour (distinct colours give distinct files). */
export const jpeg = (shade = 90, width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: shade, g: 120, b: 200 - (shade % 200) } } })
    .jpeg()
    .toBuffer();

export async function albumsWorld(portal: TestPortal, server: TestServer) {
  const { people, tokens, get, post } = await signedInPeople<Who>(
    portal,
    server,
    {
      member: { name: "Мария", surname: "Участникова" },
      outsider: { name: "Семён", surname: "Посторонний" },
      manager: { name: "Олег", surname: "Руководов" },
      admin: { name: "Анна", surname: "Админова", roles: ["ROLE_ADMINISTRATOR"] },
    },
    PASSWORD,
  );

  const group = async (name: string, closed: boolean) =>
    (ok(await post("manager", "/groups/create", { name, description: "", configClose: closed })) as { id: number }).id;
  const groups = { open: await group("Фотоклуб", false), closed: await group("Закрытый клуб", true) };
  const at = new Date().toISOString();
  for (const groupId of Object.values(groups))
    await portal.db.kysely
      .insertInto("group_members")
      .values({ group_id: groupId, user_id: people.member.id, is_manager: 0, member_key: "участникова мария", created_at: at })
      .execute();

  let shade = 0;
  /** A GROUP_PHOTO file of `who` through /file/save: its id. */
  const upload = async (who: Who, name = "photo.jpg", bytes?: Buffer) => {
    const data = bytes ?? (await jpeg((shade += 7)));
    const saved = ok(
      await post(who, "/file/save", { originalFileName: name, fileType: "GROUP_PHOTO", base64File: data.toString("base64") }),
    ) as { id: number };
    return saved.id;
  };
  /** An album of `who` in a group: its id. */
  const album = async (who: Who, groupId: number, name = "Альбом") =>
    (ok(await post(who, "/groups/albums/create", { groupId, name, description: "" })) as { id: number }).id;
  /** A photo of `who` in an album: its id. */
  const photo = async (who: Who, albumId: number) =>
    (ok(await post(who, "/groups/albums/photos/add", { albumId, fileIds: [await upload(who)] })) as { id: number }[])[0]!.id;
  /**
   * An album of the member's in the open group holding n photos: rows sharing one stored image, the count
   * kept as adding them would (paging and query counts are about rows, not files, and n uploads are slow).
   */
  const filledAlbum = async (n: number) => {
    const albumId = await album("member", groups.open, `Альбом на ${n}`);
    const fileId = await upload("member");
    const created = new Date().toISOString();
    const row = {
      album_id: albumId,
      owner_kind: "group",
      owner_id: groups.open,
      file_id: fileId,
      author_id: people.member.id,
      created_at: created,
    };
    await portal.db.kysely
      .insertInto("album_photos")
      .values(Array.from({ length: n }, () => row))
      .execute();
    await portal.db.kysely.updateTable("albums").set({ photo_count: n }).where("id", "=", albumId).execute();
    return albumId;
  };
  return { people, tokens, get, post, groups, upload, album, photo, filledAlbum };
}

export type AlbumsWorld = Awaited<ReturnType<typeof albumsWorld>>;

export async function openAlbums(
  dialect: DialectName,
  options: Parameters<typeof createTestPortal>[1] = {},
  app: Parameters<typeof startTestServer>[1] = {},
) {
  const portal = await createTestPortal(dialect, options);
  const server = await startTestServer(portal, app);
  return { portal, server, w: await albumsWorld(portal, server) };
}

/** The pages on `dialect` (run `npm run build` first), each person signed in by the form into `cookies`. */
export async function openAlbumPages(
  dialect: DialectName,
  cookies: Record<string, string>,
  options: Parameters<typeof createTestPortal>[1] = {},
) {
  const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
  const opened = await openAlbums(dialect, { realClock: true, ...options }, { build });
  for (const who of WHO) cookies[who] = await signInWithForm(opened.server, opened.w.people[who].phone, PASSWORD);
  return opened;
}
