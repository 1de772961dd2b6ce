// Limits the browser needs too (a field's maxlength), apart from the schemas: schema-talk.ts imports the
// server's refusal messages, which a client bundle does not carry.
/** A thanks' text, at most (ours). */
export const THANKS_MAX = 1000;
