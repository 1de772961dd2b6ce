// Normative documents of the knowledge base (spec part 1 §2.4, §3, §5, §7): themes, documents (soft
// delete), ordering, and read acknowledgement ("Ознакомлен(а)", ours) with a per-department report
// computed in SQL. Every signed-in person reads; ROLE_EDIT_WIKI_DOCUMENT holders and administrators
// edit (canEditDocuments). This file composes the use cases (documents-edit, themes,
// acknowledgements) into the one service; the /api calls are in api.server.ts, their inputs parsed by
// inputs.server.ts, the payloads in the feature's api.md.
import type { Actor } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import type { DocumentsDeps } from "./document-rows.server";
import { documentEdits } from "./documents-edit.server";
import { documentThemes } from "./themes.server";
import { documentAcknowledgements } from "./acknowledgements.server";
import { documentsSearchIndexer } from "./search-indexer.server";
import { documentFileReadGuard } from "./file-guard.server";

export type { DocumentListItem, DocumentTheme, DocumentView } from "./document-rows.server";
export type { AcknowledgementReport, ReportDepartment, ReportPerson } from "./acknowledgements.server";

export function createDocuments({ db, now }: Deps) {
  const deps: DocumentsDeps = {
    db,
    now,
    today: () => now().toLocaleDateString("sv-SE", { timeZone: "Europe/Moscow" }),
  };
  return {
    today: deps.today,
    /** The documents' index in the portal search (WIKI_DOCUMENT), registered through the manifest. */
    searchIndexer: documentsSearchIndexer(deps),
    /** The files documents' bodies show: read by everyone who reads documents. */
    fileReadGuard: (actor: Actor, fileId: number) => documentFileReadGuard(deps, actor, fileId),
    ...documentEdits(deps),
    ...documentAcknowledgements(deps),
    ...documentThemes(deps),
  };
}

export type Documents = ReturnType<typeof createDocuments>;
