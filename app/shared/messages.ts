// Strings that several features, the root and the shell show. Same section and key names as the old catalogue,
// so `import * as ru from "~/shared/messages"` keeps `ru.common.close` working. Each shared area keeps its
// strings beside it (ui/, forms/, richtext/ and richtext/editor/ messages.ts): the bundler puts a whole file into
// one chunk, so a page loads only the files its modules read (the sign-in page does not load the editor's, an
// article page only the files' strings). A feature's own strings live in its messages.ts; refusals only the
// server sends in messages.server.ts.
export * from "./ui/messages";
export * from "./forms/messages";
export * from "./richtext/messages";
export * from "./richtext/editor/messages";
