// The platform's own entries in the registry: one-time form tokens and the file store with its /api
// calls (files are read under the guards the features contribute and stored as the kinds they declare,
// so the store is built last).
import { defineFeature } from "./feature";
import { createFormTokens } from "./form-tokens.server";
import { createFiles } from "./files/files.server";
import { filesApi } from "./files/api.server";
import { ROLE_ADMINISTRATOR } from "./policies";
import { migrations } from "./db/migrations";

export const platformFeature = defineFeature({
  name: "platform",
  migrations,
  services: (deps) => ({ formTokens: createFormTokens(deps) }),
  roles: [ROLE_ADMINISTRATOR],
});

export const filesFeature = defineFeature({
  name: "files",
  collects: true,
  // Files on the local disk under DATA_DIR/files, or in the bucket openPortal put in deps (FILES_S3_BUCKET).
  services: (deps, _needs, { fileReadGuards, fileKinds }) => ({
    files: createFiles(deps, { readGuards: fileReadGuards, kinds: fileKinds }),
  }),
  api: filesApi,
});
