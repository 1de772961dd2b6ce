// What a page's action parses a form post with. Routes import it from this .server module: a route module's
// imports stay in its browser chunk even where only its action used them, and through this one no page
// downloads conform's parser (the form loads it with its rules on the person's first act: save-form.ts).
export { isControlIntent, parseWithSchema } from "./conform";
