// The rules of О компании's input, shared by the pages' forms (browser and action) and /api: zod/mini, since
// the forms load them in the browser on the person's first act (actions read them through schema.server.ts).
import * as z from "zod/mini";
import { idOf, optionalIdOf, requiredText } from "~/platform/schema";
import { versionField } from "~/platform/validate";
import { messages as t } from "./messages";
import { PAGE_SLUGS } from "./pages";
import { BODY_MAX, COMPETENCE_TITLE_MAX, COMPETENCES_MAX, DESCRIPTION_MAX, TITLE_MAX } from "./limits";

export { BODY_MAX, COMPETENCE_TITLE_MAX, COMPETENCES_MAX, DESCRIPTION_MAX, TITLE_MAX };

const slug = z.enum(PAGE_SLUGS, { error: t.pageNotFound });
const pageFields = {
  title: requiredText(TITLE_MAX, t.titleRequired, t.titleTooLong),
  content: requiredText(BODY_MAX, t.bodyRequired, t.bodyTooLong),
  version: versionField,
};

/** The edit page's form (the slug is the page's address). */
export const pageFormSchema = z.object(pageFields);
/** POST /company-pages/save. */
export const savePageSchema = z.object({ slug, ...pageFields });
export const pageRefSchema = z.object({ slug });
/** GET /company-pages/versions?slug&before: `before` a version number (the page after the one that ended there). */
export const versionsQuerySchema = z.object({ slug, before: optionalIdOf(t.badVersion) });
export const versionRefSchema = z.object({ slug, version: idOf(t.versionNotFound) });

const competenceFields = {
  title: requiredText(COMPETENCE_TITLE_MAX, t.competenceTitleRequired, t.competenceTitleTooLong),
  description: requiredText(DESCRIPTION_MAX, t.descriptionRequired, t.descriptionTooLong),
};
export const competenceFormSchema = z.object(competenceFields);
export const updateCompetenceSchema = z.object({ id: idOf(t.competenceNotFound), ...competenceFields });
export const competenceRefSchema = z.object({ id: idOf(t.competenceNotFound) });
export const moveCompetenceSchema = z.object({
  id: idOf(t.competenceNotFound),
  direction: z.enum(["up", "down"], { error: t.badDirection }),
});

// --- the typed values the domain functions take (parsed at the edge: server/inputs.server.ts) ---
export type PageSave = z.output<typeof savePageSchema>;
export type PageRef = z.output<typeof pageRefSchema>;
export type VersionsQuery = z.output<typeof versionsQuerySchema>;
export type VersionRef = z.output<typeof versionRefSchema>;
export type CompetenceAdd = z.output<typeof competenceFormSchema>;
export type CompetenceUpdate = z.output<typeof updateCompetenceSchema>;
export type CompetenceRef = z.output<typeof competenceRefSchema>;
export type CompetenceMove = z.output<typeof moveCompetenceSchema>;
