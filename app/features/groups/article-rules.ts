// The group articles' plain limits, without zod: the form's page imports them (schema-articles.ts would
// bring zod into the browser) and the schema builds on them.
export const ARTICLE_NAME_MAX = 255;
