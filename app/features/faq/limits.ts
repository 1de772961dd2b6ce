// The FAQ's limits as plain numbers, without zod: the forms show them (a field's maxLength) and the schemas check
// them, so a page does not bring zod into the browser (a form loads its schema on the person's first act).

export const CATEGORY_NAME_MAX = 255;
export const CATEGORY_DESCRIPTION_MAX = 1000;
export const QUESTION_MAX = 500;
/** The answer as typed (HTML or plain text) before sanitizing: 200 000 characters is far beyond any answer. */
export const ANSWER_MAX = 200_000;
export const SORT_LIST_MAX = 5000;
