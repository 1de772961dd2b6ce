// The normative documents' limits as plain numbers, without zod: the forms show them (a field's maxLength) and the schemas check
// them, so a page does not bring zod into the browser (a form loads its schema on the person's first act).

export const NAME_MAX = 255;
export const THEME_TITLE_MAX = 255;
export const SORT_LIST_MAX = 5000;
