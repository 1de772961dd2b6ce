// The groups' limits as plain numbers, without zod: pages show them (a field's maxLength, a counter, an
// upload's count) and the schemas check them, so a view page does not bring zod into the browser.

// Albums and photos: the albums feature's (~/features/albums, limits.ts).

// Articles.
export const ARTICLE_NAME_MAX = 255;

// Messages to managers.
export const MESSAGE_TEXT_MAX = 2000;
