// The consents: the client-safe exports other features may import (the manifest is index.server.ts).
// The registration dialog draws the current text's paragraphs with it.
export { paragraphsOf } from "./text";
