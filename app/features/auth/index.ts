// The entry area's client-safe exports for other features (index.server.ts holds its manifest).
export { formatPhone, normalizePhone } from "./schema";
