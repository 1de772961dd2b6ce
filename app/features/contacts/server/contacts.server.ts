// The contacts directory: the category tree, contact cards (employees and service records), the
// company structure, recent contacts, ordering and service records. This file only composes the
// use cases (one file each, beside it) into the one service object pages and /api call as
// `services.contacts.*`. The /api calls are in api.server.ts, the rules of their payloads in
// payloads.server.ts (parsed at the edge: domain functions take parsed, typed values), the calls and
// payloads documented in ../api.md.
import type { Deps } from "~/platform/deps.server";
import { createCards } from "./cards.server";
import { createCategories } from "./categories.server";
import { createFavoriteContacts } from "./favorite-contacts.server";
import { createOrdering } from "./ordering.server";
import { createServiceRecords } from "./service-records.server";
import { createSecretaries } from "./secretaries.server";
import { createStructure } from "./structure.server";
import { contactSearchIndexer } from "./contact-index.server";
import { departmentSearchIndexer, positionSearchIndexer } from "./catalogue-index.server";

export type {
  CategoryContent,
  CategoryPage,
  CategoryView,
  CategoryWithPath,
  ContactCard,
  ContactStatus,
  Crumb,
  StructureHead,
  StructureNode,
} from "~/features/contacts/views";
export { RECENT_LIMIT } from "./cards.server";
export { CONTACT } from "./queries.server";

export function createContacts(deps: Deps) {
  return {
    favoriteKind: createFavoriteContacts(deps),
    /** The directory's indexes in the portal search. */
    searchIndexers: [contactSearchIndexer(deps), departmentSearchIndexer(deps), positionSearchIndexer(deps)],
    ...createCategories(deps),
    ...createCards(deps),
    ...createStructure(deps),
    ...createOrdering(deps),
    ...createServiceRecords(deps),
    ...createSecretaries(deps),
  };
}

export type Contacts = ReturnType<typeof createContacts>;
