// The vacancies' kind of file, client-safe: a reply's résumé (part 2 §5: pdf, doc, docx, jpeg, jpg, png; ours:
// 30 MB). The manifest hands it to the files service (`fileKinds`); the reply page reads its limit from here.
import { IMAGE_EXTENSIONS, type FileKind, UP_TO_30_MB } from "~/shared/files/rules";

declare module "~/shared/files/rules" {
  interface FileTypes {
    VACANCY_RESUME: true;
  }
}

/** A résumé attached to a reply or a recommendation; read by its uploader and the reply's handlers only. */
export const VACANCY_RESUME: FileKind<"VACANCY_RESUME"> = {
  type: "VACANCY_RESUME",
  extensions: ["pdf", "doc", "docx", ...IMAGE_EXTENSIONS],
  ...UP_TO_30_MB,
  // The texts of claims filed before addresses carried keys name it by id; its guard is what lets one read it.
  legacyAddress: true,
};

export const vacancyFileKinds = [VACANCY_RESUME];
