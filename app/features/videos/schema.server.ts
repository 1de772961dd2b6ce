// The videos' schema as the pages' actions import it: through this .server module no route's browser build reaches zod.
export * from "./schema";
