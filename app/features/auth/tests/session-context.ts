// The shared setup of the session and entry API contract tests (session.test.ts): one real portal and
// HTTP server per database, the calls' helpers, and every answer body kept for the final leak check.
// The cases live in *.cases.ts files by area, each a function the one test file calls, so the check
// at its end still sees every answer of the run.
import { beforeAll, afterAll, beforeEach } from "vitest";
import { createPerson, createTestPortal, type TestPortal } from "../../../../tests/helpers/portal";
import { api as rawApi, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ok } from "../../../../tests/helpers/envelope";

export const WRONG_CREDENTIALS = "Неверный номер телефона или пароль. Возможно, нажата клавиша Caps Lock или включена неверная раскладка.";
export const PASSWORD_LENGTH = "Пароль должен содержать от 8 до 32 символов";
export const CLAIM_GONE = "Заявка не найдена или устарела. Начните заново";
export const PASSWORD = "secret-123";
export const MINUTE = 60_000;

type Api = typeof rawApi;

/** "portal_session=<secret>" from a Set-Cookie header, ready to send back. */
export function sessionCookieOf(setCookie: string | null): string {
  const match = /(?:^|[\s,])portal_session=([^;]*)/.exec(setCookie ?? "");
  if (!match?.[1]) throw new Error(`no session cookie in ${setCookie}`);
  return `portal_session=${match[1]}`;
}

/** Sets up the portal and server of one database for the calling describe block. */
export function sessionContext(dialect: Parameters<typeof createTestPortal>[0]) {
  const ctx = {
    dialect,
    portal: undefined as unknown as TestPortal,
    server: undefined as unknown as TestServer,
    /** Every body a test received, checked at the end for leaked secrets and stacks. */
    bodies: [] as string[],
    api: (async (...args) => {
      const result = await rawApi(...args);
      ctx.bodies.push(JSON.stringify(result.envelope));
      return result;
    }) as Api,
    login: (username: string, password: string, options: { headers?: Record<string, string> } = {}) =>
      ctx.api(ctx.server, "POST", "/login", { body: { username, password }, ...options }),
    async signedIn(options: { roles?: string[]; name?: string } = {}) {
      const person = await createPerson(ctx.portal, { password: PASSWORD, ...options });
      const call = await ctx.login(person.phone, PASSWORD);
      const response = ok(call);
      return {
        person,
        token: response.accessToken as string,
        refreshToken: response.refreshToken as string,
        cookie: sessionCookieOf(call.setCookie),
      };
    },
    me: (auth: { token?: string; cookie?: string }) => ctx.api(ctx.server, "GET", "/user/short-cur-user-info", auth),
    async addNotification(userId: number, fields: { text?: string; showed?: number; variables?: string } = {}) {
      const row = await ctx.portal.db.kysely
        .insertInto("notifications")
        .values({
          user_id: userId,
          type: "SYSTEM",
          text: fields.text ?? "Добро пожаловать на портал",
          variables: fields.variables ?? "[]",
          showed: fields.showed ?? 0,
          create_date: ctx.portal.clock.now().toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };

  beforeAll(async () => {
    ctx.portal = await createTestPortal(dialect);
    ctx.server = await startTestServer(ctx.portal);
  });
  afterAll(async () => {
    await ctx.server?.close();
    await ctx.portal?.dispose();
  });
  // Every test starts with empty rate-limit windows (they are per client address, and all tests
  // come from 127.0.0.1); tokens issued by earlier tests expire, so each test signs in itself.
  beforeEach(() => ctx.portal.clock.advance(2 * 60 * MINUTE));
  return ctx;
}

export type SessionContext = ReturnType<typeof sessionContext>;
