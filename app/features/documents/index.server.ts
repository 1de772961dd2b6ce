// Normative documents: themes, documents, acknowledgements and who has read what.
import { defineFeature } from "~/platform/feature";
import { ROLE_EDIT_WIKI_DOCUMENT } from "~/platform/policies";
import { createDocuments } from "./server/documents.server";
import { documentsApi } from "./server/api.server";
import { seedDocuments } from "./seed.server";

export const documentsFeature = defineFeature({
  name: "documents",
  services: (deps) => ({ documents: createDocuments(deps) }),
  api: documentsApi,
  roles: [ROLE_EDIT_WIKI_DOCUMENT],
  seed: seedDocuments,
});
