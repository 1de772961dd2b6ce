// Edge input on pages (the real build): a form post with a NUL byte, a search with one, an id above
// 2^31-1 in an address. Refused with a Russian message or "not found", never a 500, on both databases.
// Run `npx remix build` first (npm test does).
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ru } from "../helpers/ru";
import { dialects } from "../helpers/portal";
import { seedIds, type SeedIds } from "./ids";
import { createWorld, type World } from "./world";

const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;

describe.each(await dialects())("edge input on pages on %s", (dialect) => {
  let world: World;
  let ids: SeedIds;
  beforeAll(async () => {
    world = await createWorld(dialect, { build });
    ids = await seedIds(world);
  }, 60_000);
  afterAll(async () => {
    await world?.close();
  });

  // As the administrator: the rights are checked before the id on some pages, and they may read everything.
  const get = (url: string) => fetch(`${world.server.url}${url}`, { redirect: "manual", headers: { Cookie: world.cookies.admin } });

  it("refuses a profile form with a NUL byte with the Russian message and keeps the profile", async () => {
    const url = `/user/${world.userIds.employee}/edit`;
    const response = await fetch(`${world.server.url}${url}`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: world.cookies.employee, Origin: world.server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ skype: "a\u0000b", address: "Невский, 1" }),
    });
    expect(response.status).toBeLessThan(500);
    expect((await response.text()).replace(/<!-- -->/g, "")).toContain(ru.validation.controlChars);
    const row = await world.portal.db.kysely
      .selectFrom("users")
      .select(["skype", "address"])
      .where("id", "=", world.userIds.employee)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ skype: null, address: null });
  });

  it("answers searches with control characters without a 500", async () => {
    for (const q of ["\u0000", "Ив\u0000ан", "\u001b[0m"]) {
      expect((await get(`/finder?kinds=user,department&q=${encodeURIComponent(q)}`)).status).toBeLessThan(500);
    }
  });

  it("answers addresses with ids above 2^31-1 as missing pages", async () => {
    const big = "2147483648";
    for (const url of [
      `/knowledge/guide/${big}`,
      `/knowledge/guide/${ids.ownSectionParent}/${big}`,
      `/knowledge/guide/article/${big}`,
      `/knowledge/documents/view/${ids.theme}/${big}`,
      `/knowledge/documents/theme/${big}`,
      `/knowledge/faq/${big}`,
      `/knowledge/glossary/${big}/edit`,
      `/v2/contacts/card/${big}`,
      `/v2/contacts/${big}`,
      `/user/${big}`,
      `/user/${big}/edit`,
      "/user/0",
      "/user/0/edit",
      `/files/${big}/a.png`,
    ]) {
      expect((await get(url)).status, url).toBe(404);
    }
  });
});
