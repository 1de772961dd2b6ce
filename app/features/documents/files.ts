// The documents' kind of file, client-safe: a file uploaded for the normative documents (the spec's
// WIKI_DOCUMENT, stored through POST /file/save; ours: the attachments' formats, never HTML, SVG, scripts or
// executables, up to 30 MB). The manifest hands it to the files service (`fileKinds`).
import { DOCUMENT_EXTENSIONS, type FileKind, UP_TO_30_MB } from "~/shared/files/rules";

declare module "~/shared/files/rules" {
  interface FileTypes {
    WIKI_DOCUMENT: true;
  }
}

export const WIKI_DOCUMENT: FileKind<"WIKI_DOCUMENT"> = {
  type: "WIKI_DOCUMENT",
  extensions: DOCUMENT_EXTENSIONS,
  ...UP_TO_30_MB,
  // The spec's client put these in documents' bodies before addresses carried keys.
  legacyAddress: true,
};

export const documentFileKinds = [WIKI_DOCUMENT];
