// The user CLI against a throw-away DATA_DIR: the first call in a child process as an operator runs it
// (it migrates the new database), the others in this process (tests/cli/run-cli.ts says why).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPortal } from "../../app/portal/open.server";
import { verifyPassword } from "../../app/platform/crypto.server";
import { userCli, userCliProcess } from "./run-cli";

let dataDir: string;

const cli = (...args: string[]) => userCli({ dataDir }, ...args);

async function readPerson(phone: string) {
  const portal = await openPortal({
    databaseUrl: undefined,
    sqliteFile: path.join(dataDir, "portal.sqlite"),
    dataDir,
    seedDemo: false,
  });
  try {
    const db = portal.db.kysely;
    const user = await db
      .selectFrom("users")
      .select(["id", "name", "surname", "middlename", "position", "password_hash", "hired_on"])
      .where("phone", "=", phone)
      .executeTakeFirst();
    const roles = user ? await portal.services.users.rolesOf(user.id) : [];
    const count = await db
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return { user, roles, userCount: Number(count.n) };
  } finally {
    await portal.close();
  }
}

describe("npm run user", { timeout: 60_000 }, () => {
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-cli-"));
  });
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("creates a person with roles and no password, without seeding demo data", async () => {
    const result = await userCliProcess(
      { dataDir },
      "create",
      "--phone",
      "+7 (901) 234-56-78",
      "--name",
      "Иван",
      "--surname",
      "Петров",
      "--middlename",
      "Сергеевич",
      "--position",
      "Кладовщик",
      "--roles",
      "ROLE_POSTER,ROLE_GET_LOG",
    );
    expect(result.stderr).not.toMatch(/Ошибка/);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("Создан сотрудник");

    const { user, roles, userCount } = await readPerson("9012345678");
    expect(user).toMatchObject({ name: "Иван", surname: "Петров", middlename: "Сергеевич", position: "Кладовщик" });
    expect(user?.password_hash).toBeNull();
    expect(roles).toEqual(["ROLE_GET_LOG", "ROLE_POSTER"]);
    expect(userCount).toBe(1);
  });

  it("updates the same phone: sets a password and replaces the roles, keeping the name", async () => {
    const result = await cli(
      "create",
      "--phone",
      "89012345678",
      "--password",
      "secret-123",
      "--roles",
      "ROLE_ADMINISTRATOR",
      "--hired-on",
      "2019-03-01",
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("Обновлён сотрудник");

    const { user, roles, userCount } = await readPerson("9012345678");
    expect(user).toMatchObject({ name: "Иван", surname: "Петров", hired_on: "2019-03-01" });
    expect(await verifyPassword("secret-123", user!.password_hash!)).toBe(true);
    expect(roles).toEqual(["ROLE_ADMINISTRATOR"]);
    expect(userCount).toBe(1);
  });

  it("refuses a bad phone in Russian with exit code 1 and no stack trace", async () => {
    const result = await cli("create", "--phone", "12345", "--name", "Иван", "--surname", "Петров");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("Неверный номер телефона");
    expect(result.stderr).not.toMatch(/\n\s+at /);
    const day = await cli("create", "--phone", "9012345678", "--hired-on", "2019-02-30");
    expect(day.code).toBe(1);
    expect(day.stderr).toContain("Дата приёма — в виде ГГГГ-ММ-ДД");
  });

  it("refuses a missing phone, an unknown role and an unknown command", async () => {
    const missing = await cli("create", "--name", "Иван", "--surname", "Петров");
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("Не указан телефон");

    const role = await cli("create", "--phone", "9012345679", "--name", "Иван", "--surname", "Петров", "--roles", "ROLE_NOPE");
    expect(role.code).toBe(1);
    expect(role.stderr).toContain("Неизвестная роль: ROLE_NOPE");

    const command = await cli("remove", "--phone", "9012345678");
    expect(command.code).toBe(1);
    expect(command.stderr).toContain("Неизвестная команда");
    expect(`${missing.stderr}${role.stderr}${command.stderr}`).not.toMatch(/\n\s+at /);
  });

  it("lists people", async () => {
    const result = await cli("list", "--limit", "5");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("9012345678  Петров Иван Сергеевич");
  });
});
