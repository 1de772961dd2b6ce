// The shifts' schema as the page's action imports it: through this .server module the route's browser build does
// not reach zod; the form loads the schema on the person's first act (shared/forms/save-form.ts).
export * from "./schema";
