// The album forms' schemas as the pages' actions import them: through this .server module no route's browser
// build reaches zod; the form loads its schema on the person's first act (shared/forms/save-form.ts).
export * from "./schema";
