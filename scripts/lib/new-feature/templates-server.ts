// The generated feature's server side: its domain functions and outbox event, the parse step of its edges,
// its /api calls and its demo seed.
import type { Names } from "./names";

export const domain = (n: Names) => `// ${n.title}'s domain functions: (actor, typed input) -> result, or a typed domain error. The /api
// (api.server.ts) and the page (routes/) call the same ones; inputs are parsed at the edge (inputs.server.ts).
import type { Actor } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { forbidden, unauthorized } from "~/platform/errors";
import { writeEvent } from "~/platform/events.server";
import { canEdit${n.pascal}, canRead${n.pascal} } from "../policy";
import { ${n.newEvent}, type ${n.pascal}NewEvent } from "./events";
import type { ${n.pascal}ItemCreate } from "../schema";
import { serverMessages } from "../messages.server";
import { api as apiMessages } from "~/shared/messages.server";

/** The list shows the newest items up to this many: one query, whatever the table holds. */
export const LIST_LIMIT = 100;

export interface ${n.pascal}Item {
  id: number;
  title: string;
  createdAt: string;
}

export function require${n.pascal}Editor(actor: Actor): void {
  if (!canEdit${n.pascal}(actor)) throw forbidden(serverMessages.forbidden);
}

export function create${n.pascal}({ db, now }: Deps) {
  const columns = ["id", "title", "created_at"] as const;
  const present = (r: { id: number; title: string; created_at: string }): ${n.pascal}Item => ({
    id: r.id,
    title: r.title,
    createdAt: r.created_at,
  });

  return {
    /** The newest items first (ids grow with time), LIST_LIMIT at most. */
    async list(actor: Actor): Promise<${n.pascal}Item[]> {
      if (!canRead${n.pascal}(actor)) throw unauthorized(apiMessages.unauthorized);
      const rows = await db.selectFrom("${n.table}").select(columns).orderBy("id", "desc").limit(LIST_LIMIT).execute();
      return rows.map(present);
    },

    /** Adds an item: editors and administrators only; ${n.newEvent} goes to the outbox in the same transaction. */
    async create(actor: Actor, { title }: ${n.pascal}ItemCreate): Promise<${n.pascal}Item> {
      require${n.pascal}Editor(actor);
      const at = now();
      const authorId = actor.kind === "user" ? actor.userId : null;
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto("${n.table}")
          .values({ title, created_at: at.toISOString(), created_by: authorId })
          .returning(columns)
          .executeTakeFirstOrThrow();
        const event: ${n.pascal}NewEvent = { itemId: row.id, authorId };
        await writeEvent(trx, ${n.newEvent}, event, at);
        return present(row);
      });
    },
  };
}

export type ${n.pascal}Service = ReturnType<typeof create${n.pascal}>;
`;

export const events = (n: Names) => `// ${n.title}'s events of the outbox, written in the transaction of the change they describe; a feature
// (or this one) reacts to them with a consumer in its manifest (\`consumers\`: a notification, a search index).

/** An item was added. */
export const ${n.newEvent} = "${n.newEvent}";

export interface ${n.pascal}NewEvent {
  itemId: number;
  /** Who added it (null: not a person). */
  authorId: number | null;
}
`;

export const inputs = (
  n: Names,
) => `// The parse step of ${n.title}'s calls, at the edges (the /api handlers and the page's action): who may change
// is checked first, then the input is read with the zod schema (parseInput also refuses control characters).
import type { Actor } from "~/platform/actor";
import { parseInput } from "~/platform/validate";
import { createItemSchema, type ${n.pascal}ItemCreate } from "../schema";
import { require${n.pascal}Editor } from "./${n.kebab}.server";

export const ${n.camel}Inputs = {
  create(actor: Actor, input: unknown): ${n.pascal}ItemCreate {
    require${n.pascal}Editor(actor);
    return parseInput(createItemSchema, input);
  },
};
`;

export const api = (n: Names) => `// ${n.title}'s /api calls, answered in the envelope {responseCode, response, errorMessage} by the router.
import type { ApiRoute } from "~/platform/api.server";
import { ${n.camel}Inputs as parse } from "./inputs.server";

export const ${n.camel}Api: ApiRoute[] = [
  {
    method: "GET",
    path: "/${n.kebab}/list",
    access: "user",
    handler: ({ services, actor }) => services.${n.camel}.list(actor),
  },
  {
    method: "POST",
    path: "/${n.kebab}/create",
    access: "user",
    handler: ({ services, actor, input }) => services.${n.camel}.create(actor, parse.create(actor, input)),
  },
];
`;

export const seed = (n: Names) => `// ${n.title}'s demo data for an empty database: a couple of items by the demo administrator.
import type { SeedContext } from "~/platform/feature";

export async function seed${n.pascal}({ deps: { db, now }, accounts, demoUserId }: SeedContext): Promise<void> {
  const author = await demoUserId(accounts[0]?.phone ?? "");
  const at = now().getTime();
  await db
    .insertInto("${n.table}")
    .values([
      { title: "Первая запись раздела", created_at: new Date(at - 60_000).toISOString(), created_by: author },
      { title: "Вторая запись раздела", created_at: new Date(at).toISOString(), created_by: author },
    ])
    .execute();
}
`;
