// People and vacancies of the replies' tests: `employee` and `other` (plain employees), `contact` (the
// vacancies' contact person), `editor` (ROLE_EDIT_VACANCY_CLAIM, their author), `admin`
// (ROLE_ADMINISTRATOR). Vacancies are inserted with SQL (the vacancy service is another part's): a PUBLIC
// one, a second PUBLIC one and an archived one, all in Вологда.
import type { ServerBuild } from "@remix-run/node";
import type { DialectName } from "~/platform/db/db.server";
import { createTestPortal, type TestPortal } from "../../../../tests/helpers/portal";
import { startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ok } from "../../../../tests/helpers/envelope";
import { signedInPeople } from "../../../../tests/helpers/people";

export const PASSWORD = "replies-pass-1";
export type Who = "employee" | "other" | "contact" | "editor" | "admin";
export const WHO: readonly Who[] = ["employee", "other", "contact", "editor", "admin"];

/** A small real PDF head (files are judged by content). */
export const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

/** `build`: the real pages too (page tests; run `npm run build` first); `onQuery` sees every statement. */
export async function openReplies(dialect: DialectName, build?: ServerBuild, onQuery?: (sql: string) => void) {
  const portal: TestPortal = await createTestPortal(dialect, { ...(build ? { realClock: true } : {}), onQuery });
  const server: TestServer = await startTestServer(portal, { build });
  const { people, tokens, get, post } = await signedInPeople<Who>(
    portal,
    server,
    {
      employee: { name: "Игорь", surname: "Соискателев" },
      other: { name: "Вера", surname: "Посторонняя" },
      contact: { name: "Кира", surname: "Контактова" },
      editor: { name: "Роман", surname: "Кадров", roles: ["ROLE_EDIT_VACANCY_CLAIM"] },
      admin: { name: "Анна", surname: "Админова", roles: ["ROLE_ADMINISTRATOR"] },
    },
    PASSWORD,
  );
  const db = portal.db.kysely;
  const { id: departmentId } = await db
    .insertInto("departments")
    .values({ parent_id: null, name: "Магазин на Ленина", city: "Вологда", head_user_id: null })
    .returning("id")
    .executeTakeFirstOrThrow();

  const at = portal.clock.now().toISOString();
  /** A vacancy row as the vacancies' service would write it. */
  const vacancy = async (position: string, state: "PUBLIC" | "ARCHIVE" = "PUBLIC"): Promise<number> =>
    (
      await db
        .insertInto("vacancies")
        .values({
          position,
          department_id: departmentId,
          city_id: 1,
          contact_id: people.contact.id,
          author_id: people.editor.id,
          wage: "45000",
          wage2: null,
          responsibility: "Консультировать покупателей",
          requirements: "Опыт от года",
          state,
          sector: "RETAIL",
          level: "EXECUTOR",
          publish_date: at,
          created_at: at,
          updated_at: at,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  const open = await vacancy("Продавец-консультант");
  const second = await vacancy("Директор магазина");
  const archived = await vacancy("Кладовщик", "ARCHIVE");

  /** A résumé uploaded through /file/save: its id and download path. */
  const upload = async (who: Who, name = "resume.pdf", bytes: Buffer = PDF): Promise<{ id: number; filePath: string }> =>
    ok(await post(who, "/file/save", { originalFileName: name, fileType: "VACANCY_RESUME", base64File: bytes.toString("base64") }));

  const body = (extra: Record<string, unknown> = {}) => ({
    claimId: open,
    telephone: "+7 (921) 123-45-67",
    email: "igor@example.ru",
    info: "Хочу работать у вас",
    ...extra,
  });
  /** POST /vacancies/reply-internal-user. */
  const replySelf = (who: Who | null, extra: Record<string, unknown> = {}) => post(who, "/vacancies/reply-internal-user", body(extra));
  /** POST /vacancies/reply (a recommendation). */
  const recommend = (who: Who | null, extra: Record<string, unknown> = {}) =>
    post(who, "/vacancies/reply", body({ fullName: "Пётр Кандидатов", telephone: "8 (911) 000-11-22", ...extra }));
  const claimOf = (id: number) =>
    db.selectFrom("claims").select(["type", "status", "owner_id", "object_id", "version"]).where("id", "=", id).executeTakeFirstOrThrow();
  const replyOf = (claimId: number) => db.selectFrom("vacancy_replies").selectAll().where("claim_id", "=", claimId).executeTakeFirst();
  const replyCount = async (id: number) =>
    (await db.selectFrom("vacancies").select("reply_count").where("id", "=", id).executeTakeFirstOrThrow()).reply_count;
  /** Moves a claim through /user-claims/change-status. */
  const move = (who: Who, claimId: number, status: string, comment: string | null = null) =>
    post(who, "/user-claims/change-status", { claimId, status, comment });

  return {
    portal,
    server,
    db,
    people,
    tokens,
    get,
    post,
    departmentId,
    vacancy,
    open,
    second,
    archived,
    upload,
    replySelf,
    recommend,
    claimOf,
    replyOf,
    replyCount,
    move,
    async close() {
      await server.close();
      await portal.dispose();
    },
  };
}

export type RepliesWorld = Awaited<ReturnType<typeof openReplies>>;
