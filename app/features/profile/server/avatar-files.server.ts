// A photo's two files in the portal's one file store (the S3 bucket with several processes, so any process
// serves any photo), and in the folder photos sat in before the store until files:migrate copies them. The
// upload replacing a photo and the administrator removing one delete them the same way.
import fs from "node:fs/promises";
import path from "node:path";
import type { Deps } from "~/platform/deps.server";
import { defaultFileStorage } from "~/platform/files/files.server";
import { AVATAR_URL, LEGACY_AVATAR_DIR, avatarStorageKey, isAvatarName } from "~/features/profile/avatar-names";

/** The small variant's path of a stored (large) avatar path. */
export function smallAvatarPath(filePath: string): string {
  return filePath.replace(/-large\.jpg$/, "-small.jpg");
}

export function avatarFiles({ dataDir, fileStorage }: Pick<Deps, "dataDir" | "fileStorage">) {
  const storage = fileStorage ?? defaultFileStorage(dataDir);
  const legacyDir = path.join(dataDir, LEGACY_AVATAR_DIR);
  return {
    storage,
    legacyDir,
    /** Removes a photo's two files of a path we made, from the store and the old folder; anything else is left alone. */
    async remove(filePath: string | null): Promise<void> {
      if (!filePath?.startsWith(AVATAR_URL)) return;
      const name = filePath.slice(AVATAR_URL.length);
      if (!isAvatarName(name)) return;
      const names = [name, smallAvatarPath(name)];
      await Promise.all([
        ...names.map((n) => storage.delete(avatarStorageKey(n)!)),
        ...names.map((n) => fs.rm(path.join(legacyDir, n), { force: true })),
      ]);
    },
  };
}
