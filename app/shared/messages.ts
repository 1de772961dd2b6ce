// Strings that several features, the root and the shell show: copied verbatim from ru.ts, with the
// same section and key names, so `import * as ru from "~/shared/messages"` keeps `ru.common.close`
// working. The sections live in small files by who shows them: the bundler puts a whole file into a
// chunk, so a page loads only the files its modules read (the sign-in page does not load the editor's).
// A feature's own strings live in its messages.ts; refusals only the server sends in messages.server.ts.
export * from "./messages/portal";
export * from "./messages/forms";
export * from "./messages/validation";
export * from "./messages/work-status";
export * from "./messages/richtext";
export * from "./messages/favorites";
