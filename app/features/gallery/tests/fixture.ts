// People, a closed group and uploads of the gallery's tests: `editor` holds ROLE_EDIT_GALLERY, `employee`
// nothing, `admin` is an administrator; `member` belongs to a closed group its manager `owner` runs (with an
// album of one photo) and `employee` does not. Tokens for /api; the real build behind the app for the pages.
import sharp from "sharp";
import type { DialectName } from "~/platform/db/db.server";
import { createTestPortal, type TestPortal } from "../../../../tests/helpers/portal";
import { startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ok } from "../../../../tests/helpers/envelope";
import { signedInPeople } from "../../../../tests/helpers/people";
import type { ServerBuild } from "@remix-run/node";
import { ROLE_EDIT_GALLERY } from "../policy";

export const PASSWORD = "gallery-pass-1";
export type Who = "editor" | "employee" | "admin" | "member" | "owner";

export const jpeg = (shade: number) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: shade % 255, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();

export async function galleryWorld(
  dialect: DialectName,
  options: { onQuery?: (sql: string) => void; build?: ServerBuild } = {},
): Promise<{ portal: TestPortal; server: TestServer; w: Awaited<ReturnType<typeof people>> }> {
  const portal = await createTestPortal(dialect, { onQuery: options.onQuery });
  const server = await startTestServer(portal, options.build ? { build: options.build } : {});
  return { portal, server, w: await people(portal, server) };
}

async function people(portal: TestPortal, server: TestServer) {
  const { people, tokens, get, post } = await signedInPeople<Who>(
    portal,
    server,
    {
      editor: { name: "Ольга", surname: "Редакторова", roles: [ROLE_EDIT_GALLERY] },
      employee: { name: "Семён", surname: "Простов" },
      admin: { name: "Анна", surname: "Админова", roles: ["ROLE_ADMINISTRATOR"] },
      member: { name: "Мария", surname: "Участникова" },
      owner: { name: "Олег", surname: "Руководов" },
    },
    PASSWORD,
  );
  let shade = 0;
  const upload = async (who: Who, fileType = "GALLERY_PHOTO") =>
    (
      ok(
        await post(who, "/file/save", {
          originalFileName: "photo.jpg",
          fileType,
          base64File: (await jpeg((shade += 11))).toString("base64"),
        }),
      ) as { id: number }
    ).id;
  const album = async (who: Who, name = "Альбом") =>
    (ok(await post(who, "/gallery/albums/create", { name, description: "" })) as { id: number }).id;
  const photos = async (who: Who, albumId: number, n = 1) =>
    ok(
      await post(who, "/gallery/albums/photos/add", { albumId, fileIds: await Promise.all(Array.from({ length: n }, () => upload(who))) }),
    ) as { id: number; image: { original: string } }[];

  // The closed group and its album, which only its members (and administrators) may see.
  const closedGroup = (
    ok(await post("owner", "/groups/create", { name: "Закрытый клуб", description: "", configClose: true })) as { id: number }
  ).id;
  await portal.db.kysely
    .insertInto("group_members")
    .values({
      group_id: closedGroup,
      user_id: people.member.id,
      is_manager: 0,
      member_key: "участникова мария",
      created_at: new Date().toISOString(),
    })
    .execute();
  const closedAlbum = (
    ok(await post("owner", "/groups/albums/create", { groupId: closedGroup, name: "Тайный альбом", description: "" })) as { id: number }
  ).id;
  const [closedPhoto] = ok(
    await post("owner", "/groups/albums/photos/add", { albumId: closedAlbum, fileIds: [await upload("owner", "GROUP_PHOTO")] }),
  ) as { id: number; image: { original: string } }[];
  return { people, tokens, get, post, upload, album, photos, closed: { group: closedGroup, album: closedAlbum, photo: closedPhoto! } };
}
