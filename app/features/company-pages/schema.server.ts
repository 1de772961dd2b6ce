// О компании's schema as the pages' actions import it: through this .server module the routes' browser
// build does not reach zod; the forms load the schema on the person's first act (shared/forms/save-form.ts).
export * from "./schema";
