// The feed's stylesheet for pages of other features that show its posts (a group's feed): a public entry
// apart from index.ts, so linking it does not bring the feed's code into the page's JavaScript.
export { default as feedStyles } from "./ui/feed.css";
