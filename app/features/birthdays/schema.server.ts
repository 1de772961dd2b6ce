// The birthdays schema as the pages' actions import it: through this .server module the routes' browser
// builds do not reach zod.
export * from "./schema";
