// The album pages' stylesheet for the owners' pages: a public entry apart from index.ts, so importing a
// stylesheet's address does not bring the components into a page's JavaScript.
export { default as albumStyles } from "./ui/albums.css";
