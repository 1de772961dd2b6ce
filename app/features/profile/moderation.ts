// The removal reason's limit, client-safe: /admin/avatars' field and its action (server/avatars-api.server.ts) read it.
export const AVATAR_REASON_MAX = 300;
