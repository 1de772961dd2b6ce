// The guide stylesheet for pages of other features that show its parts: a public entry apart from index.ts,
// so importing a stylesheet's address does not bring the feature's components into the page's JavaScript.
export { default as guideStyles } from "./ui/guide.css";
