// The service records' limits as plain numbers, without zod: the forms show them (a field's maxLength) and the schemas check
// them, so a page does not bring zod into the browser (a form loads its schema on the person's first act).

export const MAX_PHONE_LINES = 10;
export const NAME_MAX = 255;
export const POSITION_MAX = 255;
export const PHONE_MAX = 50;
export const IP_PHONE_MAX = 20;
export const EMAIL_MAX = 255;
