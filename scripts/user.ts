// The people CLI: `npm run user -- create|list|backup|restore|help`. Opens the same database as the
// server (DATA_DIR or DATABASE_URL); create and list migrate it if needed, none seeds demo data. Bad
// input gets a Russian message and exit code 1, never a stack trace.
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { readConfig } from "../app/platform/config.server";
import { openPortal, type Portal } from "../app/portal/open.server";
import { isDomainError } from "../app/platform/errors";
import { parseInput } from "../app/platform/validate";
import { formatPhone, normalizePhone, passwordSchema } from "../app/features/auth/schema";
import { ALL_ROLES } from "../app/portal/seed.server";
import { backup, BackupError, restore } from "./lib/backup";

const USAGE = `Управление сотрудниками портала.

  npm run user -- create --phone 9001234567 --name Иван --surname Петров
                         [--middlename Сергеевич] [--position "Кладовщик"]
                         [--hired-on 2019-03-01] [--password секрет123] [--roles ROLE_A,ROLE_B]
      Создаёт сотрудника или обновляет того, у кого этот телефон. Без --password сотрудник
      задаст пароль сам (регистрация по СМС-коду). --roles заменяет роли целиком
      (--roles "" снимает все); без --roles роли не меняются. При обновлении --name и
      --surname можно не указывать. --hired-on — дата приёма на работу (по ней вручаются
      достижения за стаж; --hired-on "" её стирает).

  npm run user -- list [--limit 20]
      Последние созданные сотрудники: телефон, ФИО, роли, задан ли пароль.

  npm run user -- backup <файл.tar>
      Резервная копия всего портала в один файл: база (SQLite или pg_dump для PostgreSQL) и
      загруженные файлы (files/, avatars/). Можно делать на работающем портале.

  npm run user -- restore <файл.tar>
      Восстанавливает копию в пустой DATA_DIR (и пустую базу PostgreSQL из DATABASE_URL).
      Непустой каталог или базу не трогает.

Телефон: 10 цифр, +7 (900) 123-45-67 или 89001234567.
База: DATA_DIR (SQLite, по умолчанию ./data) или DATABASE_URL=postgres://…`;

/** A mistake in what the person typed: printed as is, exit code 1. */
class UsageError extends Error {}

const OPTIONS = {
  phone: { type: "string" },
  name: { type: "string" },
  surname: { type: "string" },
  middlename: { type: "string" },
  position: { type: "string" },
  "hired-on": { type: "string" },
  password: { type: "string" },
  roles: { type: "string" },
  limit: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

function parse(argv: string[]) {
  try {
    return parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    const code = (error as { code?: string }).code;
    const option = /'([^']+)'/.exec((error as Error).message)?.[1] ?? "";
    if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") throw new UsageError(`Неизвестный параметр ${option}`);
    if (code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE") {
      throw new UsageError(`Параметру ${option.split(" ")[0]} нужно значение`);
    }
    throw new UsageError(`Не удалось разобрать параметры: ${(error as Error).message}`);
  }
}

type Values = ReturnType<typeof parse>["values"];

function clean(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function readPhone(values: Values): string {
  const raw = clean(values.phone);
  if (!raw) throw new UsageError("Не указан телефон: добавьте --phone 9001234567");
  const phone = normalizePhone(raw);
  // The same rule as the sign-in form (phoneSchema): 10 digits after +7.
  if (!/^\d{10}$/.test(phone)) {
    throw new UsageError(`Неверный номер телефона «${raw}»: нужно 10 цифр после +7, например 9001234567`);
  }
  return phone;
}

function readRoles(values: Values): string[] | undefined {
  if (values.roles === undefined) return undefined;
  const roles = [
    ...new Set(
      values.roles
        .split(/[\s,]+/)
        .filter(Boolean)
        .map((r) => r.toUpperCase()),
    ),
  ];
  const unknown = roles.filter((r) => !ALL_ROLES.includes(r));
  if (unknown.length > 0) {
    throw new UsageError(`Неизвестная роль: ${unknown.join(", ")}. Известные роли:\n  ${ALL_ROLES.join("\n  ")}`);
  }
  return roles;
}

/** --hired-on: "yyyy-mm-dd" of a real day, or "" (none). */
function readDay(value: string): string | null {
  const day = value.trim();
  if (day === "") return null;
  const date = new Date(`${day}T00:00:00Z`);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
  if (!valid) throw new UsageError("Дата приёма — в виде ГГГГ-ММ-ДД: --hired-on 2019-03-01");
  return day;
}

async function create(portal: Portal, values: Values) {
  const phone = readPhone(values);
  const roles = readRoles(values);
  const password = values.password;
  if (password !== undefined) parseInput(passwordSchema, password);

  const existing = await portal.db.kysely
    .selectFrom("users")
    .select(["id", "name", "surname"])
    .where("phone", "=", phone)
    .executeTakeFirst();
  const name = clean(values.name) ?? existing?.name;
  const surname = clean(values.surname) ?? existing?.surname;
  if (!name) throw new UsageError("Не указано имя: добавьте --name Иван");
  if (!surname) throw new UsageError("Не указана фамилия: добавьте --surname Петров");

  const { id, created } = await portal.services.users.upsertPerson({
    phone,
    name,
    surname,
    ...(values.middlename !== undefined ? { middlename: clean(values.middlename) ?? null } : {}),
    ...(values.position !== undefined ? { position: clean(values.position) ?? null } : {}),
    ...(values["hired-on"] !== undefined ? { hiredOn: readDay(values["hired-on"]) } : {}),
    ...(password !== undefined ? { password } : {}),
    ...(roles !== undefined ? { roles } : {}),
  });
  const row = await portal.db.kysely.selectFrom("users").select(["password_hash"]).where("id", "=", id).executeTakeFirstOrThrow();
  const actualRoles = await portal.services.users.rolesOf(id);

  console.log(`${created ? "Создан" : "Обновлён"} сотрудник №${id}: ${surname} ${name}, ${formatPhone(phone)}`);
  console.log(`  Роли: ${actualRoles.length > 0 ? actualRoles.join(", ") : "нет"}`);
  console.log(
    row.password_hash
      ? `  Пароль задан: вход по телефону ${phone} и паролю.`
      : "  Пароль не задан: сотрудник зарегистрируется сам (телефон и код из СМС).",
  );
}

async function list(portal: Portal, values: Values) {
  const limitText = clean(values.limit) ?? "20";
  const limit = Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) {
    throw new UsageError(`Неверное значение --limit «${limitText}»: нужно целое число от 1 до 10000`);
  }
  const db = portal.db.kysely;
  const users = await db
    .selectFrom("users")
    .select(["id", "phone", "name", "surname", "middlename", "position", "password_hash", "blocked"])
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  const total = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const roles =
    users.length > 0
      ? await db
          .selectFrom("user_roles")
          .select(["user_id", "role"])
          .where(
            "user_id",
            "in",
            users.map((u) => u.id),
          )
          .execute()
      : [];
  for (const u of users) {
    const own = roles
      .filter((r) => r.user_id === u.id)
      .map((r) => r.role)
      .sort();
    const fio = [u.surname, u.name, u.middlename].filter(Boolean).join(" ");
    const flags = [u.password_hash ? "пароль задан" : "без пароля", u.blocked ? "заблокирован" : null].filter(Boolean);
    console.log(`${String(u.id).padStart(5)}  ${u.phone}  ${fio}${u.position ? ` — ${u.position}` : ""}`);
    console.log(`       ${flags.join(", ")}; роли: ${own.length > 0 ? own.join(", ") : "нет"}`);
  }
  console.log(`Показано ${users.length} из ${Number(total.n)}.`);
}

async function backupOrRestore(command: "backup" | "restore", args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const [file, ...extra] = args;
  if (!file) throw new UsageError(`Не указан файл копии: npm run user -- ${command} portal-backup.tar`);
  if (extra.length > 0) throw new UsageError(`Лишние аргументы: ${extra.join(" ")}`);
  const config = readConfig(env);
  const base = config.databaseUrl ? "PostgreSQL" : `SQLite (${config.sqliteFile})`;
  if (command === "backup") {
    const made = await backup(config, file);
    console.log(`Резервная копия сохранена: ${made.file} (${(made.bytes / 1024 / 1024).toFixed(1)} МБ)`);
    console.log(`  База ${base}, загруженных файлов: ${made.files}`);
    return 0;
  }
  const done = await restore(config, file);
  // Opening the portal checks the restored database and brings an older copy to the current schema.
  const portal = await openPortal({ ...config, seedDemo: false }, { sms: { send: async () => {} } });
  try {
    const people = await portal.db.kysely
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    console.log(
      `Восстановлена копия от ${done.createdAt}: база ${base}, сотрудников: ${Number(people.n)}, загруженных файлов: ${done.files}`,
    );
    const same = config.filesS3 ? "DATA_DIR, DATABASE_URL и FILES_S3_*" : "DATA_DIR и DATABASE_URL";
    console.log(`  Каталог данных: ${config.dataDir}. Запускайте портал с теми же ${same}.`);
  } finally {
    await portal.close();
  }
  return 0;
}

async function main(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const { values, positionals } = parse(argv);
  const [command, ...extra] = positionals;
  if (values.help || command === "help" || command === undefined) {
    console.log(USAGE);
    return command === undefined && !values.help ? 1 : 0;
  }
  if (command === "backup" || command === "restore") return backupOrRestore(command, extra, env);
  if (command !== "create" && command !== "list") {
    throw new UsageError(`Неизвестная команда «${command}». Команды: create, list, backup, restore, help`);
  }
  if (extra.length > 0) throw new UsageError(`Лишние аргументы: ${extra.join(" ")}`);
  // Check what can be checked before touching the database.
  if (command === "create") {
    readPhone(values);
    readRoles(values);
  }

  const config = readConfig(env);
  // The CLI sends no SMS; a no-op provider keeps SMS_* settings from mattering here.
  const portal = await openPortal({ ...config, seedDemo: false }, { sms: { send: async () => {} } });
  try {
    if (command === "create") await create(portal, values);
    else await list(portal, values);
    return 0;
  } finally {
    await portal.close();
  }
}

/**
 * The CLI on these arguments, with DATA_DIR / DATABASE_URL from `env`: prints as it does for an operator and
 * returns the exit code. Exported for the tests, which call it in-process instead of loading the app in a
 * child process for every call (tests/cli/run-cli.ts).
 */
export async function runUserCli(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  try {
    return await main(argv, env);
  } catch (error) {
    if (error instanceof UsageError || error instanceof BackupError || isDomainError(error)) {
      console.error(`Ошибка: ${error.message}`);
      if (error instanceof UsageError) console.error("Справка: npm run user -- help");
    } else {
      // Not the person's mistake (database unreachable, disk full...): say what, without a stack trace.
      console.error(`Ошибка: ${error instanceof Error ? error.message : String(error)}`);
    }
    return 1;
  }
}

// Run as a script (`npm run user`), not when a test imports it.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = await runUserCli(process.argv.slice(2));
