// The services' kind of file, client-safe: what a request's file field takes and what its handlers attach as
// the prepared document (a certificate's scan): documents, images and archives, 30 MB (the portal's rule for
// attachments). The manifest hands it to the files service (`fileKinds`); the forms read their limit here.
import { DOCUMENT_EXTENSIONS, type FileKind, UP_TO_30_MB } from "~/shared/files/rules";

declare module "~/shared/files/rules" {
  interface FileTypes {
    SERVICE_FILE: true;
  }
}

/** A file of a service request; read by those who read the request (request-files.server.ts). */
export const SERVICE_FILE: FileKind<"SERVICE_FILE"> = {
  type: "SERVICE_FILE",
  extensions: DOCUMENT_EXTENSIONS,
  ...UP_TO_30_MB,
};

export const serviceFileKinds = [SERVICE_FILE];
