// `npm run user -- backup|restore` as an operator runs them: the CLI in a child process backs up a
// portal that keeps writing (glossary terms and uploaded files) while the backup runs, restores it
// into a new DATA_DIR (and a new PostgreSQL database), and the restored portal holds every row and
// every file the source had when the backup began, each row's file included.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { openPortal, type Portal } from "../../app/portal/open.server";
import { actingAs } from "../../app/platform/actor";
import { createTestPortal, dialects } from "../helpers/portal";
import { createScratchDatabase } from "../../scripts/lib/scratch-db";
import { userCli, userCliProcess } from "./run-cli";

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean();
});

interface Place {
  dataDir: string;
  /** The PostgreSQL database's URL; none on SQLite. */
  databaseUrl?: string;
}

/** A folder of the test's own, removed at the end. */
function tempFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "portal-backup-test-"));
  cleanups.push(() => fs.rmSync(folder, { recursive: true, force: true }));
  return folder;
}

async function newPlace(dialect: string): Promise<Place> {
  const parent = tempFolder();
  const db = dialect === "postgres" ? await createScratchDatabase("portal_backup_test") : undefined;
  if (db) cleanups.push(() => db.drop());
  // Not created: restore makes the data directory.
  return { dataDir: path.join(parent, "data"), databaseUrl: db?.url };
}

const cli = (place: Place, ...args: string[]) => userCli(place, ...args);

const open = (place: Place) =>
  openPortal(
    { databaseUrl: place.databaseUrl, sqliteFile: path.join(place.dataDir, "portal.sqlite"), dataDir: place.dataDir, seedDemo: false },
    { sms: { send: async () => {} } },
  );

/** Every row of every table, as JSON lines per table. */
async function allRows(portal: Portal): Promise<Map<string, Set<string>>> {
  const tables = new Map<string, Set<string>>();
  for (const table of await portal.db.kysely.introspection.getTables()) {
    const rows = await portal.db.kysely
      .selectFrom(table.name as "users")
      .selectAll()
      .execute();
    tables.set(table.name, new Set(rows.map((r) => JSON.stringify(r))));
  }
  return tables;
}

/** Uploaded files under DATA_DIR (files/, avatars/): relative path → bytes. */
function allFiles(dataDir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const dir of ["files", "avatars"]) {
    const top = path.join(dataDir, dir);
    if (!fs.existsSync(top)) continue;
    for (const entry of fs.readdirSync(top, { recursive: true, withFileTypes: true })) {
      const full = path.join(entry.parentPath, entry.name);
      if (entry.isFile() && !entry.name.endsWith(".tmp")) files.set(path.relative(dataDir, full), fs.readFileSync(full));
    }
  }
  return files;
}

const pdf = (n: number) => Buffer.from(`%PDF-1.4\n% копия ${n}\ntrailer <</Root 1 0 R>>\n%%EOF\n`).toString("base64");

describe.each(await dialects())("npm run user -- backup / restore on %s", (dialect) => {
  it("backs up a portal while it writes and restores every row and file into a new place", { timeout: 300_000 }, async () => {
    // A copy of the run's demo database (tests/helpers/templates.ts): the demo seed itself is not what is tested.
    const portal = await createTestPortal(dialect, { seedDemo: true });
    cleanups.push(() => portal.dispose());
    const source: Place = portal;
    const admin = await portal.db.kysely.selectFrom("users").select("id").where("phone", "=", "9000000001").executeTakeFirstOrThrow();
    const actor = actingAs(admin.id, ["ROLE_ADMINISTRATOR"]);
    // Files of every kind the portal keeps: an image with its variants, a document, a profile photo.
    const photo = await sharp({ create: { width: 900, height: 700, channels: 3, background: "#3366aa" } })
      .jpeg()
      .toBuffer();
    await portal.services.files.saveFile(actor, {
      originalFileName: "схема.jpg",
      fileType: "ATTACHMENT",
      base64File: photo.toString("base64"),
    });
    await portal.services.files.saveFile(actor, { originalFileName: "приказ.pdf", fileType: "ATTACHMENT", base64File: pdf(0) });
    await portal.services.profile.updateAvatar(actor, { id: admin.id, image: photo.toString("base64") });
    // A photo of before they moved into the file store, still in DATA_DIR/avatars: backed up and restored there.
    const employee = await portal.db.kysely.selectFrom("users").select("id").where("phone", "=", "9000000003").executeTakeFirstOrThrow();
    const oldPhoto = `${employee.id}-00000000000000aa-large.jpg`;
    fs.mkdirSync(path.join(portal.dataDir, "avatars"));
    fs.writeFileSync(path.join(portal.dataDir, "avatars", oldPhoto), photo);
    await portal.db.kysely
      .updateTable("users")
      .set({ avatar_path: `/avatars/${oldPhoto}` })
      .where("id", "=", employee.id)
      .execute();

    // The portal keeps writing until the backup is done: glossary terms and uploads, in turn.
    let writing = true;
    let duringBackup = 0;
    let backupRunning = false;
    const writer = (async () => {
      for (let n = 1; writing; n++) {
        if (n % 2) await portal.services.glossary.add(actor, { term: `Копия ${n}`, definition: `Термин ${n}` });
        else {
          await portal.services.files.saveFile(actor, { originalFileName: `отчёт-${n}.pdf`, fileType: "ATTACHMENT", base64File: pdf(n) });
          // A person's uploads are limited per minute (platform/files/upload-rate.server.ts): one every two seconds.
          portal.clock.advance(2_000);
        }
        if (backupRunning) duringBackup++;
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    await new Promise((r) => setTimeout(r, 200));
    const rowsBefore = await allRows(portal);
    const filesBefore = allFiles(source.dataDir);
    const archive = path.join(tempFolder(), "portal-backup.tar");
    backupRunning = true;
    // The backup in a child process, as an operator runs it beside the serving portal; the rest in this one.
    const made = await userCliProcess(source, "backup", archive);
    backupRunning = false;
    writing = false;
    await writer;
    expect(made.stderr).not.toMatch(/Ошибка/);
    expect(made.code).toBe(0);
    expect(made.stdout).toContain("Резервная копия сохранена");
    expect(duringBackup).toBeGreaterThan(0);
    const rowsAfter = await allRows(portal);

    const target = await newPlace(dialect);
    const restored = await cli(target, "restore", archive);
    expect(restored.stderr).not.toMatch(/Ошибка/);
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain("Восстановлена копия");
    expect(restored.stdout).toContain(`сотрудников: ${rowsBefore.get("users")!.size}`);

    const copy = await open(target);
    cleanups.push(() => copy.close());
    const rowsCopy = await allRows(copy);
    expect([...rowsCopy.keys()].sort()).toEqual([...rowsBefore.keys()].sort());
    for (const [table, rows] of rowsBefore) {
      const have = rowsCopy.get(table)!;
      // Everything committed before the backup began is there, and nothing the source never had.
      expect(
        [...rows].filter((r) => !have.has(r)),
        table,
      ).toEqual([]);
      expect(
        [...have].filter((r) => !rowsAfter.get(table)!.has(r)),
        table,
      ).toEqual([]);
    }
    const filesCopy = allFiles(target.dataDir);
    for (const [name, bytes] of filesBefore) expect(filesCopy.get(name)?.equals(bytes), name).toBe(true);
    // Each restored row finds its file: uploads (with image variants) and profile photos.
    const fileRows = await copy.db.kysely.selectFrom("files").select(["storage_key", "is_image"]).execute();
    expect(fileRows.length).toBeGreaterThan(2);
    const copied = [...filesCopy.keys()];
    for (const { storage_key: key, is_image } of fileRows) {
      const original = path.join("files", key.slice(0, 2), key);
      expect(filesCopy.has(original), key).toBe(true);
      // An image comes with the variants its kind makes (MEDIUM and LARGE by default, a poster's LARGE alone):
      // which ones is the copy's check above, of every file the source had.
      if (is_image)
        expect(
          copied.some((name) => name.startsWith(`${original}-`)),
          `${key}'s variants`,
        ).toBe(true);
    }
    const avatars = await copy.db.kysely.selectFrom("users").select("avatar_path").where("avatar_path", "is not", null).execute();
    expect(avatars).toHaveLength(2);
    for (const { avatar_path } of avatars) {
      const served = await copy.services.profile.openAvatar(path.basename(avatar_path!));
      expect(served, avatar_path!).not.toBeNull();
      served!.destroy();
    }
    expect(filesCopy.has(path.join("avatars", oldPhoto))).toBe(true);

    // Restoring over data is refused in Russian and changes nothing.
    const again = await cli(target, "restore", archive);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`Каталог данных ${target.dataDir} не пуст`);
    expect(again.stderr).not.toMatch(/\n\s+at /);
    if (target.databaseUrl) {
      const emptyDir = { ...target, dataDir: path.join(path.dirname(target.dataDir), "other") };
      const overDb = await cli(emptyDir, "restore", archive);
      expect(overDb.code).toBe(1);
      expect(overDb.stderr).toContain("База PostgreSQL не пуста");
      expect(fs.existsSync(emptyDir.dataDir)).toBe(false);
    }
    expect(allFiles(target.dataDir).size).toBe(filesCopy.size);
  });
});

describe("npm run user -- backup / restore, mistakes", () => {
  it("refuses a missing file name, a file that is not a backup and an existing target, in Russian", { timeout: 120_000 }, async () => {
    const place = await newPlace("sqlite");
    const noName = await cli(place, "backup");
    expect(noName.code).toBe(1);
    expect(noName.stderr).toContain("Не указан файл копии");

    const notBackup = path.join(path.dirname(place.dataDir), "notes.tar");
    fs.writeFileSync(notBackup, "не архив");
    const wrong = await cli(place, "restore", notBackup);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain("не резервная копия портала");
    expect(fs.existsSync(place.dataDir)).toBe(false);

    const noDatabase = await cli(place, "backup", path.join(path.dirname(place.dataDir), "new.tar"));
    expect(noDatabase.code).toBe(1);
    expect(noDatabase.stderr).toContain("База данных не найдена");

    const existing = await cli(place, "backup", notBackup);
    expect(existing.code).toBe(1);
    expect(existing.stderr).toContain("уже существует");
    expect(`${noName.stderr}${wrong.stderr}${noDatabase.stderr}${existing.stderr}`).not.toMatch(/\n\s+at /);
  });
});
