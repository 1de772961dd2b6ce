// Property-based fuzz of every /api call: bodies and queries built from the field names the calls
// read and from nasty values (huge and negative numbers, floats, NaN strings, NUL and other control
// characters, very long strings, wrong types, nesting, arrays, prototype keys). The property: every
// answer is the envelope, with 200 (success or a Russian refusal) or a 4xx, never a 500, and a
// refused call leaves the database as it was.
import fc from "fast-check";
import { expect } from "vitest";
import type { ApiRoute } from "../../app/platform/api.server";
import type { ChangeWatch, World } from "./world";
import type { DialectName } from "../../app/platform/db/db.server";

/** Every field name the calls read (docs/api.md), and the keys that attack objects themselves. */
export const FIELDS = [
  "id",
  "userId",
  "pageNumber",
  "pageSize",
  "onlyNotShowed",
  "name",
  "token",
  "username",
  "password",
  "refreshToken",
  "phoneNumber",
  "claimUuid",
  "confirmationCode",
  "newPassword",
  "rulesAccepted",
  "workMobilePhone",
  "email",
  "telegram",
  "skype",
  "viber",
  "whatsapp",
  "vk",
  "web",
  "zone",
  "address",
  "birthday",
  "birthYearIsVisible",
  "loginPhoneIsVisible",
  "image",
  "workStatus",
  "message",
  "sourceURL",
  "wikiGuideCategoryId",
  "groupId",
  "articleId",
  "previewPicture",
  "status",
  "query",
  "indexName",
  "limit",
  "noLimit",
  "withoutMe",
  "value",
  "parentId",
  "contactId",
  "categoryId",
  "sortIdList",
  "direction",
  "position",
  "telephone",
  "ipPhone",
  "type",
  "objectId",
  "favorite",
  "originalFileName",
  "fileType",
  "base64File",
  "startDate",
  "endDate",
  "themeId",
  "contentNewEditor",
  "title",
  "description",
  "question",
  "answer",
  "term",
  "definition",
  "departmentIds",
  "userIds",
  "roleIds",
  "editorIds",
  "content",
  "newEditor",
  "fileIds",
  "tags",
  "flagToEmail",
  "version",
  "redirect",
  // Groups and their albums (issue #14).
  "groupId",
  "albumId",
  "after",
  // Vacancy replies (issue #15).
  "claimId",
  "vacancyId",
  "fullName",
  "info",
  "resumeId",
] as const;
const PROTO_KEYS = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty"] as const;

const key = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...FIELDS) },
  { weight: 1, arbitrary: fc.constantFrom(...PROTO_KEYS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12, unit: "binary" }) },
);

/** Strings that hurt: control characters (NUL first), lone surrogates, markup, SQL and LIKE wildcards. */
const nastyChar = fc.constantFrom(
  "\u0000",
  "\u0001",
  "\u0008",
  "\u000b",
  "\u000c",
  "\u001b",
  "\u001f",
  "\u007f",
  "\t",
  "\n",
  "\r",
  "\ud800",
  "\udfff",
  "\u200b",
  "\ufeff",
  "а",
  "Ё",
  "a",
  "7",
  " ",
  "%",
  "_",
  "'",
  '"',
  "\\",
  "<",
  ">",
  "&",
  ";",
  "/",
  "😀",
);
const shortNastyString = fc.oneof(
  fc.string({ maxLength: 20, unit: nastyChar }),
  fc.string({ maxLength: 30, unit: "binary" }),
  fc.constantFrom(
    "",
    " ",
    "NaN",
    "Infinity",
    "-Infinity",
    "1e999",
    "-0",
    "0x10",
    "1e3",
    " 7 ",
    "7.5",
    "-1",
    "0",
    "2147483647",
    "2147483648",
    "99999999999999999999",
    "null",
    "undefined",
    "true",
    "[]",
    "{}",
    "<script>alert(1)</script>",
    "' or 1=1 --",
    "%00",
    "../../etc/passwd",
    "javascript:alert(1)",
    "//evil.example",
    "data:image/png;base64,AAAA",
  ),
);
/** Longer than any field allows; only in bodies (a URL that long is refused by Node's HTTP parser itself, 431). */
const longString = fc.constantFrom(256, 1_001, 4_097, 200_001).map((n) => "ж".repeat(n));
const nastyString = fc.oneof({ weight: 6, arbitrary: shortNastyString }, { weight: 1, arbitrary: longString });
/** Values a call may accept, so that some bodies get past the first rule and reach deeper code. */
const plausible = fc.oneof(
  fc.integer({ min: 1, max: 60 }),
  fc.integer({ min: 1, max: 60 }).map(String),
  fc.constantFrom(
    "PUBLISHED",
    "DRAFT",
    "ARCHIVED",
    "USER",
    "CONTACT",
    "WIKI_GUIDE_ARTICLE",
    "WIKI_DOCUMENT",
    "EDITOR_IMAGE",
    "up",
    "down",
    "open",
    "resolved",
    "VACATION",
    "9000000003",
    "+7 (900) 000-00-03",
    "2026-01-01",
    "01.01.2026",
    "<p>Текст</p>",
    "Иван",
    "HOT_LINE_GROUP_ID",
    "/v2/contacts",
    "ivanov@example.ru",
    "on",
    "1,2,3",
  ),
);
const number = fc.oneof(
  fc.integer({ min: -5, max: 60 }),
  fc.constantFrom(
    0,
    -1,
    2_147_483_647,
    2_147_483_648,
    -2_147_483_649,
    4_294_967_296,
    Number.MAX_SAFE_INTEGER,
    2 ** 63,
    1e308,
    -1e308,
    5e-324,
    0.5,
    1.5,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const leaf = fc.oneof(
  { weight: 3, arbitrary: plausible },
  { weight: 3, arbitrary: number },
  { weight: 4, arbitrary: nastyString },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
);

const { value } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    { weight: 6, arbitrary: leaf },
    { weight: 1, arbitrary: fc.array(tie("value"), { maxLength: 5 }) },
    { weight: 1, arbitrary: fc.array(fc.tuple(key, tie("value")), { maxLength: 4 }).map((entries) => Object.fromEntries(entries)) },
  ),
}));
/** Nesting no call takes: 100 arrays deep. */
const deep = fc.integer({ min: 65, max: 200 }).map((n) => "[".repeat(n) + "1" + "]".repeat(n));

const json = (v: unknown) => JSON.stringify(v) ?? "null";
/** A JSON object as text, so that keys like "__proto__" and repeated keys reach the server as sent. */
const objectText = fc
  .array(fc.tuple(key, fc.oneof({ weight: 12, arbitrary: value.map(json) }, { weight: 1, arbitrary: deep })), { maxLength: 6 })
  .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(",")}}`);
/** A POST body: mostly an object, sometimes another JSON value. */
export const bodyArb = fc.oneof({ weight: 10, arbitrary: objectText }, { weight: 1, arbitrary: value.map(json) });

/** A query string: known keys, bracket forms Express's parser turns into arrays and objects. */
const queryKey = fc.oneof(
  { weight: 6, arbitrary: key },
  { weight: 1, arbitrary: fc.tuple(key, fc.constantFrom("[]", "[0]", "[__proto__]", "[a][b]", "[constructor]")).map(([k, s]) => k + s) },
);
const queryValue = fc.oneof(
  fc.oneof(plausible, number, fc.constantFrom(true, false, null)).map((v) => (typeof v === "string" ? v : json(v))),
  shortNastyString,
);
export const queryArb = fc.array(fc.tuple(queryKey, queryValue), { maxLength: 6 });

export type Who = "anonymous" | "employee" | "admin";
export interface Sample {
  who: Who;
  body?: string;
  query: [string, string][];
}

/** A call's samples: who calls (mostly the administrator, who gets furthest), its query and, for POST, a body. */
export function sampleArb(route: ApiRoute): fc.Arbitrary<Sample> {
  const who = fc.constantFrom<Who>(
    ...(route.access === "public" ? (["anonymous", "employee"] as const) : (["admin", "admin", "employee"] as const)),
  );
  return route.method === "GET"
    ? fc.record({ who, query: queryArb })
    : fc.record({
        who,
        query: fc.oneof({ weight: 4, arbitrary: fc.constant([] as [string, string][]) }, { weight: 1, arbitrary: queryArb }),
        body: bodyArb,
      });
}

/** Calls that end the caller's sign-in when they succeed: fuzzed anonymously so the others keep their tokens. */
const ENDS_SESSION = new Set(["POST /logout"]);

export interface Outcome {
  status: number;
  refused: boolean;
}

/** Sends one sample; asserts the envelope and, when refused, that the database did not change. */
export async function callOnce(world: World, route: ApiRoute, sample: Sample, watch: ChangeWatch): Promise<Outcome> {
  const name = `${route.method} ${route.path}`;
  const who = ENDS_SESSION.has(name) ? "anonymous" : sample.who;
  await watch.before();
  const url = new URL(`${world.server.url}/api${route.path}`);
  for (const [k, v] of sample.query) url.searchParams.append(k, v);
  const response = await fetch(url, {
    method: route.method,
    headers: {
      ...(sample.body !== undefined ? { "Content-Type": "application/json" } : {}),
      ...(who !== "anonymous" ? { Authorization: `Bearer ${world.tokens[who]}` } : {}),
    },
    body: route.method === "POST" ? sample.body : undefined,
  });
  const text = await response.text();
  const context = `${name} as ${who}\nquery: ${JSON.stringify(sample.query).slice(0, 300)}\nbody: ${sample.body?.slice(0, 300)}\nanswer ${response.status}: ${text.slice(0, 300)}`;
  let envelope: { responseCode?: unknown; response?: unknown; errorMessage?: unknown };
  try {
    envelope = JSON.parse(text);
  } catch {
    throw new Error(`not the JSON envelope: ${context}`);
  }
  expect(Object.keys(envelope).sort(), context).toEqual(["errorMessage", "response", "responseCode"]);
  const ok = response.status === 200 && envelope.responseCode === 0;
  if (ok) {
    expect(envelope.errorMessage, context).toBeNull();
  } else {
    expect(response.status === 200 || (response.status >= 400 && response.status < 500), context).toBe(true);
    expect(envelope.responseCode, context).toBe(1);
    expect(envelope.response, context).toBeNull();
    // A refusal speaks Russian and shows no stack.
    expect(envelope.errorMessage, context).toMatch(/[а-яё]/i);
    expect(envelope.errorMessage, context).not.toMatch(/\n\s+at |Error:/);
  }
  if (!ok) expect(await watch.changedByRefusal(), `a refused call changed the database: ${context}`).toBeNull();
  return { status: response.status, refused: !ok };
}

/**
 * How many samples per call: FUZZ_RUNS, else 15 on SQLite and 10 on PostgreSQL in `npm test` (`npm run fuzz`
 * sends 1000 to both). What PostgreSQL adds is its stricter types (an integer out of range, a text where a
 * number goes), which the sampler's first shapes of each value already send; the variety is SQLite's.
 * The PostgreSQL file was the suite's second longest (41 s of the 15 minutes CI allows the whole run).
 */
export const fuzzRuns = (dialect: DialectName) => Number(process.env.FUZZ_RUNS ?? (dialect === "postgres" ? 10 : 15));
