// The generated feature's declarations: its manifest, client-safe index, table type, migration, policy,
// schema and messages. Each function returns one file's text; scripts/new-feature.ts formats it with
// prettier, so these stay readable rather than exactly formatted.
import type { Names } from "./names";

export const manifest = (
  n: Names,
) => `// ${n.title}: a list of items editors add (written by \`npm run new-feature\`; README "Adding a feature"
// says what to fill in next). Other features reach it through this file and index.ts only.
import { defineFeature } from "~/platform/feature";
import { ${n.role} } from "./policy";
import { create${n.pascal} } from "./server/${n.kebab}.server";
import { ${n.camel}Api } from "./server/api.server";
import { ${n.camel}Names } from "./messages.server";
import { seed${n.pascal} } from "./seed.server";
import { migrations } from "./migrations";

export type { ${n.pascal}Item, ${n.pascal}Service } from "./server/${n.kebab}.server";
export { ${n.newEvent}, type ${n.pascal}NewEvent } from "./server/events";

export const ${n.manifest} = defineFeature({
  name: "${n.kebab}",
  migrations,
  services: (deps) => ({ ${n.camel}: create${n.pascal}(deps) }),
  api: ${n.camel}Api,
  roles: [${n.role}],
  menu: [{ name: ${n.camel}Names.menu, link: "/${n.kebab}", order: 90 }],
  // Its family leads to its page. An added item writes the event ${n.newEvent} (server/events.ts); a consumer
  // of it (\`consumers\`, see guide) would send the notification ${n.notificationType}.
  notificationFamilies: { ${n.upper}: { label: ${n.camel}Names.family, object: null, link: () => "/${n.kebab}" } },
  notificationTypes: { ${n.notificationType}: { family: "${n.upper}", template: ${n.camel}Names.notifyNew } },
  seed: seed${n.pascal},
  // Once it stores uploads (POST /file/save), its kinds of file go in \`fileKinds\`, declared in a files.ts (see vacancies).
});
`;

export const clientIndex = (
  n: Names,
) => `// ${n.title}: the client-safe exports other features may import (none yet; the manifest is index.server.ts).
export {};
`;

export const tables = (
  n: Names,
) => `// ${n.title}'s table: its row type, merged into the platform's Database (kysely's schema) by declaration
// merging, so the platform names no feature's table. Times are ISO-8601 strings, as everywhere.
import type { Generated } from "kysely";

export interface ${n.pascal}ItemTable {
  id: Generated<number>;
  title: string;
  created_at: string;
  /** Who added it; null once that person is deleted. */
  created_by: number | null;
}

declare module "~/platform/db/schema" {
  interface Database {
    ${n.table}: ${n.pascal}ItemTable;
  }
}
`;

export const migrationsIndex = (
  n: Names,
) => `// ${n.title}'s migrations by name (listed, not read from disk, so tsx, the Remix build and the tests run
// the same ones). app/portal/migrations.server.ts merges every feature's; a new one: YYYYMMDDHHMM_${n.snake}_<what>.
import type { Migration } from "kysely";
import * as items from "./${n.migration}";

export const migrations: Readonly<Record<string, Migration>> = {
  "${n.migration}": items,
};
`;

export const migration = (
  n: Names,
) => `// ${n.title}: its items, newest first by id (the list reads the primary key backwards, no other index).
// kysely's schema builder only, so the same migration runs on SQLite and PostgreSQL.
import type { Kysely } from "kysely";
import { idColumn } from "~/platform/db/migration-helpers";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("${n.table}")
    .addColumn("id", ...idColumn(db))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("${n.table}").execute();
}
`;

export const policy = (
  n: Names,
) => `// Who may do what in ${n.title}. Role checks live here only: loaders return the flags, components read them.
import type { Actor } from "~/platform/actor";
import { hasAnyRole, ROLE_ADMINISTRATOR } from "~/platform/policies";

/** Adds items (the administrator always may). */
export const ${n.role} = "${n.role}";

/** Everyone signed in reads. */
export function canRead${n.pascal}(actor: Actor): boolean {
  return actor.kind === "user";
}

export function canEdit${n.pascal}(actor: Actor): boolean {
  return hasAnyRole(actor, ${n.role}, ROLE_ADMINISTRATOR);
}
`;

export const schema = (
  n: Names,
) => `// The rules of ${n.title}'s item, shared by the page's form (browser and action) and /api: zod/mini, since
// the form loads it in the browser on the person's first act (the route's action reads it through schema.server.ts).
import * as z from "zod/mini";
import { requiredText } from "~/platform/schema";
import { messages } from "./messages";

export const TITLE_MAX = 200;

export const createItemSchema = z.object({ title: requiredText(TITLE_MAX, messages.titleRequired, messages.titleTooLong) });

/** What the domain function takes, parsed at the edge (server/inputs.server.ts). */
export type ${n.pascal}ItemCreate = z.output<typeof createItemSchema>;
`;

export const schemaServer = (
  n: Names,
) => `// ${n.title}'s schema as the page's action imports it: through this .server module the route's browser
// build does not reach zod; the form loads the schema on the person's first act (shared/forms/save-form.ts).
export * from "./schema";
`;

export const messagesClient = (
  n: Names,
) => `// The strings ${n.title}'s page shows, and the rules' messages the form also checks in the browser.
// Refusals only the server sends are in messages.server.ts, so they never reach the browser.
export const messages = {
  title: ${JSON.stringify(n.title)},
  empty: "Здесь пока ничего нет.",
  count: (n: number) => \`Записей: \${n}\`,
  addTitle: "Новая запись",
  fieldTitle: "Название",
  add: "Добавить",
  titleRequired: "Укажите название",
  titleTooLong: "Название — не больше 200 символов",
};
`;

export const messagesServer = (
  n: Names,
) => `// What only the server says about ${n.title}: refusals, toasts, and the names the manifest gives the menu
// and the notification settings.
export const serverMessages = {
  created: "Запись добавлена",
  forbidden: "Добавлять записи могут только редакторы раздела",
};

export const ${n.camel}Names = {
  menu: ${JSON.stringify(n.title)},
  family: ${JSON.stringify(n.title)},
  /** ${n.notificationType}: {user} is who added the item. */
  notifyNew: ${JSON.stringify(`{user} добавил(а) запись в разделе «${n.title}»`)},
} as const;
`;
