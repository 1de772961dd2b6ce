// Names of profile photos. A photo is two JPEGs, «{user}-{64 random bits}-large.jpg» and «…-small.jpg»,
// shown at /avatars/{name} (users.avatar_path holds the large one's address). The bytes live in the
// portal's file store (DATA_DIR/files or the S3 bucket) under «avatar-{name without .jpg}»: the store's
// keys take no dot, and the prefix keeps them apart from the files module's hex keys. Photos saved
// before that sit in DATA_DIR/avatars under their name; `npm run files:migrate` and restore map them
// with the same function, so this file is the one place that knows the rule.

/** URL path prefix of avatar files (BASE_PATH goes in front when they are shown). */
export const AVATAR_URL = "/avatars/";
/** The folder under DATA_DIR where photos were kept before they moved into the file store. */
export const LEGACY_AVATAR_DIR = "avatars";

const AVATAR_NAME = /^(\d+)-([0-9a-f]{16})-(large|small)\.jpg$/;

export const isAvatarName = (name: string) => AVATAR_NAME.test(name);

/** The store's key of a photo's file name, or null for a name the portal did not make. */
export function avatarStorageKey(name: string): string | null {
  return isAvatarName(name) ? `avatar-${name.slice(0, -".jpg".length)}` : null;
}
