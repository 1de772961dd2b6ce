// The parse step of О компании's calls, at the edges (the /api handlers and the pages' loaders and actions):
// who may change is checked first, then the input is read with the zod schema (parseInput also refuses
// control characters), so the domain functions take typed values.
import type { Actor } from "~/platform/actor";
import { parseInput } from "~/platform/validate";
import {
  competenceFormSchema,
  competenceRefSchema,
  moveCompetenceSchema,
  pageRefSchema,
  savePageSchema,
  updateCompetenceSchema,
  versionRefSchema,
  versionsQuerySchema,
  type CompetenceAdd,
  type CompetenceMove,
  type CompetenceRef,
  type CompetenceUpdate,
  type PageRef,
  type PageSave,
  type VersionRef,
  type VersionsQuery,
} from "../schema";
import { requireCompanyPagesEditor } from "./pages.server";
import { requireCompetenceEditor } from "./competences.server";

const editing =
  <T>(require: (actor: Actor) => void, read: (input: unknown) => T) =>
  (actor: Actor, input: unknown): T => {
    require(actor);
    return read(input);
  };

export const companyPagesInputs = {
  page: (_actor: Actor, input: unknown): PageRef => parseInput(pageRefSchema, input),
  save: editing(requireCompanyPagesEditor, (input): PageSave => parseInput(savePageSchema, input)),
  versions: editing(requireCompanyPagesEditor, (input): VersionsQuery => parseInput(versionsQuerySchema, input)),
  version: editing(requireCompanyPagesEditor, (input): VersionRef => parseInput(versionRefSchema, input)),
  competence: (_actor: Actor, input: unknown): CompetenceRef => parseInput(competenceRefSchema, input),
  addCompetence: editing(requireCompetenceEditor, (input): CompetenceAdd => parseInput(competenceFormSchema, input)),
  updateCompetence: editing(requireCompetenceEditor, (input): CompetenceUpdate => parseInput(updateCompetenceSchema, input)),
  moveCompetence: editing(requireCompetenceEditor, (input): CompetenceMove => parseInput(moveCompetenceSchema, input)),
  removeCompetence: editing(requireCompetenceEditor, (input): CompetenceRef => parseInput(competenceRefSchema, input)),
};
