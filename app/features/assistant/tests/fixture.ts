// Эмилия's tests' company on an empty portal: an employee, a holder of ROLE_EMILIA and an administrator, each
// signed in over /api (a token); the shell's test images, and a PNG that is small on disk but a pixel flood.
import zlib from "node:zlib";
import type { DialectName } from "~/platform/db/db.server";
import type { ServerBuild } from "@remix-run/node";
import { createTestPortal } from "../../../../tests/helpers/portal";
import { startTestServer } from "../../../../tests/helpers/http";
import { ok } from "../../../../tests/helpers/envelope";
import { signedInPeople } from "../../../../tests/helpers/people";
import { isOutboxStatement } from "../../../../tests/helpers/statements";
import { ROLE_EMILIA } from "../policy";
import { png } from "../../../shell/tests/fixture";

// The shell's test images: a PNG of a colour and size, a JPEG, a GIF (refused).
export { gif, jpeg, png } from "../../../shell/tests/fixture";

export const PASSWORD = "emilia-pass-1";
export type Who = "employee" | "emilia" | "admin";

function pngChunk(type: string, body: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const typed = Buffer.concat([Buffer.from(type, "ascii"), body]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A valid 1-bit PNG of width × height whose zero rows deflate to a few KB: 81 megapixels in a small file. */
export function pixelFlood(width = 9000, height = 9000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1;
  header[9] = 0;
  const rows = zlib.deflateSync(Buffer.alloc((1 + Math.ceil(width / 8)) * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", rows),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

export async function openEmilia(dialect: DialectName, build?: ServerBuild) {
  // Statements of the measured call alone: the events outbox's own polling runs beside it whenever it likes.
  const counter = { on: false, n: 0 };
  const portal = await createTestPortal(dialect, { onQuery: (sql) => void (counter.on && !isOutboxStatement(sql) && counter.n++) });
  const server = await startTestServer(portal, { build });
  const company = await signedInPeople<Who>(
    portal,
    server,
    {
      employee: { name: "Семён", surname: "Простов" },
      emilia: { name: "Эмма", surname: "Помощникова", roles: [ROLE_EMILIA] },
      admin: { name: "Анна", surname: "Админова", roles: ["ROLE_ADMINISTRATOR"] },
    },
    PASSWORD,
  );
  const save = async (who: Who, originalFileName: string, bytes: Buffer, fileType = "EMILIA_IMAGE") =>
    company.post(who, "/file/save", { originalFileName, fileType, base64File: bytes.toString("base64") });
  return {
    portal,
    server,
    db: portal.db.kysely,
    ...company,
    save,
    /** Uploads a PNG of `size` px and adds it as an image: its id. */
    async addImage(who: Who = "emilia", size = 32): Promise<number> {
      const file = ok(await save(who, "emilia.png", await png(size)));
      return ok(await company.post(who, "/emilia/image/add", { fileId: file.id })).id as number;
    },
    /** How many statements `run` sends. */
    async statements(run: () => Promise<unknown>): Promise<number> {
      counter.n = 0;
      counter.on = true;
      try {
        await run();
      } finally {
        counter.on = false;
      }
      return counter.n;
    },
    async close() {
      await server.close();
      await portal.dispose();
    },
  };
}

export type EmiliaWorld = Awaited<ReturnType<typeof openEmilia>>;
