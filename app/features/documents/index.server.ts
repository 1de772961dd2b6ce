// Normative documents: themes, documents, acknowledgements and who has read what.
import { defineFeature } from "~/platform/feature";
import { DOCUMENTS_ROLES, ROLE_EDIT_WIKI_DOCUMENT } from "./policy";
import { createDocuments } from "./server/documents.server";
import { documentsApi } from "./server/api.server";
import { seedDocuments } from "./seed.server";
import { migrations } from "./migrations";
import { documentFileKinds } from "./files";
import { documentsMenuNames, roleGroupNames } from "./messages.server";

export const documentsFeature = defineFeature({
  name: "documents",
  menu: [{ name: documentsMenuNames.documents, link: "/knowledge/documents", order: 1, under: "/knowledge/guide" }],
  migrations,
  services: (deps) => ({ documents: createDocuments(deps) }),
  api: documentsApi,
  roles: [...DOCUMENTS_ROLES],
  roleGroups: [{ type: "WIKI_DOCUMENT", ...roleGroupNames, roles: [ROLE_EDIT_WIKI_DOCUMENT] }],
  searchIndexers: ({ documents }) => [documents.searchIndexer],
  fileKinds: documentFileKinds,
  fileReadGuards: ({ documents }) => [documents.fileReadGuard],
  seed: seedDocuments,
});
